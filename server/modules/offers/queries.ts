import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { offerActions, type Offer, type OfferSide } from '@shared/schemas/offers';
import type { Db } from '../../db/client';
import { offers, posts, users } from '../../db/schema';
import { timeKey } from '../../platform/keyset';
import { publicUrl } from '../../platform/storage';
import { offerStatusAt } from './expiry';

const clientUser = alias(users, 'offer_client');
const freelancerUser = alias(users, 'offer_freelancer');
const person = (u: typeof clientUser | typeof freelancerUser) => ({ id: u.id, fullName: u.fullName, avatarKey: u.avatarKey });

/** Offers with both parties and the post's title, one query for a page or one offer. */
export function selectOffers(db: Pick<Db, 'select'>) {
  return db
    .select({ offer: offers, client: person(clientUser), freelancer: person(freelancerUser), postTitle: posts.title, cursorTime: timeKey(offers.createdAt) })
    .from(offers)
    .innerJoin(clientUser, eq(clientUser.id, offers.clientId))
    .innerJoin(freelancerUser, eq(freelancerUser.id, offers.freelancerId))
    .leftJoin(posts, eq(posts.id, offers.postId))
    .$dynamic();
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];

const party = (p: { id: string; fullName: string; avatarKey: string | null }) => ({ _id: p.id, fullName: p.fullName, avatar: publicUrl(p.avatarKey) });

/** The offer as its party `viewerId` sees it, with the actions open to them now. */
export function toOffer(row: OfferRow, viewerId: string, now = new Date()): Offer {
  const { offer } = row;
  const status = offerStatusAt(offer.status, offer.expiresAt, now);
  const sentBy: OfferSide = offer.senderId === offer.clientId ? 'client' : 'freelancer';
  const side: OfferSide = viewerId === offer.clientId ? 'client' : 'freelancer';
  return {
    _id: offer.id,
    title: offer.title,
    description: offer.description,
    price: offer.price,
    deliveryDays: offer.deliveryDays,
    revisions: offer.revisions,
    status,
    sentBy,
    client: party(row.client),
    freelancer: party(row.freelancer),
    declineReason: offer.declineReason,
    expiresAt: offer.expiresAt.toISOString(),
    createdAt: offer.createdAt.toISOString(),
    applicationId: offer.applicationId,
    postId: offer.postId,
    postTitle: row.postTitle,
    conversationId: offer.conversationId,
    gigId: offer.gigId,
    orderId: offer.orderId,
    actions: offerActions(status, sentBy, side),
  };
}
