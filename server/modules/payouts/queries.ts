import { and, desc, eq, inArray, min, sql } from 'drizzle-orm';
import type { PageQuery } from '@shared/schemas/common';
import type { Balance, Funds, LedgerKind, LedgerTransaction, Payout } from '@shared/schemas/payouts';
import { CURRENCY } from '@shared/money';
import { ledgerClearings, ledgerTransactions, orders, payouts } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { olderThanCursor, timeKey } from '../../platform/keyset';
import { splitPage } from '../../platform/pagination';
import { balancesOf } from './ledger';
import { toPayout } from './withdraw';

/** GET /payouts/balance: every figure is a sum of the seller's ledger entries. */
export async function getBalance(ctx: AppContext, user: AuthUser): Promise<Balance> {
  const [sums, [next]] = await Promise.all([
    balancesOf(ctx.db, user.id),
    ctx.db.select({ at: min(ledgerClearings.availableAt) }).from(ledgerClearings).where(eq(ledgerClearings.sellerId, user.id)),
  ]);
  return {
    currency: CURRENCY,
    escrowCents: sums.escrow ?? 0,
    pendingCents: sums.seller_pending ?? 0,
    // Money on its way to the bank is no longer available, and not yet withdrawn.
    availableCents: sums.seller_available ?? 0,
    paidOutCents: sums.seller_paid_out ?? 0,
    nextAvailableAt: next?.at ? next.at.toISOString() : null,
    clearingDays: ctx.config.money.clearingDays,
  };
}

/** GET /payouts/transactions: the seller's money movements, newest first, keyset paged. */
export async function listTransactions(ctx: AppContext, user: AuthUser, query: PageQuery) {
  const rows = await ctx.db
    .select({ row: ledgerTransactions, title: orders.title, key: timeKey(ledgerTransactions.createdAt) })
    .from(ledgerTransactions)
    .leftJoin(orders, eq(orders.id, ledgerTransactions.orderId))
    .where(and(eq(ledgerTransactions.sellerId, user.id), olderThanCursor(ledgerTransactions.createdAt, ledgerTransactions.id, query.cursor)))
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.key, id: r.row.id }));
  const data: LedgerTransaction[] = items.map(({ row, title }) => ({
    _id: row.id,
    kind: row.kind as LedgerKind,
    amountCents: row.amountCents,
    currency: row.currency,
    order: row.orderId ? { _id: row.orderId, title: title ?? '' } : null,
    payoutId: row.payoutId,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items: data, nextCursor };
}

/** GET /payouts: the seller's payouts with their states, newest first. */
export async function listPayouts(ctx: AppContext, user: AuthUser, query: PageQuery): Promise<{ items: Payout[]; nextCursor: string | null }> {
  const rows = await ctx.db
    .select({ row: payouts, key: timeKey(payouts.createdAt) })
    .from(payouts)
    .where(and(eq(payouts.sellerId, user.id), olderThanCursor(payouts.createdAt, payouts.id, query.cursor)))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.key, id: r.row.id }));
  return { items: items.map((r) => toPayout(r.row)), nextCursor };
}


/** Where each order's money is, from its ledger: one query for a whole page of orders. */
export async function fundsOf(ctx: AppContext, orderIds: string[]): Promise<Map<string, Funds>> {
  const result = new Map<string, Funds>(orderIds.map((id) => [id, 'none']));
  if (!orderIds.length) return result;
  const rows = await ctx.db
    .select({ orderId: ledgerTransactions.orderId, kinds: sql<string[]>`array_agg(${ledgerTransactions.kind})` })
    .from(ledgerTransactions)
    .where(inArray(ledgerTransactions.orderId, orderIds))
    .groupBy(ledgerTransactions.orderId);
  for (const r of rows) {
    const kinds = new Set(r.kinds);
    const refunded = kinds.has('refund');
    const released = kinds.has('release');
    result.set(r.orderId!, refunded && released ? 'partly_refunded' : refunded ? 'refunded' : released ? 'released' : kinds.has('charge') ? 'held' : 'none');
  }
  return result;
}
