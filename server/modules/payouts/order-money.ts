import type { OrderAction } from '@shared/order-machine';
import { formatMoney } from '@shared/money';
import type { Db } from '../../db/client';
import type { orders } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type { OrderNotice } from '../orders/notify';
import { recordCharge, recordRefund, recordRelease } from './ledger';
import { queueTransfer } from './transfers';

type OrderRow = typeof orders.$inferSelect;

const dateOf = (d: Date) => d.toISOString().slice(0, 10);

/** Whatever the order still holds goes to the seller (less the fee); answers the seller's "funds released" notice. */
async function release(tx: Db, ctx: AppContext, order: OrderRow, now: Date): Promise<OrderNotice[]> {
  const net = await recordRelease(tx, order, now, ctx.config.money);
  if (net <= 0 || !order.sellerId) return [];
  await queueTransfer(ctx, tx, order.id);
  const days = ctx.config.money.clearingDays;
  const when = days === 0 ? 'It is available to withdraw now' : `It becomes available to withdraw on ${dateOf(new Date(now.getTime() + days * 86_400_000))}`;
  return [{ kind: 'order.completed', orderId: order.id, title: order.title, to: order.sellerId, text: `Funds released: ${formatMoney(net, 'cents')} for ${order.title} is yours. ${when}` }];
}

/**
 * The ledger side of the order machine's transitions, run inside the transition's transaction
 * (the order row is locked): payment confirmed → charge into escrow; completed (accept,
 * auto-complete, a dispute released) → release to the seller's pending balance less the
 * platform fee; cancelled (or a dispute refunded) → refund; a dispute's partial outcome →
 * `refundCents` refunded, then the rest released. A release racing a cancel moves the money
 * once: both read escrow under the lock. Answers the seller's "funds released" notice, mailed
 * after the commit with the others.
 */
export async function moneyForTransition(tx: Db, ctx: AppContext, order: OrderRow, action: OrderAction, now: Date, refundCents?: number): Promise<OrderNotice[]> {
  switch (action) {
    case 'confirm_payment':
      await recordCharge(tx, order, now);
      return [];
    case 'accept':
    case 'auto_complete':
    case 'resolve_release':
      return release(tx, ctx, order, now);
    case 'cancel':
    case 'resolve_refund':
      await recordRefund(tx, order, now);
      return [];
    case 'resolve_partial':
      await recordRefund(tx, order, now, refundCents);
      // A microsecond later in the seller's list: refunded part first, then the release.
      return release(tx, ctx, order, new Date(now.getTime() + 1));
    default:
      return [];
  }
}
