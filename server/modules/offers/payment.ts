import { and, eq, ne, sql } from 'drizzle-orm';
import { fromMinorUnits } from '@shared/money';
import { offerActions } from '@shared/machines/offers';
import type { PaymentIntentStart } from '@shared/schemas/payments';
import type { Db } from '../../db/client';
import { applications, gigs, offers, orderMilestones, orders, posts, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { said } from '../../platform/mail-text';
import { wholePrice } from '../../platform/prices';
import sharp from 'sharp';
import { newKey } from '../../platform/storage';
import { thumbKeyFor } from '../gigs';
import { startOrderIntent } from '../payments';
import { canBeBought } from '../payouts';
import { conflict, type HttpError } from '../../platform/errors';
import { offerStatusAt } from './expiry';
import { ringBells, type HiringNotice } from './notify';
import { lockOfferFor, publishOfferUpdate } from './service';
import { whyNoDeal } from './standing';

export const FREELANCER_NOT_PAYABLE =
  'This freelancer cannot receive payments yet, so this offer cannot be paid for now.';

/**
 * POST /offers/{id}/create-payment-intent: the client pays the offer's price (never the
 * browser's word), as a gig's payment starts. The provider is asked outside any transaction
 * (the local provider writes with its own connection); the pending order is written after
 * the offer is checked again under its lock. Paying twice makes two intents, never two
 * orders: the first confirmed payment orders the offer and any later one is refused.
 */
export async function startOfferPayment(
  ctx: AppContext,
  client: AuthUser,
  offerId: string,
): Promise<PaymentIntentStart> {
  const checked = await ctx.db.transaction(async (tx) => (await lockOfferFor(tx, client, offerId, 'pay')).offer);
  // Stripe Connect: a freelancer whose payout account is not enabled cannot be paid yet (as for gigs).
  if (!(await canBeBought(ctx, checked.freelancerId))) throw conflict(FREELANCER_NOT_PAYABLE);
  const imgKey = await orderImageKey(ctx, checked);
  // A milestone contract (issue 34): paying the offer funds its first milestone.
  const first = checked.milestones[0];
  const { orderId, intent, provider } = await startOrderIntent(ctx, {
    amountCents: first ? first.amountCents : checked.priceMinor,
    description: checked.title,
    metadata: { offerId: checked.id, buyerId: client.id },
  });
  await ctx.db.transaction(async (tx) => {
    const { offer } = await lockOfferFor(tx, client, offerId, 'pay');
    await tx.insert(orders).values({
      id: orderId,
      source: 'offer',
      offerId: offer.id,
      postId: offer.postId,
      applicationId: offer.applicationId,
      gigId: offer.gigId,
      buyerId: offer.clientId,
      sellerId: offer.freelancerId,
      imgKey,
      title: offer.title,
      priceMinor: offer.priceMinor,
      currency: offer.currency,
      paymentIntentId: intent.id,
      deliveryDays: offer.deliveryDays,
      revisionsAllowed: offer.revisions,
    });
    if (offer.milestones.length)
      await tx.insert(orderMilestones).values(offer.milestones.map((m, i) => ({ orderId, position: i + 1, ...m })));
  });
  return {
    clientSecret: intent.clientSecret,
    provider: provider.name,
    publishableKey: provider.publishableKey,
    title: checked.title,
    price: first ? fromMinorUnits(first.amountCents) : wholePrice(checked),
    deliveryDays: first ? first.dueInDays : checked.deliveryDays,
    revisions: checked.revisions,
  };
}

/**
 * An order's picture: the gig's cover a custom offer started from, else the freelancer's
 * avatar, else a plain brand-coloured tile stored for it (orders always show a picture).
 */
async function orderImageKey(ctx: AppContext, offer: { gigId: string | null; freelancerId: string }): Promise<string> {
  if (offer.gigId) {
    const [gig] = await ctx.db.select({ coverKey: gigs.coverKey }).from(gigs).where(eq(gigs.id, offer.gigId));
    if (gig) return thumbKeyFor(gig.coverKey);
  }
  const [freelancer] = await ctx.db
    .select({ avatarKey: users.avatarKey })
    .from(users)
    .where(eq(users.id, offer.freelancerId));
  if (freelancer?.avatarKey) return freelancer.avatarKey;
  const key = newKey('public/offer-covers', 'png');
  await ctx.storage.put(
    key,
    await sharp({ create: { width: 240, height: 160, channels: 3, background: '#e0e7ff' } })
      .png()
      .toBuffer(),
  );
  return key;
}

/**
 * Why a confirmed payment of an offer must not make an order, or null when it may: the offer
 * is locked first, so of two payments of one offer only the first ever passes.
 */
export async function refuseOfferPayment(
  tx: Db,
  order: { offerId: string | null; buyerId: string | null },
): Promise<HttpError | null> {
  if (!order.offerId) return conflict('This offer no longer exists.');
  if (!order.buyerId) return conflict('The client of this offer deleted their account.');
  const [offer] = await tx.select().from(offers).where(eq(offers.id, order.offerId)).for('update');
  if (!offer) return conflict('This offer no longer exists.');
  if (offer.clientId !== order.buyerId) return conflict('Only the client pays for an offer.');
  if (!offer.freelancerId) return conflict('The freelancer of this offer deleted their account.');
  const status = offerStatusAt(offer.status, offer.expiresAt);
  const payable = offerActions(status, offer.senderId === offer.clientId ? 'client' : 'freelancer', 'client').includes(
    'pay',
  );
  // A block since the payment started is a 403, as paying then would be; the rest are 409s.
  if (payable)
    return whyNoDeal(tx, { ...offer, clientId: order.buyerId, freelancerId: offer.freelancerId }, order.buyerId);
  return conflict(
    status === 'ordered' ? 'This offer is already paid.' : `This offer is ${status}: it can no longer be paid.`,
  );
}

/**
 * The offer side of an offer order's confirm_payment (the order machine's effect, in its
 * transaction): the offer is ordered, its post hired, its application hired, and the other
 * applicants hear the position was filled (bells here, mails after the commit).
 */
export async function orderOffer(
  tx: Db,
  order: {
    id: string;
    offerId: string | null;
    postId: string | null;
    applicationId: string | null;
    title: string;
    sellerId: string | null;
  },
): Promise<HiringNotice[]> {
  const [offer] = await tx
    .update(offers)
    .set({
      status: 'ordered',
      orderId: order.id,
      respondedAt: sql`coalesce(${offers.respondedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(offers.id, order.offerId!))
    .returning();
  const notices: HiringNotice[] = [];
  if (order.postId) {
    const [post] = await tx
      .update(posts)
      .set({ status: 'hired' })
      .where(eq(posts.id, order.postId))
      .returning({ title: posts.title });
    if (order.applicationId)
      await tx.update(applications).set({ status: 'hired' }).where(eq(applications.id, order.applicationId));
    // Everyone else who applied hears that the position is filled: one bell each, mailed after.
    const others = await tx
      .select({ userId: applications.userId })
      .from(applications)
      .where(
        and(
          eq(applications.postId, order.postId),
          order.sellerId ? ne(applications.userId, order.sellerId) : undefined,
        ),
      );
    for (const { userId } of others)
      notices.push({
        kind: 'application.filled',
        to: userId,
        said: said('mails.hiring.filled', { title: post?.title ?? order.title }),
        link: '/myapplication',
      });
  }
  await ringBells(tx, notices);
  if (offer) await publishOfferUpdate(tx, offer);
  return notices;
}
