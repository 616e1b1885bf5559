import { asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Offer } from '@shared/schemas/offers';
import { offerActions, type OfferSide } from '@shared/machines/offers';
import { DELETED_USER } from '@shared/schemas/payouts';
import type { Db } from '../../db/client';
import { gigs, offers, orderMilestones, orders, posts, users } from '../../db/schema';
import { lastSubmissionFiles, toMilestone, type MilestoneRow } from '../../platform/milestones';
import type { Milestone } from '@shared/schemas/milestones';
import type { DeliveryFileView } from '@shared/schemas/deliverables';
import { timeKey } from '../../platform/keyset';
import { wholePrice } from '../../platform/prices';
import { publicUrl } from '../../platform/storage';
import { offerStatusAt } from './expiry';
import { blocksSql, dealRefusal } from './standing';

const clientUser = alias(users, 'offer_client');
const freelancerUser = alias(users, 'offer_freelancer');
const person = (u: typeof clientUser | typeof freelancerUser) => ({
  id: u.id,
  fullName: u.fullName,
  avatarKey: u.avatarKey,
});

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
  return (
    db
      .select({
        offer: offers,
        client: person(clientUser),
        freelancer: person(freelancerUser),
        postTitle: posts.title,
        standing,
        cursorTime: timeKey(offers.createdAt),
      })
      .from(offers)
      // Left joins: an offer stays for the one left when the other deletes their account.
      .leftJoin(clientUser, eq(clientUser.id, offers.clientId))
      .leftJoin(freelancerUser, eq(freelancerUser.id, offers.freelancerId))
      .leftJoin(posts, eq(posts.id, offers.postId))
      .leftJoin(gigs, eq(gigs.id, offers.gigId))
      .$dynamic()
  );
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];

/** A party as the offer shows it: "Deleted user" with a null _id once they deleted their account. */
const party = (p: { id: string | null; fullName: string | null; avatarKey: string | null } | null) =>
  p?.id
    ? { _id: p.id, fullName: p.fullName ?? '', avatar: publicUrl(p.avatarKey) }
    : { _id: null, fullName: DELETED_USER, avatar: null };

/** Why the viewer may not accept or pay now (a block, a suspension, a removal), or null. */
function holdFor(row: OfferRow, side: OfferSide): string | null {
  const s = row.standing;
  const facts = { ...s, partySuspended: s.clientSuspended || s.freelancerSuspended };
  return dealRefusal(facts, side === 'client')?.message ?? null;
}

/** The milestones of the ordered offers among `rows`, by order id, with their order's status (issue 34). */
export async function contractsOf(db: Db, rows: OfferRow[]): Promise<Contracts> {
  const ids = rows.flatMap((r) => (r.offer.orderId && r.offer.milestones.length ? [r.offer.orderId] : []));
  const map: Contracts = new Map();
  if (!ids.length) return map;
  const [found, files] = await Promise.all([
    db
      .select({ milestone: orderMilestones, orderStatus: orders.status })
      .from(orderMilestones)
      .innerJoin(orders, eq(orders.id, orderMilestones.orderId))
      .where(inArray(orderMilestones.orderId, ids))
      .orderBy(asc(orderMilestones.position)),
    lastSubmissionFiles(db, ids),
  ]);
  for (const f of found) {
    const entry = map.get(f.milestone.orderId) ?? { orderStatus: f.orderStatus, milestones: [], files };
    entry.milestones.push(f.milestone);
    map.set(f.milestone.orderId, entry);
  }
  return map;
}
export type Contracts = Map<
  string,
  { orderStatus: string; milestones: MilestoneRow[]; files: Map<string, DeliveryFileView[]> }
>;

/** An offer's milestones: their terms until it is ordered, then their state on the order, for `side`. */
function milestonesOf(
  offer: OfferRow['offer'],
  side: OfferSide,
  contracts: Contracts,
  autoApproveDays: number,
  now: Date,
): Milestone[] {
  const contract = offer.orderId ? contracts.get(offer.orderId) : undefined;
  const party = side === 'client' ? 'buyer' : 'seller';
  if (contract)
    return contract.milestones.map((m) =>
      toMilestone(m, contract.orderStatus, party, autoApproveDays, contract.files.get(m.id) ?? [], now),
    );
  return offer.milestones.map((m, i) => ({
    _id: null,
    position: i + 1,
    ...m,
    status: 'pending',
    proposedBy: null,
    fundedAt: null,
    dueAt: null,
    submittedAt: null,
    autoApproveAt: null,
    submission: null,
    files: [],
    changes: null,
    approvedAt: null,
    refundedCents: null,
    allowedActions: [],
  }));
}

/** The offer as its party `viewerId` sees it, with the actions open to them now. */
export function toOffer(
  row: OfferRow,
  viewerId: string,
  now = new Date(),
  contracts: Contracts = new Map(),
  autoApproveDays = 14,
): Offer {
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
    price: wholePrice(offer),
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
    milestones: milestonesOf(offer, side, contracts, autoApproveDays, now),
    actions: onHold ? open.filter((a) => a !== 'accept' && a !== 'pay') : open,
    onHold,
  };
}
