import { eq } from 'drizzle-orm';
import { checkMilestone } from '@shared/machines/milestones';
import { fromMinorUnits, recordedCurrency } from '@shared/money';
import type { PaymentIntentStart } from '@shared/schemas/payments';
import { SELLER_NOT_PAYABLE } from '@shared/schemas/payouts';
import type { Db } from '../../db/client';
import { milestonePayments, orders } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { money, said } from '../../platform/mail-text';
import { conflict, forbidden, type HttpError } from '../../platform/errors';
import { milestoneFactsOf } from '../../platform/milestones';
import { blockRefusalFor } from '../blocks';
import { readDealStanding } from '../offers';
import { applyMilestoneStep, lockMilestone, lockPartyOrder, ringBell, type OrderNotice } from '../orders';
import { inMarketplaceCurrency, paymentProvider, type ProviderIntent } from '../payments';
import { canBeBought } from '../payouts';

const PARTY_GONE = 'The other party of this contract deleted their account: no more milestones can be funded.';
const PARTY_SUSPENDED = 'An account of this contract is suspended: no more milestones can be funded.';
const GIG_REMOVED = 'The gig this contract started from was removed by Workify: no more milestones can be funded.';
const POST_REMOVED = 'The job post this contract is for was removed by Workify: no more milestones can be funded.';

/**
 * Why no more money may go into a contract now, or null: a block between its two parties (a
 * 403, worded as a block is elsewhere), a suspended party, or its gig or job post removed by
 * moderation (409s), as they stop an offer from being paid. Work already funded goes on (submit,
 * approve, cancel and refund stay open), as an order does after a block; only funding the next
 * milestone stops, at its start and again at its confirmation.
 */
async function whyNoFunding(
  tx: Db,
  order: { buyerId: string | null; sellerId: string | null; gigId: string | null; postId: string | null },
): Promise<HttpError | null> {
  if (!order.buyerId || !order.sellerId) return conflict(PARTY_GONE);
  const standing = await readDealStanding(tx, {
    clientId: order.buyerId,
    freelancerId: order.sellerId,
    gigId: order.gigId,
    postId: order.postId,
  });
  if (standing.blockedByClient || standing.blockedByFreelancer)
    return blockRefusalFor(standing.blockedByClient, 'order');
  if (standing.partySuspended) return conflict(PARTY_SUSPENDED);
  if (standing.gigHidden) return conflict(GIG_REMOVED);
  return standing.postHidden ? conflict(POST_REMOVED) : null;
}

/** The fund row of the machine for the buyer, checked under the order's and the milestone's locks. */
async function checkFunding(tx: Db, ctx: AppContext, user: AuthUser, orderId: string, milestoneId: string) {
  const { order, side } = await lockPartyOrder(tx, user, orderId);
  const milestone = await lockMilestone(tx, order.id, milestoneId);
  const facts = milestoneFactsOf(milestone, order.status, ctx.config.orders.milestoneAutoApproveDays);
  const { refusal } = checkMilestone(facts, 'fund', side, new Date());
  if (refusal) throw refusal.status === 403 ? forbidden(refusal.message) : conflict(refusal.message);
  const standing = await whyNoFunding(tx, order);
  if (standing) throw standing;
  return { order, milestone };
}

/**
 * POST /orders/{id}/milestones/{milestoneId}/create-payment-intent: the client pays one
 * milestone's amount (the row's, never the browser's word). The provider is asked outside any
 * transaction; each payment is recorded so its confirmation finds the milestone. Starting twice
 * makes two payments, never two fundings: the first confirmed funds it, a later one is refunded.
 */
export async function startMilestoneFunding(
  ctx: AppContext,
  client: AuthUser,
  orderId: string,
  milestoneId: string,
): Promise<PaymentIntentStart> {
  const { order, milestone } = await ctx.db.transaction((tx) => checkFunding(tx, ctx, client, orderId, milestoneId));
  if (!order.sellerId || !(await canBeBought(ctx, order.sellerId))) throw conflict(SELLER_NOT_PAYABLE);
  const provider = paymentProvider(ctx);
  const title = `${order.title}: milestone ${milestone.position}, ${milestone.title}`;
  const intent = await provider.createIntent({
    amount: milestone.amountCents,
    currency: recordedCurrency(),
    description: title,
    metadata: { orderId: order.id, milestoneId: milestone.id, buyerId: client.id },
    transferGroup: `order_${order.id}`,
  });
  await ctx.db.transaction(async (tx) => {
    await checkFunding(tx, ctx, client, orderId, milestoneId);
    await tx.insert(milestonePayments).values({
      intentId: intent.id,
      milestoneId: milestone.id,
      orderId: order.id,
      amountCents: milestone.amountCents,
    });
  });
  return {
    clientSecret: intent.clientSecret,
    provider: provider.name,
    publishableKey: provider.publishableKey,
    title,
    price: fromMinorUnits(milestone.amountCents),
    deliveryDays: milestone.dueInDays,
    revisions: 0,
  };
}

/** The milestone payment an intent belongs to, if it is one (else it is an order's). */
export async function milestonePaymentOf(db: Db, intentId: string) {
  const [row] = await db.select().from(milestonePayments).where(eq(milestonePayments.intentId, intentId));
  return row ?? null;
}

/**
 * The provider's word on a milestone payment (webhook, retrieve or the test-mode confirm):
 * a success funds the milestone once (the machine's confirm_funding, the ledger's charge keyed
 * by the milestone). The same success told twice changes nothing; a second payment of a
 * milestone another payment already funded (or of a contract since closed, blocked, suspended
 * or its gig or post removed) is refunded through the provider, once (keyed by that payment,
 * and the refund recorded on it), and moves nothing in the ledger. Answers the notices to mail.
 */
export async function syncMilestonePayment(ctx: AppContext, db: Db, intent: ProviderIntent): Promise<OrderNotice[]> {
  if (intent.status !== 'succeeded') return [];
  return db.transaction(async (tx) => {
    const payment = await milestonePaymentOf(tx, intent.id);
    if (!payment) return [];
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const milestone = await lockMilestone(tx, payment.orderId, payment.milestoneId);
    if (!order || milestone.paymentIntentId === intent.id || payment.refundId) return [];
    const facts = milestoneFactsOf(milestone, order.status, ctx.config.orders.milestoneAutoApproveDays);
    const payable =
      order.status === 'in_progress' &&
      intent.amount === milestone.amountCents &&
      inMarketplaceCurrency(intent) &&
      checkMilestone(facts, 'confirm_funding', 'system', new Date()).refusal === null &&
      // A block, a suspension or a removal since the payment started refuses it as it refuses a new one.
      (await whyNoFunding(tx, order)) === null;
    if (!payable) {
      const refundId = await paymentProvider(ctx).refund(tx, intent.id, intent.amount, `refund-${intent.id}`);
      await tx.update(milestonePayments).set({ refundId }).where(eq(milestonePayments.intentId, intent.id));
      return [];
    }
    await applyMilestoneStep(tx, ctx, order, milestone, 'confirm_funding', { side: 'system' }, { intentId: intent.id });
    const notice: OrderNotice = {
      kind: 'order.paid',
      orderId: order.id,
      title: order.title,
      to: order.sellerId,
      said: said('mails.order.clientFunded', {
        position: milestone.position,
        milestone: milestone.title,
        amount: money(milestone.amountCents),
        title: order.title,
      }),
    };
    await ringBell(tx, notice);
    return [notice];
  });
}
