import { and, eq, inArray, or } from 'drizzle-orm';
import { formatMoney } from '@shared/money';
import type { Db } from '../../db/client';
import { disputes, orders, users } from '../../db/schema';
import { conflict } from '../../platform/errors';
import { balancesOf } from '../payouts';

/** Paid (or being paid) and not yet completed or cancelled: money is still moving for it. */
const OPEN_ORDER_STATES = ['processing', 'in_progress', 'delivered', 'revision', 'disputed'];

async function hasOpenDispute(tx: Db, userId: string): Promise<boolean> {
  const [open] = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .innerJoin(orders, eq(orders.id, disputes.orderId))
    .where(
      and(inArray(disputes.status, ['open', 'escalated']), or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))),
    )
    .limit(1);
  return open !== undefined;
}

/**
 * Money records are never deleted, so an account goes only once nothing is left moving:
 * no open order, no open dispute, no money held, clearing, available or on its way.
 * Throws a 409 saying what to do first. Runs in the deletion's transaction.
 */
export async function assertAccountCanGo(tx: Db, userId: string): Promise<void> {
  const [open] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)), inArray(orders.status, OPEN_ORDER_STATES)))
    .limit(1);
  if (open)
    throw conflict('You have orders that are not finished. Complete or cancel them before deleting your account.');
  if (await hasOpenDispute(tx, userId))
    throw conflict('You have an open dispute. Wait until it is decided before deleting your account.');
  const sums = await balancesOf(tx, userId);
  const left =
    (sums.escrow ?? 0) + (sums.seller_pending ?? 0) + (sums.seller_available ?? 0) + (sums.payouts_in_transit ?? 0);
  if (left > 0)
    throw conflict(
      `You still have ${formatMoney(left, 'minor')} in your earnings. Withdraw it (clearing money becomes available first) before deleting your account.`,
    );
}

/**
 * The last administrator cannot delete their account: nobody would be left to decide disputes
 * or moderate. Every admin row is locked, so two last admins deleting at once cannot both go.
 */
export async function assertNotLastAdmin(tx: Db, userId: string): Promise<void> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update');
  if (admins.length === 1 && admins[0]!.id === userId) {
    throw conflict('You are the last administrator. Make another account an administrator before deleting yours.');
  }
}
