import { and, desc, eq, isNotNull, notExists } from 'drizzle-orm';
import type { PageQuery } from '@shared/schemas/common';
import { DELETED_USER, type PaymentRow } from '@shared/schemas/payouts';
import { recordedCurrency } from '@shared/money';
import { orderMilestones, orders } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { olderThanCursor, splitPage, timeKey } from '../../platform/keyset';
import { fundsOf } from './queries';
import { receiptSeller as seller } from './receipts';

/** A row of the list with its place in it: newest first by (time, id), ids unique across both kinds. */
type Keyed = PaymentRow & { key: string; id: string };

const newestFirst = (a: Keyed, b: Keyed) =>
  a.key === b.key ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.key < b.key ? 1 : -1;

/** The client's paid one-price orders after the cursor, one row each (a contract's are its milestones'). */
async function orderRows(ctx: AppContext, user: AuthUser, query: PageQuery): Promise<Keyed[]> {
  const rows = await ctx.db
    .select({ order: orders, sellerName: seller.fullName, key: timeKey(orders.createdAt) })
    .from(orders)
    .leftJoin(seller, eq(seller.id, orders.sellerId))
    .where(
      and(
        eq(orders.buyerId, user.id),
        isNotNull(orders.paidAt),
        notExists(
          ctx.db.select({ id: orderMilestones.id }).from(orderMilestones).where(eq(orderMilestones.orderId, orders.id)),
        ),
        olderThanCursor(orders.createdAt, orders.id, query.cursor),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit + 1);
  const funds = await fundsOf(
    ctx,
    rows.map((r) => r.order.id),
  );
  return rows.map(({ order, sellerName, key }) => ({
    key,
    id: order.id,
    orderId: order.id,
    title: order.title,
    seller: sellerName ?? DELETED_USER,
    amountCents: order.priceMinor,
    currency: order.currency,
    status: order.status,
    funds: funds.get(order.id) ?? 'none',
    paidAt: order.paidAt!.toISOString(),
  }));
}

/** The client's funded milestones after the cursor (issue 34): each its own card payment. */
async function milestoneRows(ctx: AppContext, user: AuthUser, query: PageQuery): Promise<Keyed[]> {
  const rows = await ctx.db
    .select({
      milestone: orderMilestones,
      order: orders,
      sellerName: seller.fullName,
      key: timeKey(orderMilestones.fundedAt),
    })
    .from(orderMilestones)
    .innerJoin(orders, eq(orders.id, orderMilestones.orderId))
    .leftJoin(seller, eq(seller.id, orders.sellerId))
    .where(
      and(
        eq(orders.buyerId, user.id),
        isNotNull(orderMilestones.fundedAt),
        olderThanCursor(orderMilestones.fundedAt, orderMilestones.id, query.cursor),
      ),
    )
    .orderBy(desc(orderMilestones.fundedAt), desc(orderMilestones.id))
    .limit(query.limit + 1);
  const funds = await fundsOf(
    ctx,
    rows.map((r) => r.milestone.id),
    'milestone',
  );
  return rows.map(({ milestone, order, sellerName, key }) => ({
    key,
    id: milestone.id,
    orderId: order.id,
    title: order.title,
    seller: sellerName ?? DELETED_USER,
    amountCents: milestone.amountCents,
    currency: recordedCurrency(),
    status: order.status,
    funds: funds.get(milestone.id) ?? 'none',
    paidAt: milestone.fundedAt!.toISOString(),
    milestone: { _id: milestone.id, position: milestone.position, title: milestone.title },
  }));
}

/**
 * GET /payouts/payments: every card payment the signed-in client made, newest first: a one-price
 * order's (by when it was ordered, as before) and each funded milestone's of a contract (by when
 * it was funded). One keyset over both: each side answers its first limit + 1 rows after the
 * cursor, and the page is the newest of them, so no row is repeated or skipped across pages.
 */
export async function listPayments(
  ctx: AppContext,
  user: AuthUser,
  query: PageQuery,
): Promise<{ items: PaymentRow[]; nextCursor: string | null }> {
  const [ordersPaid, milestonesPaid] = await Promise.all([
    orderRows(ctx, user, query),
    milestoneRows(ctx, user, query),
  ]);
  const merged = [...ordersPaid, ...milestonesPaid].sort(newestFirst).slice(0, query.limit + 1);
  const { items, nextCursor } = splitPage(merged, query.limit, (r) => ({ key: r.key, id: r.id }));
  return { items: items.map(({ key: _key, id: _id, ...row }) => row), nextCursor };
}
