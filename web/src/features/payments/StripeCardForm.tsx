import { useLingui } from '@lingui/react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { Button } from '@web/ui/Button';
import { Input } from '@web/ui/Field';
import { PaymentMessage } from './PaymentMessage';

// Stripe.js is fetched from Stripe only when this provider is in use, once per key.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function CheckoutForm({ email, onEmail }: { email: string; onEmail: (email: string) => void }) {
  const { _ } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setMessage(null);
    // Stripe returns here only on an immediate error; otherwise it goes to return_url.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/success`, ...(email ? { receipt_email: email } : {}) },
    });
    const text =
      error.type === 'card_error' || error.type === 'validation_error'
        ? (error.message ?? _('payments.unexpected'))
        : _('payments.unexpected');
    setMessage(text);
    toast.error(text, { autoClose: TOAST_MS.short });
    setBusy(false);
  };

  return (
    <form onSubmit={submit} className="space-y-5">
      <Input
        label={_('payments.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => onEmail(e.target.value)}
        placeholder="you@example.com"
      />
      <PaymentElement options={{ layout: 'tabs' }} />
      <Button type="submit" size="lg" className="w-full" loading={busy} disabled={!stripe || !elements}>
        {_('payments.payNow')}
      </Button>
      <PaymentMessage message={message} />
    </form>
  );
}

/** Stripe's Payment Element (layout 'tabs'); loaded lazily so the local mode never fetches Stripe. */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  email,
  onEmail,
}: {
  publishableKey: string;
  clientSecret: string;
  email: string;
  onEmail: (email: string) => void;
}) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#059669' } } }}
    >
      <CheckoutForm email={email} onEmail={onEmail} />
    </Elements>
  );
}
