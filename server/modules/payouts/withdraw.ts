import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { TEST_FAILING_ACCOUNT, type Payout, type PayoutStatus } from '@shared/schemas/payouts';
import { recordedCurrency, formatMoney } from '@shared/money';
import type { Db } from '../../db/client';
import { payoutAccounts, payouts } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { stripeConnect } from '../payments';
import { balancesOf, post } from './ledger';
import { sendMoneyMails } from './mail';
import { isReady } from './payout-account';

type PayoutRow = typeof payouts.$inferSelect;

export const toPayout = (p: PayoutRow): Payout => ({
  _id: p.id,
  amountCents: p.amountCents,
  currency: p.currency,
  status: p.status as PayoutStatus,
  destination: p.destination,
  failureMessage: p.failureMessage,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/**
 * Takes `amountCents` (all that is available when absent) out of the seller's available
 * balance into a pending payout. The seller's payout account row is locked first, so
 * withdrawals of one seller run one at a time and each sees the balance the last one left.
 */
async function startPayout(
  ctx: AppContext,
  user: AuthUser,
  amountCents: number | undefined,
  idempotencyKey: string | undefined,
) {
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id)).for('update');
    if (!isReady(ctx, account)) {
      throw conflict(
        ctx.config.stripe
          ? 'Finish setting up your Stripe payout account before withdrawing.'
          : 'Add a payout account before withdrawing.',
      );
    }
    // A retry of a withdrawal already made (under the lock above, so a concurrent twin waits and sees it).
    if (idempotencyKey) {
      const [made] = await tx
        .select()
        .from(payouts)
        .where(and(eq(payouts.sellerId, user.id), eq(payouts.idempotencyKey, idempotencyKey)));
      if (made) {
        if (amountCents !== undefined && amountCents !== made.amountCents) throw conflict(REUSED_KEY);
        return { payout: made, account, replay: true };
      }
    }
    const available = (await balancesOf(tx, user.id)).seller_available ?? 0;
    if (available <= 0) throw conflict('Nothing is available to withdraw yet.');
    const amount = amountCents ?? available;
    if (amount > available) throw conflict(`You can withdraw at most ${formatMoney(available, 'minor')} now.`);
    const destination = account.accountNumber
      ? `Test account ••••${account.accountNumber.slice(-4)}`
      : 'Stripe account';
    const [payout] = await tx
      .insert(payouts)
      .values({ sellerId: user.id, amountCents: amount, currency: recordedCurrency(), destination, idempotencyKey })
      .returning();
    await post(tx, {
      kind: 'payout',
      key: `payout:${payout!.id}`,
      payoutId: payout!.id,
      sellerId: user.id,
      amountCents: amount,
      legs: [
        { account: 'seller_available', userId: user.id, amountCents: -amount },
        { account: 'payouts_in_transit', userId: user.id, amountCents: amount },
      ],
    });
    return { payout: payout!, account, replay: false };
  });
}

const REUSED_KEY = 'Idempotency-Key: this key was used for a withdrawal of another amount';

/**
 * POST /payouts/withdraw: test mode pays at once (account 000999 fails); Stripe reports later.
 * With an `Idempotency-Key`, a retry (same seller, same key) answers the payout the first call
 * made, as it stands now, and moves no money.
 */
export async function withdraw(
  ctx: AppContext,
  user: AuthUser,
  amountCents: number | undefined,
  log?: FastifyBaseLogger,
  idempotencyKey?: string,
): Promise<Payout> {
  const { payout, account, replay } = await startPayout(ctx, user, amountCents, idempotencyKey);
  if (replay) return toPayout(payout);
  const connect = stripeConnect(ctx);
  if (!connect) {
    const failed = account.accountNumber === TEST_FAILING_ACCOUNT;
    return settlePayout(
      ctx,
      payout.id,
      failed ? 'failed' : 'paid',
      failed ? 'The bank refused this test account (000999).' : null,
      log,
    );
  }
  try {
    const made = await connect.payout({
      payoutId: payout.id,
      accountId: account.stripeAccountId!,
      amountCents: payout.amountCents,
      currency: payout.currency,
    });
    const [row] = await ctx.db
      .update(payouts)
      .set({ providerPayoutId: made.id, updatedAt: new Date() })
      .where(eq(payouts.id, payout.id))
      .returning();
    if (made.status === 'paid' || made.status === 'failed') return settlePayout(ctx, payout.id, made.status, null, log);
    return toPayout(row!);
  } catch (err) {
    log?.warn({ payoutId: payout.id, err: (err as Error).name }, 'stripe payout refused');
    return settlePayout(
      ctx,
      payout.id,
      'failed',
      'Stripe refused the payout; the money is back in your available balance.',
      log,
    );
  }
}

/**
 * A pending payout is paid or failed, once (the row is locked and must still be pending):
 * paid moves it out of transit to the seller's bank; failed returns it to available.
 */
export async function settlePayout(
  ctx: AppContext,
  payoutId: string,
  outcome: 'paid' | 'failed',
  message: string | null,
  log?: FastifyBaseLogger,
): Promise<Payout> {
  const settled = await ctx.db.transaction(async (tx) => settleIn(tx, payoutId, outcome, message));
  if (!settled) {
    const [row] = await ctx.db.select().from(payouts).where(eq(payouts.id, payoutId));
    if (!row) throw notFound('Payout');
    return toPayout(row);
  }
  await sendMoneyMails(
    ctx,
    [
      {
        kind: outcome === 'paid' ? 'payout.paid' : 'payout.failed',
        to: settled.sellerId,
        amountCents: settled.amountCents,
        detail: message,
      },
    ],
    log,
  );
  return toPayout(settled);
}

async function settleIn(
  tx: Db,
  payoutId: string,
  outcome: 'paid' | 'failed',
  message: string | null,
): Promise<PayoutRow | null> {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pending')))
    .for('update');
  if (!row) return null;
  const to = outcome === 'paid' ? 'seller_paid_out' : 'seller_available';
  await post(tx, {
    kind: outcome === 'paid' ? 'payout_paid' : 'payout_failed',
    key: `payout_${outcome}:${row.id}`,
    payoutId: row.id,
    sellerId: row.sellerId,
    amountCents: row.amountCents,
    legs: [
      { account: 'payouts_in_transit', userId: row.sellerId, amountCents: -row.amountCents },
      { account: to, userId: row.sellerId, amountCents: row.amountCents },
    ],
  });
  const [updated] = await tx
    .update(payouts)
    .set({ status: outcome, failureMessage: message, updatedAt: sql`now()` })
    .where(eq(payouts.id, row.id))
    .returning();
  return updated!;
}

/** Stripe's payout.paid / payout.failed for a payout we started (others are Stripe's own schedule). */
// The payout's metadata names ours too, for a webhook that beats the answer to payouts.create.
export async function settleStripePayout(
  ctx: AppContext,
  payout: { id: string; metadata?: Record<string, string> | null },
  outcome: 'paid' | 'failed',
  message: string | null,
  log?: FastifyBaseLogger,
): Promise<void> {
  const ours = payout.metadata?.payoutId;
  const byMetadata = ours && /^[0-9a-f-]{36}$/i.test(ours) ? eq(payouts.id, ours) : undefined;
  const [row] = await ctx.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      byMetadata ? or(eq(payouts.providerPayoutId, payout.id), byMetadata) : eq(payouts.providerPayoutId, payout.id),
    );
  if (row) await settlePayout(ctx, row.id, outcome, message, log);
}
