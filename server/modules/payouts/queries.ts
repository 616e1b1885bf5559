import { and, desc, eq, inArray, min, sql } from 'drizzle-orm';
import type { PageQuery } from '@shared/schemas/common';
import type { Balance, Funds, LedgerKind, LedgerTransaction, Payout } from '@shared/schemas/payouts';
import { recordedCurrency } from '@shared/money';
import { ledgerClearings, ledgerEntries, ledgerTransactions, orders, payouts } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { olderThanCursor, timeKey, splitPage } from '../../platform/keyset';
import { balancesOf } from './ledger';
import { toPayout } from './withdraw';

/** GET /payouts/balance: every figure is a sum of the seller's ledger entries. */
export async function getBalance(ctx: AppContext, user: AuthUser): Promise<Balance> {
  const [sums, [next]] = await Promise.all([
    balancesOf(ctx.db, user.id),
    ctx.db
      .select({ at: min(ledgerClearings.availableAt) })
      .from(ledgerClearings)
      .where(eq(ledgerClearings.sellerId, user.id)),
  ]);
  return {
    currency: recordedCurrency(),
    escrowCents: sums.escrow ?? 0,
    pendingCents: sums.seller_pending ?? 0,
    // Money on its way to the bank is no longer available, and not yet withdrawn.
    availableCents: sums.seller_available ?? 0,
    paidOutCents: sums.seller_paid_out ?? 0,
    nextAvailableAt: next?.at ? next.at.toISOString() : null,
    clearingDays: ctx.config.money.clearingDays,
  };
}

/** The seller's own accounts a transaction row reports on, as the balance cards name them. */
const OWN_ACCOUNTS = {
  escrow: 'escrowCents',
  seller_pending: 'pendingCents',
  seller_available: 'availableCents',
} as const;

/** What each of these transactions moved in and out of the seller's own balances. */
async function changesOf(
  ctx: AppContext,
  sellerId: string,
  transactionIds: string[],
): Promise<Map<string, LedgerTransaction['changes']>> {
  const result = new Map(transactionIds.map((id) => [id, { escrowCents: 0, pendingCents: 0, availableCents: 0 }]));
  if (!transactionIds.length) return result;
  const rows = await ctx.db
    .select({
      transactionId: ledgerEntries.transactionId,
      account: ledgerEntries.account,
      cents: sql<string>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.transactionId, transactionIds),
        eq(ledgerEntries.userId, sellerId),
        inArray(ledgerEntries.account, Object.keys(OWN_ACCOUNTS)),
      ),
    )
    .groupBy(ledgerEntries.transactionId, ledgerEntries.account);
  for (const r of rows)
    result.get(r.transactionId)![OWN_ACCOUNTS[r.account as keyof typeof OWN_ACCOUNTS]] = Number(r.cents);
  return result;
}

/**
 * GET /payouts/transactions: the seller's money movements, newest first, keyset paged, each
 * with what it changed in their balances and the available balance right after it.
 */
export async function listTransactions(ctx: AppContext, user: AuthUser, query: PageQuery) {
  // Every available-balance entry of the seller's up to and including this movement (same order as the list).
  const availableAfter = sql<string>`(select coalesce(sum(e.amount_cents), 0) from ${ledgerEntries} e join ${ledgerTransactions} t2 on t2.id = e.transaction_id
    where e.user_id = ${user.id} and e.account = 'seller_available' and (t2.created_at, t2.id) <= (${ledgerTransactions.createdAt}, ${ledgerTransactions.id}))`;
  const rows = await ctx.db
    .select({
      row: ledgerTransactions,
      title: orders.title,
      key: timeKey(ledgerTransactions.createdAt),
      availableAfter,
    })
    .from(ledgerTransactions)
    .leftJoin(orders, eq(orders.id, ledgerTransactions.orderId))
    .where(
      and(
        eq(ledgerTransactions.sellerId, user.id),
        olderThanCursor(ledgerTransactions.createdAt, ledgerTransactions.id, query.cursor),
      ),
    )
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.key, id: r.row.id }));
  const changes = await changesOf(
    ctx,
    user.id,
    items.map((i) => i.row.id),
  );
  const data: LedgerTransaction[] = items.map(({ row, title, availableAfter: after }) => ({
    _id: row.id,
    kind: row.kind as LedgerKind,
    amountCents: row.amountCents,
    currency: row.currency,
    order: row.orderId ? { _id: row.orderId, title: title ?? '' } : null,
    payoutId: row.payoutId,
    createdAt: row.createdAt.toISOString(),
    changes: changes.get(row.id)!,
    availableAfterCents: Number(after),
  }));
  return { items: data, nextCursor };
}

/** GET /payouts: the seller's payouts with their states, newest first. */
export async function listPayouts(
  ctx: AppContext,
  user: AuthUser,
  query: PageQuery,
): Promise<{ items: Payout[]; nextCursor: string | null }> {
  const rows = await ctx.db
    .select({ row: payouts, key: timeKey(payouts.createdAt) })
    .from(payouts)
    .where(and(eq(payouts.sellerId, user.id), olderThanCursor(payouts.createdAt, payouts.id, query.cursor)))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.key, id: r.row.id }));
  return { items: items.map((r) => toPayout(r.row)), nextCursor };
}

/** Where money is from the kinds of its movements: a dispute's partial outcome refunds and releases. */
function fundsOfKinds(kinds: Set<string>): Funds {
  const refunded = kinds.has('refund');
  const released = kinds.has('release');
  if (refunded && released) return 'partly_refunded';
  if (refunded) return 'refunded';
  if (released) return 'released';
  return kinds.has('charge') ? 'held' : 'none';
}

/**
 * Where each order's money is (or, `by` milestone, each milestone's of a contract, issue 34),
 * from its ledger: one query for a whole page.
 */
export async function fundsOf(
  ctx: AppContext,
  ids: string[],
  by: 'order' | 'milestone' = 'order',
): Promise<Map<string, Funds>> {
  const result = new Map<string, Funds>(ids.map((id) => [id, 'none']));
  if (!ids.length) return result;
  const column = by === 'order' ? ledgerTransactions.orderId : ledgerTransactions.milestoneId;
  const rows = await ctx.db
    .select({ id: column, kinds: sql<string[]>`array_agg(${ledgerTransactions.kind})` })
    .from(ledgerTransactions)
    .where(inArray(column, ids))
    .groupBy(column);
  for (const r of rows) result.set(r.id!, fundsOfKinds(new Set(r.kinds)));
  return result;
}
