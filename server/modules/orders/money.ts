import type { OrderMoney } from '@shared/machines/orders';
import type { Db } from '../../db/client';
import type { orders } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { day, money, said } from '../../platform/mail-text';
import type { OrderNotice } from './notify';
import { recordCharge, recordRefund, recordRelease, queueTransfer } from '../payouts';

type OrderRow = typeof orders.$inferSelect;

/** Whatever the order still holds goes to the seller (less the fee); answers the seller's "funds released" notice. */
async function release(tx: Db, ctx: AppContext, order: OrderRow, now: Date): Promise<OrderNotice[]> {
  const net = await recordRelease(tx, order, now, ctx.config.money);
  if (net <= 0 || !order.sellerId) return [];
  await queueTransfer(ctx, tx, order.id);
  const days = ctx.config.money.clearingDays;
  // One sentence, without a final full stop: the bell shows it as is and the mail adds one. The day
  // is the recipient's ("December 4, 2026" in their zone), so it is a value, written for each reader.
  const text = said('mails.order.released', {
    amount: money(net),
    title: order.title,
    when: days === 0 ? 'now' : 'later',
    day: day(new Date(now.getTime() + days * 86_400_000)),
  });
  return [{ kind: 'order.completed', orderId: order.id, title: order.title, to: order.sellerId, said: text }];
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
