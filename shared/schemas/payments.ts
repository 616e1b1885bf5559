import { z } from 'zod';
import { emailField } from './common';
import type { paymentIntentStartSchema } from './orders';

export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Stripe's payment intent statuses; the local provider uses the same words. */
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

/** GET /payments/config, and part of the create-payment-intent answer. */
export const paymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key; null for the local provider. */
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** POST /orders/create-payment-intent/{id} (its schema is the orders route's, in ./orders). */
export type PaymentIntentStart = z.infer<typeof paymentIntentStartSchema>;

/** What the /success receipt shows beside the amount. */
export const paymentReceiptSchema = z.object({
  orderId: z.string(),
  title: z.string(),
  /** What was bought: a gig, or a custom offer (the receipt names it so). */
  source: z.enum(['gig', 'offer']).optional(),
  date: z.string(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

/** GET /payments/intent?client_secret=... */
export const paymentIntentViewSchema = z.object({
  status: z.enum(PAYMENT_INTENT_STATUSES),
  /** Integer cents, as the provider counts them. */
  amount: z.number(),
  currency: z.string(),
  /** The order this payment is for, to link the receipt to it. */
  orderId: z.string().nullable().optional(),
  receipt: paymentReceiptSchema.nullable().optional(),
});
export type PaymentIntentView = z.infer<typeof paymentIntentViewSchema>;

export const clientSecretField = z
  .string('client secret is required')
  .trim()
  .min(10, 'is not a valid client secret')
  .max(300, 'is not a valid client secret');

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
export const localConfirmResultSchema = z.object({ status: z.enum(PAYMENT_INTENT_STATUSES) });

/** Stripe's test cards the local provider follows, shown in the test-mode hint. */
export const LOCAL_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0077', outcome: 'Stays processing' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Declined: insufficient funds' },
] as const;
