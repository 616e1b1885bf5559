import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DELETED_USER, type Receipt } from '@shared/schemas/payouts';
import { recordedCurrency } from '@shared/money';
import { ledgerEntries, ledgerTransactions, orderMilestones, orders, paymentIntents, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { fieldError, notFound } from '../../platform/errors';
import { stripeConnect } from '../payments';
import { fundsOf } from './queries';

export const receiptBuyer = alias(users, 'receipt_buyer');
export const receiptSeller = alias(users, 'receipt_seller');

/**
 * A receipt number people can read out: the payment date and the start of the order id (a
 * contract's milestone payment: the milestone's id, so each has its own number).
 */
export const receiptNumberOf = (paymentId: string, paidAt: Date) =>
  `WF-${paidAt.toISOString().slice(0, 10).replace(/-/g, '')}-${paymentId.slice(0, 8).toUpperCase()}`;

const CONTRACT_NEEDS_MILESTONE = 'is required for a milestone contract: each milestone payment has its own receipt';

/** What the receipt's parties and card are read with: the order row, its parties' names, the local card. */
const receiptColumns = {
  order: orders,
  buyerName: receiptBuyer.fullName,
  sellerName: receiptSeller.fullName,
  brand: paymentIntents.cardBrand,
  last4: paymentIntents.cardLast4,
};

/** The party's own orders only: anyone else hears "not found", as if there were none. */
const partyOf = (user: AuthUser) => or(eq(orders.buyerId, user.id), eq(orders.sellerId, user.id));

/** The refund and the platform fee of a payment (an order's, or a milestone's movements). */
async function refundAndFee(ctx: AppContext, movementsOf: SQL) {
  const movements = await ctx.db
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
    .where(and(movementsOf, inArray(ledgerTransactions.kind, ['refund', 'release'])));
  const refund = movements.find((m) => m.kind === 'refund');
  return {
    refund: refund ? { amountCents: refund.amount, date: refund.at.toISOString() } : null,
    platformFeeCents: movements.find((m) => m.kind === 'release' && m.account === 'platform_fees')?.entry ?? 0,
  };
}

/** The card that paid: the test-mode intent's, else Stripe's charge (left out when Stripe cannot say). */
async function cardOf(
  ctx: AppContext,
  row: { brand: string | null; last4: string | null },
  intentId: string | null,
): Promise<Receipt['paymentMethod']> {
  const card = row.brand ? row : intentId ? await stripeCard(ctx, intentId) : null;
  return card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null;
}

/** The receipt's parties, as the order names them (a deleted account is "Deleted user"). */
const partiesOf = (row: {
  order: typeof orders.$inferSelect;
  buyerName: string | null;
  sellerName: string | null;
}) => ({
  buyer: { _id: row.order.buyerId, fullName: row.buyerName ?? DELETED_USER },
  seller: { _id: row.order.sellerId, fullName: row.sellerName ?? DELETED_USER },
});

/**
 * GET /orders/{id}/receipt, for the order's buyer and seller; anyone else hears "not found". A
 * milestone contract has no one receipt: it answers 400 naming `milestone` (see milestoneReceipt).
 */
export async function getReceipt(ctx: AppContext, user: AuthUser, orderId: string): Promise<Receipt> {
  const [row] = await ctx.db
    .select({
      ...receiptColumns,
      contract: sql<boolean>`exists (select 1 from ${orderMilestones} where ${orderMilestones.orderId} = ${orders.id})`,
    })
    .from(orders)
    .leftJoin(receiptBuyer, eq(receiptBuyer.id, orders.buyerId))
    .leftJoin(receiptSeller, eq(receiptSeller.id, orders.sellerId))
    .leftJoin(paymentIntents, eq(paymentIntents.id, orders.paymentIntentId))
    .where(and(eq(orders.id, orderId), partyOf(user), isNotNull(orders.paidAt)));
  if (!row) throw notFound('Receipt');
  if (row.contract) throw fieldError('milestone', CONTRACT_NEEDS_MILESTONE);
  const { order } = row;
  const [money, funds, paymentMethod] = await Promise.all([
    refundAndFee(ctx, and(eq(ledgerTransactions.orderId, order.id), isNull(ledgerTransactions.milestoneId))!),
    fundsOf(ctx, [order.id]),
    cardOf(ctx, row, order.paymentIntentId),
  ]);
  return {
    receiptNumber: receiptNumberOf(order.id, order.paidAt!),
    orderId: order.id,
    date: order.paidAt!.toISOString(),
    ...partiesOf(row),
    item: order.title,
    currency: order.currency,
    amountCents: order.priceMinor,
    platformFeeCents: money.platformFeeCents,
    paymentMethod,
    refund: money.refund,
    funds: funds.get(order.id) ?? 'none',
  };
}

/**
 * GET /orders/{id}/receipt?milestone=<id> (issue 34): one funded milestone's payment, with its
 * own receipt number and date, the milestone's amount, refund and where its money is, the
 * contract's title and parties. Not funded, not this order's, or not the user's: not found.
 */
export async function getMilestoneReceipt(
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  milestoneId: string,
): Promise<Receipt> {
  const [row] = await ctx.db
    .select({ ...receiptColumns, milestone: orderMilestones })
    .from(orderMilestones)
    .innerJoin(orders, eq(orders.id, orderMilestones.orderId))
    .leftJoin(receiptBuyer, eq(receiptBuyer.id, orders.buyerId))
    .leftJoin(receiptSeller, eq(receiptSeller.id, orders.sellerId))
    .leftJoin(paymentIntents, eq(paymentIntents.id, orderMilestones.paymentIntentId))
    .where(
      and(
        eq(orderMilestones.id, milestoneId),
        eq(orders.id, orderId),
        partyOf(user),
        isNotNull(orderMilestones.fundedAt),
      ),
    );
  if (!row) throw notFound('Receipt');
  const { order, milestone } = row;
  const [money, funds, paymentMethod] = await Promise.all([
    refundAndFee(ctx, eq(ledgerTransactions.milestoneId, milestone.id)),
    fundsOf(ctx, [milestone.id], 'milestone'),
    cardOf(ctx, row, milestone.paymentIntentId),
  ]);
  return {
    receiptNumber: receiptNumberOf(milestone.id, milestone.fundedAt!),
    orderId: order.id,
    date: milestone.fundedAt!.toISOString(),
    ...partiesOf(row),
    item: order.title,
    currency: recordedCurrency(),
    amountCents: milestone.amountCents,
    platformFeeCents: money.platformFeeCents,
    paymentMethod,
    refund: money.refund,
    funds: funds.get(milestone.id) ?? 'none',
    milestone: { _id: milestone.id, position: milestone.position, title: milestone.title },
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
