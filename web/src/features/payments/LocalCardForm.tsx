import { Trans, useLingui } from '@lingui/react';
import { FlaskConical } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { LOCAL_TEST_CARDS } from '@shared/schemas/payments';
import { Badge } from '@web/ui/Badge';
import { Button } from '@web/ui/Button';
import { Input } from '@web/ui/Field';
import { ApiError } from '@web/api/client';
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

/** LOCAL_TEST_CARDS' outcomes (English in the shared schema) in the page's language. */
const OUTCOME_KEYS: Record<(typeof LOCAL_TEST_CARDS)[number]['number'], string> = {
  '4242 4242 4242 4242': 'payments.testCard.succeeds',
  '4000 0000 0000 0077': 'payments.testCard.processing',
  '4000 0000 0000 0002': 'payments.testCard.declined',
  '4000 0000 0000 9995': 'payments.testCard.insufficientFunds',
};

const CARD_FIELDS = ['email', 'cardNumber', 'expiry', 'cvc'] as const;
type CardField = (typeof CARD_FIELDS)[number];

/** The server's 400 names each field it refused (number, date, CVC, e-mail); a decline names none. */
function cardFieldErrors(err: unknown): Partial<Record<CardField, string>> {
  const problems = err instanceof ApiError && err.status === 400 ? err.fieldErrors : [];
  return Object.fromEntries(
    problems.filter((p) => (CARD_FIELDS as readonly string[]).includes(p.field)).map((p) => [p.field, p.message]),
  );
}

/** The built-in test-mode card form: nothing is charged; Stripe's test cards decide the outcome. */
export function LocalCardForm({
  clientSecret,
  email,
  onEmail,
}: {
  clientSecret: string;
  email: string;
  onEmail: (email: string) => void;
}) {
  const { _ } = useLingui();
  const confirm = useConfirmLocalPayment();
  const navigate = useNavigate();
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardField, string>>>({});
  const edit = (field: keyof typeof card, value: string) => {
    setCard({ ...card, [field]: value });
    setFieldErrors({ ...fieldErrors, [field]: undefined });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    setFieldErrors({});
    confirm.mutate(
      { clientSecret, email, ...card },
      {
        onSuccess: () => navigate(successPath(clientSecret)),
        onError: (err) => {
          const text = paymentErrorMessage(err, _('payments.unexpected'));
          // SPEC's toast names the first problem; every problem also shows under its own field.
          toast.error(text, { autoClose: TOAST_MS.short });
          const byField = cardFieldErrors(err);
          if (Object.keys(byField).length > 0) setFieldErrors(byField);
          else setMessage(text);
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
            <Trans
              id="payments.testMode.notice"
              components={{ 0: <Badge className="bg-amber-100 text-amber-900 ring-amber-600/30">{null}</Badge> }}
            />
          </p>
          <ul className="grid gap-x-4 sm:grid-cols-2">
            {LOCAL_TEST_CARDS.map((c) => (
              <li key={c.number}>
                <bdi className="font-mono">{c.number}</bdi> {_(OUTCOME_KEYS[c.number])}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Input
        label={_('payments.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => {
          onEmail(e.target.value);
          setFieldErrors({ ...fieldErrors, email: undefined });
        }}
        placeholder="you@example.com"
        error={fieldErrors.email}
        required
      />
      {/* One way to pay in test mode, so no tabs: a lone "Card" tab only looked like a choice. */}
      <fieldset className="space-y-4">
        <legend className="mb-1 text-sm font-medium text-slate-700">{_('payments.cardDetails')}</legend>
        <Input
          label={_('payments.cardNumber')}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.cardNumber}
          onChange={(e) => edit('cardNumber', groupsOfFour(e.target.value))}
          error={fieldErrors.cardNumber}
          required
        />
        <div className="grid grid-cols-2 items-start gap-4">
          <Input
            label={_('payments.expiry')}
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={_('payments.expiryPlaceholder')}
            value={card.expiry}
            onChange={(e) => edit('expiry', formatExpiry(e.target.value))}
            error={fieldErrors.expiry}
            required
          />
          <Input
            label="CVC"
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => edit('cvc', e.target.value.replace(/\D/g, ''))}
            error={fieldErrors.cvc}
            required
          />
        </div>
      </fieldset>
      <Button type="submit" size="lg" className="w-full" loading={confirm.isPending} disabled={confirm.isSuccess}>
        {_('payments.payNow')}
      </Button>
      <PaymentMessage message={message} />
    </form>
  );
}
