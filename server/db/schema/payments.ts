import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Refunds recorded by the built-in test-mode provider (Stripe keeps its own). */
export const paymentRefunds = pgTable('payment_refunds', {
  id: text('id').primaryKey(),
  intentId: text('intent_id').notNull(),
  amount: integer('amount').notNull(),
  createdAt: createdAt(),
});

/**
 * Payment intents of the built-in `local` test-mode provider (Stripe keeps its own).
 * Only a hash of the client secret is stored; the id is the secret's prefix.
 */
export const paymentIntents = pgTable('payment_intents', {
  /** pi_local_<random>, the value orders.payment_intent_id holds. */
  id: text('id').primaryKey(),
  clientSecretHash: text('client_secret_hash').notNull(),
  /** Cents. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** requires_payment_method | processing | succeeded, as Stripe names them. */
  status: text('status').notNull().default('requires_payment_method'),
  receiptEmail: text('receipt_email'),
  /** The test card's brand and last four digits, for the receipt. */
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  lastErrorCode: text('last_error_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
