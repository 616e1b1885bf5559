import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LocalConfirmInput, PaymentIntentStatus } from '@shared/schemas/payments';
import type { Db } from '../../db/client';
import { paymentIntents, paymentRefunds } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../platform/errors';
import { intentIdOf, type PaymentProvider, type ProviderIntent } from './intent';
import { cardOutcome } from './test-cards';

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

function toIntent(row: typeof paymentIntents.$inferSelect): ProviderIntent {
  return { id: row.id, status: row.status as PaymentIntentStatus, amount: row.amount, currency: row.currency };
}

async function findBySecret(db: Db, clientSecret: string) {
  const id = intentIdOf(clientSecret);
  if (!id?.startsWith('pi_local_')) return null;
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).limit(1);
  if (!row) return null;
  const given = Buffer.from(hashSecret(clientSecret));
  return timingSafeEqual(given, Buffer.from(row.clientSecretHash)) ? row : null;
}

/** The built-in test-mode provider: intents live in our own database, no card is ever charged. */
export function localProvider(db: Db): PaymentProvider {
  return {
    name: 'local',
    publishableKey: null,
    async createIntent(input) {
      const id = `pi_local_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(18).toString('base64url')}`;
      await db
        .insert(paymentIntents)
        .values({ id, clientSecretHash: hashSecret(clientSecret), amount: input.amount, currency: input.currency });
      return { id, clientSecret };
    },
    async retrieveByClientSecret(clientSecret) {
      const row = await findBySecret(db, clientSecret);
      return row ? toIntent(row) : null;
    },
    async refund(tx, intentId, amount, idempotencyKey) {
      // One refund per key, as Stripe's idempotency keys give.
      const id = `re_local_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
      await tx.insert(paymentRefunds).values({ id, intentId, amount }).onConflictDoNothing();
      return id;
    },
  };
}

/** The brand and last four digits a receipt shows, as Stripe names brands. */
function cardOf(cardNumber: string): { cardBrand: string; cardLast4: string } {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const cardBrand = digits.startsWith('4')
    ? 'visa'
    : /^5[1-5]|^2[2-7]/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : 'card';
  return { cardBrand, cardLast4: digits.slice(-4) };
}

/** Why an intent that is no longer open cannot be paid, by its status (each an errors.payments.* text). */
const ALREADY: Record<string, string> = {
  succeeded: 'This payment is already complete.',
  processing: 'This payment is already being processed.',
  canceled: 'This payment is already canceled.',
};

/**
 * Confirms a local intent with a test card, as stripe.confirmPayment would: a decline
 * answers 402 with the provider's message and leaves the intent open for another try.
 * `onSettled` runs in the same transaction as the status change (the order update).
 */
export async function confirmLocalIntent(
  db: Db,
  input: LocalConfirmInput,
  onSettled: (tx: Db, intent: ProviderIntent) => Promise<void>,
): Promise<ProviderIntent> {
  const row = await findBySecret(db, input.clientSecret);
  if (!row) throw notFound('Payment');
  if (row.status !== 'requires_payment_method') throw badRequest(ALREADY[row.status] ?? ALREADY.processing!);
  const outcome = cardOutcome(input);
  if ('declined' in outcome) {
    await db
      .update(paymentIntents)
      .set({ lastErrorCode: outcome.declined.code, updatedAt: new Date() })
      .where(eq(paymentIntents.id, row.id));
    throw new HttpError(402, outcome.declined.message);
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(paymentIntents)
      .set({
        status: outcome.status,
        receiptEmail: input.email,
        ...cardOf(input.cardNumber),
        lastErrorCode: null,
        updatedAt: new Date(),
      })
      .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'requires_payment_method')))
      .returning();
    if (!updated) throw badRequest(ALREADY.processing!);
    const intent = toIntent(updated);
    await onSettled(tx, intent);
    return intent;
  });
}
