import { z } from 'zod';
import { emailField } from './common';
import type { paymentIntentStartSchema } from './orders';

export type PaymentProviderName = 'local' | 'stripe';

/** Stripe's payment intent statuses; the local provider uses the same words. */
export type PaymentIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';

/** GET /payments/config, and part of the create-payment-intent answer. */
export interface PaymentConfig {
  provider: PaymentProviderName;
  /** Stripe's publishable key; null for the local provider. */
  publishableKey: string | null;
}

/** POST /orders/create-payment-intent/{id} (its schema is the orders route's, in ./orders). */
export type PaymentIntentStart = z.infer<typeof paymentIntentStartSchema>;

/** GET /payments/intent?client_secret=... */
export interface PaymentIntentView {
  status: PaymentIntentStatus;
  amount: number;
  currency: string;
  /** The order this payment is for, to link the receipt to it. */
  orderId?: string | null;
  receipt?: PaymentReceipt | null;
}

/** What the /success receipt shows beside the amount. */
export interface PaymentReceipt {
  orderId: string;
  title: string;
  date: string;
}

export const clientSecretField = z.string('client secret is required').trim().min(10, 'is not a valid client secret').max(300, 'is not a valid client secret');

export const intentQuery = z.object({ client_secret: clientSecretField });

/** POST /payments/local/confirm: the built-in test-mode card form. */
export const localConfirmSchema = z.object({
  clientSecret: clientSecretField,
  email: emailField,
  cardNumber: z.string('Your card number is incomplete.').max(40, 'Your card number is invalid.'),
  expiry: z.string("Your card's expiration date is incomplete.").max(10, "Your card's expiration date is invalid."),
  cvc: z.string("Your card's security code is incomplete.").max(8, "Your card's security code is invalid."),
});
export type LocalConfirmInput = z.infer<typeof localConfirmSchema>;

/** The local provider's answer to a confirm that went through (declines answer 402). */
export interface LocalConfirmResult {
  status: PaymentIntentStatus;
}

/** Stripe's test cards the local provider follows, shown in the test-mode hint. */
export const LOCAL_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0077', outcome: 'Stays processing' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Declined: insufficient funds' },
] as const;

export interface Order {
  _id: string;
  gigId: string | null;
  img: string;
  title: string;
  price: number;
  /** The seller for a buyer, the buyer for a seller. */
  otherParty: { _id: string; fullName: string };
  createdAt: string;
  paidAt: string | null;
}
