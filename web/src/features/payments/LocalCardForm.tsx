import { FlaskConical } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { LOCAL_TEST_CARDS } from '@shared/schemas/payments';
import { Badge } from '@web/ui/Badge';
import { Button } from '@web/ui/Button';
import { Input } from '@web/ui/Field';
import { paymentErrorMessage, successPath, useConfirmLocalPayment } from './api';
import { PaymentMessage } from './PaymentMessage';

const groupsOfFour = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The built-in test-mode card form: nothing is charged; Stripe's test cards decide the outcome. */
export function LocalCardForm({ clientSecret, email, onEmail }: { clientSecret: string; email: string; onEmail: (email: string) => void }) {
  const confirm = useConfirmLocalPayment();
  const navigate = useNavigate();
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [message, setMessage] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    confirm.mutate(
      { clientSecret, email, ...card },
      {
        onSuccess: () => navigate(successPath(clientSecret)),
        onError: (err) => {
          const text = paymentErrorMessage(err);
          setMessage(text);
          toast.error(text, { autoClose: TOAST_MS.short });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <div className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="space-y-1">
          <p>
            <Badge className="bg-amber-100 text-amber-900 ring-amber-600/30">Test mode</Badge> No card is charged. Use any future date and any 3-digit CVC with one of these cards:
          </p>
          <ul className="grid gap-x-4 sm:grid-cols-2">
            {LOCAL_TEST_CARDS.map((c) => (
              <li key={c.number}>
                <span className="font-mono">{c.number}</span> {c.outcome}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Input label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => onEmail(e.target.value)} placeholder="you@example.com" required />
      {/* One way to pay in test mode, so no tabs: a lone "Card" tab only looked like a choice. */}
      <fieldset className="space-y-4">
        <legend className="mb-1 text-sm font-medium text-slate-700">Card details</legend>
        <Input
          label="Card number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.cardNumber}
          onChange={(e) => setCard({ ...card, cardNumber: groupsOfFour(e.target.value) })}
          required
        />
        <div className="grid grid-cols-2 gap-4">
          <Input label="Expiration" name="expiry" inputMode="numeric" autoComplete="cc-exp" placeholder="MM / YY" value={card.expiry} onChange={(e) => setCard({ ...card, expiry: formatExpiry(e.target.value) })} required />
          <Input label="CVC" name="cvc" inputMode="numeric" autoComplete="cc-csc" placeholder="CVC" maxLength={4} value={card.cvc} onChange={(e) => setCard({ ...card, cvc: e.target.value.replace(/\D/g, '') })} required />
        </div>
      </fieldset>
      <Button type="submit" size="lg" className="w-full" loading={confirm.isPending} disabled={confirm.isSuccess}>
        Pay now
      </Button>
      <PaymentMessage message={message} />
    </form>
  );
}
