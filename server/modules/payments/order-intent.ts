import { randomUUID } from 'node:crypto';
import { recordedCurrency } from '@shared/money';
import type { AppContext } from '../../platform/context';
import { paymentProvider } from './provider';

/**
 * Starts the payment of an order about to be written, for a gig and an offer alike: the order's
 * id is chosen first, so the intent carries it (`orderId` metadata) and Stripe's
 * `transfer_group: order_<id>`, the group the release's Transfer claims. The caller writes the
 * order with the answered `orderId` and the intent's id.
 */
export async function startOrderIntent(
  ctx: AppContext,
  order: { amountCents: number; description: string; metadata: Record<string, string> },
) {
  const provider = paymentProvider(ctx);
  const orderId = randomUUID();
  const intent = await provider.createIntent({
    amount: order.amountCents,
    currency: recordedCurrency(),
    description: order.description,
    metadata: { ...order.metadata, orderId },
    transferGroup: `order_${orderId}`,
  });
  return { orderId, intent, provider };
}
