import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { offerActions, type Offer, type OfferSide } from '@shared/schemas/offers';
import type { Db } from '../../db/client';
import { gigs, offers, posts, users } from '../../db/schema';
import { timeKey } from '../../platform/keyset';
import { publicUrl } from '../../platform/storage';
import { offerStatusAt } from './expiry';
import { blocksSql, dealRefusal } from './standing';

const clientUser = alias(users, 'offer_client');
const freelancerUser = alias(users, 'offer_freelancer');
const person = (u: typeof clientUser | typeof freelancerUser) => ({ id: u.id, fullName: u.fullName, avatarKey: u.avatarKey });

const isSet = (column: SQLWrapper) => sql<boolean>`${column} is not null`.mapWith(Boolean);

/** What can stop the offer from becoming a deal (standing.ts), read in the same query. */
const standing = {
  blockedByClient: blocksSql(offers.clientId, offers.freelancerId),
  blockedByFreelancer: blocksSql(offers.freelancerId, offers.clientId),
  clientSuspended: isSet(clientUser.suspendedAt),
  freelancerSuspended: isSet(freelancerUser.suspendedAt),
  gigHidden: isSet(gigs.hiddenAt),
  postHidden: isSet(posts.hiddenAt),
};

/** Offers with both parties, the post's title and the deal's standing, one query for a page or one offer. */
export function selectOffers(db: Pick<Db, 'select'>) {
  return db
    .select({ offer: offers, client: person(clientUser), freelancer: person(freelancerUser), postTitle: posts.title, standing, cursorTime: timeKey(offers.createdAt) })
    .from(offers)
    .innerJoin(clientUser, eq(clientUser.id, offers.clientId))
    .innerJoin(freelancerUser, eq(freelancerUser.id, offers.freelancerId))
    .leftJoin(posts, eq(posts.id, offers.postId))
    .leftJoin(gigs, eq(gigs.id, offers.gigId))
    .$dynamic();
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];

const party = (p: { id: string; fullName: string; avatarKey: string | null }) => ({ _id: p.id, fullName: p.fullName, avatar: publicUrl(p.avatarKey) });

/** Why the viewer may not accept or pay now (a block, a suspension, a removal), or null. */
function holdFor(row: OfferRow, side: OfferSide): string | null {
  const s = row.standing;
  const facts = { ...s, partySuspended: s.clientSuspended || s.freelancerSuspended };
  return dealRefusal(facts, side === 'client')?.message ?? null;
}

/** The offer as its party `viewerId` sees it, with the actions open to them now. */
export function toOffer(row: OfferRow, viewerId: string, now = new Date()): Offer {
  const { offer } = row;
  const status = offerStatusAt(offer.status, offer.expiresAt, now);
  const sentBy: OfferSide = offer.senderId === offer.clientId ? 'client' : 'freelancer';
  const side: OfferSide = viewerId === offer.clientId ? 'client' : 'freelancer';
  // Accepting or paying would be refused (standing.ts): left out, with the reason beside.
  const open = offerActions(status, sentBy, side);
  const onHold = open.some((a) => a === 'accept' || a === 'pay') ? holdFor(row, side) : null;
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
    actions: onHold ? open.filter((a) => a !== 'accept' && a !== 'pay') : open,
    onHold,
  };
}
