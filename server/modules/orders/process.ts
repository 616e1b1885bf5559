import { and, eq, inArray, or } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '@shared/schemas/orders';
import type { Db } from '../../db/client';
import { orderDeliveries, orderEvents, orders, type DeliveryFile } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { paymentProvider } from '../payments/provider';
import { ringBell, type OrderNotice, type OrderNoticeKind } from './notify';

type OrderRow = typeof orders.$inferSelect;
type Side = 'buyer' | 'seller';

/**
 * Locks the user's paid order for the rest of the transaction (SELECT … FOR UPDATE), so two
 * steps on one order run one after the other and the second sees the first's result.
 * Someone else's order answers like a missing one.
 */
export async function lockOrder(tx: Db, user: AuthUser, orderId: string): Promise<OrderRow & { side: Side }> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), or(eq(orders.buyerId, user.id), eq(orders.sellerId, user.id)), inArray(orders.status, [...ORDER_STATUSES])))
    .for('update');
  if (!row) throw notFound('Order');
  return { ...row, side: row.buyerId === user.id ? 'buyer' : 'seller' };
}

interface Step {
  side: Side;
  /** The 403 for the other party. */
  roleMessage: string;
  from: OrderStatus[];
  /** The 409 when the order is in another state. */
  stateMessage: string;
}

function check(order: OrderRow & { side: Side }, step: Step) {
  if (order.side !== step.side) throw forbidden(step.roleMessage);
  if (!step.from.includes(order.status as OrderStatus)) throw conflict(step.stateMessage);
}

/** Writes the timeline event and rings the other party's bell; answers the notice to mail. */
async function record(tx: Db, user: AuthUser, order: OrderRow, kind: OrderNoticeKind, event: string, text: string, message: string | null = null, at = new Date()): Promise<OrderNotice> {
  await tx.insert(orderEvents).values({ orderId: order.id, kind: event, actorId: user.id, message, createdAt: at });
  const notice: OrderNotice = { kind, orderId: order.id, title: order.title, to: order.buyerId === user.id ? order.sellerId : order.buyerId, text: `${user.fullName} ${text}: ${order.title}` };
  await ringBell(tx, notice);
  return notice;
}

export async function sendRequirements(ctx: AppContext, user: AuthUser, orderId: string, requirements: string): Promise<OrderNotice> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, user, orderId);
    check(order, { side: 'buyer', roleMessage: 'Only the buyer can send requirements.', from: ['in_progress'], stateMessage: 'Requirements can only be sent while the order is in progress.' });
    if (order.requirements !== null) throw conflict('Requirements were already sent.');
    await tx.update(orders).set({ requirements }).where(eq(orders.id, order.id));
    return record(tx, user, order, 'order.requirements', 'requirements', 'sent the requirements', requirements);
  });
}

/** Files are already stored; the caller removes them when this throws. */
export async function deliver(ctx: AppContext, user: AuthUser, orderId: string, message: string, files: DeliveryFile[]): Promise<OrderNotice> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, user, orderId);
    check(order, { side: 'seller', roleMessage: 'Only the seller can deliver.', from: ['in_progress', 'revision'], stateMessage: 'This order cannot be delivered now.' });
    const now = new Date();
    await tx.insert(orderDeliveries).values({ orderId: order.id, message, files, createdAt: now });
    await tx.update(orders).set({ status: 'delivered', deliveredAt: now }).where(eq(orders.id, order.id));
    return record(tx, user, order, 'order.delivered', 'delivered', 'delivered the work', message);
  });
}

export async function requestRevision(ctx: AppContext, user: AuthUser, orderId: string, message: string): Promise<OrderNotice> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, user, orderId);
    check(order, { side: 'buyer', roleMessage: 'Only the buyer can request a revision.', from: ['delivered'], stateMessage: 'A revision can only be requested on a delivered order.' });
    if (order.revisionsUsed >= order.revisionsAllowed) throw conflict('No revisions left on this order.');
    await tx.update(orders).set({ status: 'revision', revisionsUsed: order.revisionsUsed + 1 }).where(eq(orders.id, order.id));
    return record(tx, user, order, 'order.revision', 'revision', 'asked for a revision', message);
  });
}

export async function acceptDelivery(ctx: AppContext, user: AuthUser, orderId: string): Promise<OrderNotice> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, user, orderId);
    check(order, { side: 'buyer', roleMessage: 'Only the buyer can accept the delivery.', from: ['delivered'], stateMessage: 'Only a delivered order can be accepted.' });
    await tx.update(orders).set({ status: 'completed', completedAt: new Date() }).where(eq(orders.id, order.id));
    return record(tx, user, order, 'order.completed', 'completed', 'accepted the delivery');
  });
}

/**
 * The seller may cancel before completion; the buyer only once the due date has passed
 * without a delivery. The payment is refunded in the same transaction: if the provider
 * refuses, the order stays as it was.
 */
export async function cancelOrder(ctx: AppContext, user: AuthUser, orderId: string, reason: string, now = new Date()): Promise<OrderNotice> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, user, orderId);
    if (order.status === 'completed' || order.status === 'cancelled') throw conflict('This order can no longer be cancelled.');
    if (order.side === 'buyer') {
      if (order.status === 'delivered') throw conflict('A delivered order cannot be cancelled: accept it or ask for a revision.');
      if (!order.dueAt || order.dueAt > now) throw conflict('You can cancel once the due date has passed without a delivery.');
    }
    const refundId = await paymentProvider(ctx).refund(tx, order.paymentIntentId, order.price * 100, `refund-${order.id}`);
    const at = new Date(); // taken under the lock, so the timeline follows the order of the steps
    await tx.update(orders).set({ status: 'cancelled', cancelledAt: at, refundId }).where(eq(orders.id, order.id));
    const notice = await record(tx, user, order, 'order.cancelled', 'cancelled', 'cancelled the order', reason, at);
    // One millisecond later, so the timeline reads cancelled, then refunded.
    await tx.insert(orderEvents).values({ orderId: order.id, kind: 'refunded', message: `$${order.price} refunded`, createdAt: new Date(at.getTime() + 1) });
    return notice;
  });
}

export async function rateBuyer(ctx: AppContext, user: AuthUser, orderId: string, input: { star: number; desc: string }): Promise<OrderNotice> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, user, orderId);
    check(order, { side: 'seller', roleMessage: 'Only the seller can rate the buyer.', from: ['completed'], stateMessage: 'The buyer can be rated once the order is completed.' });
    if (order.buyerStar !== null) throw conflict('You have already rated this buyer for this order.');
    await tx.update(orders).set({ buyerStar: input.star, buyerReview: input.desc }).where(eq(orders.id, order.id));
    return record(tx, user, order, 'order.rated', 'buyer_rated', `rated you ${input.star} stars`, input.desc);
  });
}
