import type { OrderMoney } from '@shared/machines/orders';
import { formatMoney } from '@shared/money';
import type { Db } from '../../db/client';
import type { orders } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type { OrderNotice } from './notify';
import { recordCharge, recordRefund, recordRelease, queueTransfer } from '../payouts';

type OrderRow = typeof orders.$inferSelect;

/** "December 4, 2026": the bell and its mail are read by people, not parsed. */
const dateOf = (d: Date) => d.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Whatever the order still holds goes to the seller (less the fee); answers the seller's "funds released" notice. */
async function release(tx: Db, ctx: AppContext, order: OrderRow, now: Date): Promise<OrderNotice[]> {
  const net = await recordRelease(tx, order, now, ctx.config.money);
  if (net <= 0 || !order.sellerId) return [];
  await queueTransfer(ctx, tx, order.id);
  const days = ctx.config.money.clearingDays;
  const when = days === 0 ? 'now' : `from ${dateOf(new Date(now.getTime() + days * 86_400_000))}`;
  // One sentence, without a final full stop: the bell shows it as is and the mail adds one.
  const text = `Funds released: ${formatMoney(net, 'minor')} for “${order.title}” is now yours and can be withdrawn ${when}`;
  return [{ kind: 'order.completed', orderId: order.id, title: order.title, to: order.sellerId, text }];
}

/**
 * Moves the money of an order machine row (its `money`, shared/machines/orders.ts), inside the
 * transition's transaction (the order row is locked): charge into escrow; release to the
 * seller's pending balance less the platform fee; refund; split = `refundCents` refunded, then
 * the rest released. A release racing a cancel moves the money once: both read escrow under the
 * lock. Answers the seller's "funds released" notice, mailed after the commit with the others.
 */
export async function moveOrderMoney(
  tx: Db,
  ctx: AppContext,
  order: OrderRow,
  money: OrderMoney | undefined,
  now: Date,
  refundCents?: number,
): Promise<OrderNotice[]> {
  switch (money) {
    case 'charge':
      await recordCharge(tx, order, now);
      return [];
    case 'release':
      return release(tx, ctx, order, now);
    case 'refund':
      await recordRefund(tx, order, now);
      return [];
    case 'split':
      await recordRefund(tx, order, now, refundCents);
      // A microsecond later in the seller's list: refunded part first, then the release.
      return release(tx, ctx, order, new Date(now.getTime() + 1));
    case undefined:
      return [];
  }
}
