import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageQuery } from '@shared/schemas/common';
import { DELETED_USER, type PaymentRow, type Receipt } from '@shared/schemas/payouts';
import { CURRENCY, dollarsToCents } from '@shared/money';
import { ledgerEntries, ledgerTransactions, orders, paymentIntents, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { olderThanCursor, timeKey, splitPage } from '../../platform/keyset';
import { stripeConnect } from '../payments';
import { fundsOf } from './queries';

const buyer = alias(users, 'receipt_buyer');
const seller = alias(users, 'receipt_seller');

/** A receipt number people can read out: the payment date and the start of the order id. */
export const receiptNumberOf = (orderId: string, paidAt: Date) =>
  `WF-${paidAt.toISOString().slice(0, 10).replace(/-/g, '')}-${orderId.slice(0, 8).toUpperCase()}`;

/** GET /orders/{id}/receipt, for the order's buyer and seller; anyone else hears "not found". */
export async function getReceipt(ctx: AppContext, user: AuthUser, orderId: string): Promise<Receipt> {
  const [row] = await ctx.db
    .select({
      order: orders,
      buyerName: buyer.fullName,
      sellerName: seller.fullName,
      brand: paymentIntents.cardBrand,
      last4: paymentIntents.cardLast4,
    })
    .from(orders)
    .leftJoin(buyer, eq(buyer.id, orders.buyerId))
    .leftJoin(seller, eq(seller.id, orders.sellerId))
    .leftJoin(paymentIntents, eq(paymentIntents.id, orders.paymentIntentId))
    .where(
      and(
        eq(orders.id, orderId),
        or(eq(orders.buyerId, user.id), eq(orders.sellerId, user.id)),
        isNotNull(orders.paidAt),
      ),
    );
  if (!row) throw notFound('Receipt');
  const { order } = row;
  const [movements, funds, card] = await Promise.all([
    ctx.db
      .select({
        kind: ledgerTransactions.kind,
        amount: ledgerTransactions.amountCents,
        at: ledgerTransactions.createdAt,
        account: ledgerEntries.account,
        entry: ledgerEntries.amountCents,
      })
      .from(ledgerTransactions)
      .leftJoin(
        ledgerEntries,
        and(eq(ledgerEntries.transactionId, ledgerTransactions.id), eq(ledgerEntries.account, 'platform_fees')),
      )
      .where(and(eq(ledgerTransactions.orderId, order.id), inArray(ledgerTransactions.kind, ['refund', 'release']))),
    fundsOf(ctx, [order.id]),
    row.brand ? Promise.resolve({ brand: row.brand, last4: row.last4 }) : stripeCard(ctx, order.paymentIntentId),
  ]);
  const refund = movements.find((m) => m.kind === 'refund');
  const fee = movements.find((m) => m.kind === 'release' && m.account === 'platform_fees')?.entry ?? 0;
  return {
    receiptNumber: receiptNumberOf(order.id, order.paidAt!),
    orderId: order.id,
    date: order.paidAt!.toISOString(),
    buyer: { _id: order.buyerId, fullName: row.buyerName ?? DELETED_USER },
    seller: { _id: order.sellerId, fullName: row.sellerName ?? DELETED_USER },
    item: order.title,
    currency: CURRENCY,
    amountCents: dollarsToCents(order.price),
    platformFeeCents: fee,
    paymentMethod: card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null,
    refund: refund ? { amountCents: refund.amount, date: refund.at.toISOString() } : null,
    funds: funds.get(order.id) ?? 'none',
  };
}

async function stripeCard(
  ctx: AppContext,
  intentId: string,
): Promise<{ brand: string | null; last4: string | null } | null> {
  const connect = stripeConnect(ctx);
  if (!connect || !intentId.startsWith('pi_') || intentId.startsWith('pi_local_')) return null;
  try {
    return await connect.chargeOf(intentId);
  } catch {
    return null; // the receipt still answers; the card line is left out
  }
}

/** GET /payouts/payments: the signed-in client's paid orders, newest first (the buyer index). */
export async function listPayments(
  ctx: AppContext,
  user: AuthUser,
  query: PageQuery,
): Promise<{ items: PaymentRow[]; nextCursor: string | null }> {
  const rows = await ctx.db
    .select({ order: orders, sellerName: seller.fullName, key: timeKey(orders.createdAt) })
    .from(orders)
    .leftJoin(seller, eq(seller.id, orders.sellerId))
    .where(
      and(
        eq(orders.buyerId, user.id),
        isNotNull(orders.paidAt),
        olderThanCursor(orders.createdAt, orders.id, query.cursor),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.key, id: r.order.id }));
  const funds = await fundsOf(
    ctx,
    items.map((r) => r.order.id),
  );
  return {
    items: items.map(({ order, sellerName }) => ({
      orderId: order.id,
      title: order.title,
      seller: sellerName ?? DELETED_USER,
      amountCents: dollarsToCents(order.price),
      currency: CURRENCY,
      status: order.status,
      funds: funds.get(order.id) ?? 'none',
      paidAt: order.paidAt!.toISOString(),
    })),
    nextCursor,
  };
}
