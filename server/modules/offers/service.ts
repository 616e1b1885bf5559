import { and, eq, gt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CreateOfferData, Offer, OffersQuery } from '@shared/schemas/offers';
import {
  OFFER_TRANSITIONS,
  offerActions,
  offerForbidden,
  type OfferAction,
  type OfferSide,
} from '@shared/machines/offers';
import { formatMoney } from '@shared/money';
import type { Db } from '../../db/client';
import { applications, conversations, gigs, messages, offers, posts } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { money, said } from '../../platform/mail-text';
import { storedMinor, storedPrice } from '../../platform/prices';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { publishVia } from '../../platform/events';
import { beforeTimeCursor, decodeCursor, descIndexed, splitPage } from '../../platform/keyset';
import { OTHER_LEFT, requireParticipant, previewOf } from '../conversations';
import { offerStatusAt } from './expiry';
import { ringBells, type HiringNotice } from './notify';
import { whyNoDeal } from './standing';
import { contractsOf, selectOffers, toOffer } from './queries';

type OfferRow = typeof offers.$inferSelect;
export const offerLink = (id: string) => `/offers/${id}`;

/** Both parties refetch the offer (and the thread's card) on commit. */
export async function publishOfferUpdate(
  tx: Db,
  offer: Pick<OfferRow, 'id' | 'clientId' | 'freelancerId' | 'conversationId'>,
): Promise<void> {
  for (const userId of [offer.clientId, offer.freelancerId])
    if (userId)
      await publishVia(tx, userId, { type: 'offer.updated', offerId: offer.id, conversationId: offer.conversationId });
}

interface Parties {
  clientId: string;
  freelancerId: string;
  applicationId?: string;
  postId?: string;
  conversationId?: string;
  gigId?: string;
  defaultTitle?: string;
}

/** From an application: only the client who owns the post, while it is open and the applicant not declined. */
async function partiesFromApplication(tx: Db, user: AuthUser, applicationId: string): Promise<Parties> {
  const [app] = await tx
    .select({
      userId: applications.userId,
      status: applications.status,
      postId: posts.id,
      clientId: posts.clientId,
      postStatus: posts.status,
      title: posts.title,
    })
    .from(applications)
    .innerJoin(posts, eq(posts.id, applications.postId))
    .where(eq(applications.id, applicationId))
    .for('share', { of: [applications, posts] });
  if (!app) throw notFound('Application');
  if (app.clientId !== user.id) throw forbidden('You can only make offers on applications to your own posts.');
  if (app.postStatus !== 'open') throw conflict(`This post is ${app.postStatus}: reopen it to make offers.`);
  if (app.status === 'declined')
    throw conflict('This application was declined: set it back to pending or shortlist it first.');
  const [open] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.applicationId, applicationId),
        or(eq(offers.status, 'accepted'), and(eq(offers.status, 'pending'), gt(offers.expiresAt, sql`now()`))),
      ),
    )
    .limit(1);
  if (open) throw conflict('This application already has an open offer: withdraw it first.');
  return { clientId: user.id, freelancerId: app.userId, applicationId, postId: app.postId, defaultTitle: app.title };
}

/**
 * Inside a conversation: either side; a freelancer's custom offer may start from one of their
 * gigs, a client's may be for one of their posts the freelancer applied to: it is then made
 * from that application (same checks), so paying it hires as an offer from the application does.
 */
async function partiesFromConversation(tx: Db, user: AuthUser, input: CreateOfferData): Promise<Parties> {
  const { gigId, postId } = input;
  const conversation = await requireParticipant(tx, user, input.conversationId!, true);
  if (!conversation.clientId || !conversation.freelancerId) throw conflict(OTHER_LEFT);
  const parties: Parties = {
    clientId: conversation.clientId,
    freelancerId: conversation.freelancerId,
    conversationId: conversation.id,
  };
  if (postId) {
    if (user.id !== conversation.clientId) throw forbidden('Only the client makes an offer for one of their posts.');
    const [post] = await tx.select({ clientId: posts.clientId }).from(posts).where(eq(posts.id, postId));
    if (!post) throw notFound('Post');
    if (post.clientId !== user.id) throw forbidden('You can only make offers for your own posts.');
    const [applied] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.postId, postId), eq(applications.userId, conversation.freelancerId)));
    if (!applied) throw fieldError('postId', 'this freelancer has not applied to this post');
    return { ...(await partiesFromApplication(tx, user, applied.id)), conversationId: conversation.id };
  }
  if (!gigId) return parties;
  const [gig] = await tx.select({ userId: gigs.userId, title: gigs.title }).from(gigs).where(eq(gigs.id, gigId));
  if (!gig) throw notFound('Gig');
  if (gig.userId !== user.id) throw forbidden('A custom offer can only start from one of your own gigs.');
  return { ...parties, gigId, defaultTitle: gig.title };
}

/**
 * POST /offers. The offer, its bell and (in a conversation) its card in the thread land in
 * one transaction; the mail goes after the commit (the caller sends `notices`).
 */
export async function createOffer(ctx: AppContext, user: AuthUser, input: CreateOfferData) {
  return ctx.db.transaction(async (tx) => {
    const parties = input.applicationId
      ? await partiesFromApplication(tx, user, input.applicationId)
      : await partiesFromConversation(tx, user, input);
    const title = input.title ?? parties.defaultTitle;
    if (!title) throw fieldError('title', 'Title is required');
    const recipientId = user.id === parties.clientId ? parties.freelancerId : parties.clientId;
    const unfit = await whyNoDeal(tx, parties, user.id, 'offer');
    if (unfit) throw unfit;
    const expiresAt = sql`now() + make_interval(secs => ${Math.round(ctx.config.offers.expiryDays * 86400)})`;
    const terms = termsOf(input);
    const [offer] = await tx
      .insert(offers)
      .values({
        ...parties,
        senderId: user.id,
        title,
        description: input.description,
        ...terms,
        expiresAt,
      })
      .returning();
    if (offer!.conversationId) await postOfferCard(tx, user, offer!, recipientId);
    const notices: HiringNotice[] = [
      {
        kind: 'offer.received',
        to: recipientId,
        said: said('mails.hiring.offerReceived', { name: user.fullName, title, amount: money(terms.priceMinor) }),
        ...(offer!.expiresAt ? { more: said('mails.hiring.expires', { at: offer!.expiresAt }) } : {}),
        link: offerLink(offer!.id),
      },
    ];
    await ringBells(tx, notices);
    await publishOfferUpdate(tx, offer!);
    return { offer: await readOffer(tx, user, offer!.id), notices };
  });
}

/**
 * The price (minor units, with its currency), days and revisions an offer stores. With milestones
 * (issue 34) the price is their total (whole units, as each is), the days their sum, and changes
 * are asked per milestone.
 */
function termsOf(input: CreateOfferData) {
  const { milestones } = input;
  if (!milestones)
    return {
      ...storedPrice(input.price!),
      deliveryDays: input.deliveryDays!,
      revisions: input.revisions!,
      milestones: [],
    };
  return {
    ...storedMinor(milestones.reduce((sum, m) => sum + m.amountCents, 0)),
    deliveryDays: milestones.reduce((sum, m) => sum + m.dueInDays, 0),
    revisions: input.revisions ?? 0,
    milestones,
  };
}

/** The offer's card in the thread: a message that carries the offer, like any other message. */
async function postOfferCard(tx: Db, user: AuthUser, offer: OfferRow, recipientId: string) {
  const text = `Offer: ${offer.title} (${formatMoney(offer.priceMinor, 'minor', 'en-US', offer.currency)})`;
  const [row] = await tx
    .insert(messages)
    .values({ conversationId: offer.conversationId!, userId: user.id, desc: text, offerId: offer.id })
    .returning({ id: messages.id });
  const fromClient = offer.clientId === user.id;
  await tx
    .update(conversations)
    .set({
      lastMessage: previewOf(text),
      updatedAt: sql`now()`,
      readByClient: fromClient,
      readByFreelancer: !fromClient,
    })
    .where(eq(conversations.id, offer.conversationId!));
  for (const userId of [user.id, recipientId])
    await publishVia(tx, userId, {
      type: 'message.created',
      conversationId: offer.conversationId!,
      messageId: row!.id,
    });
}

/** One offer for one of its two parties; anyone else hears "not found". */
async function readOffer(db: Db, user: AuthUser, id: string, autoApproveDays = 14): Promise<Offer> {
  const [row] = await selectOffers(db)
    .where(and(eq(offers.id, id), or(eq(offers.clientId, user.id), eq(offers.freelancerId, user.id))))
    .limit(1);
  if (!row) throw notFound('Offer');
  return toOffer(row, user.id, new Date(), await contractsOf(db, [row]), autoApproveDays);
}

export const getOffer = (ctx: AppContext, user: AuthUser, id: string) =>
  readOffer(ctx.db, user, id, ctx.config.orders.milestoneAutoApproveDays);

/** A status as the reader sees it: a pending offer past its expiry counts as expired. */
function statusIs(status: OffersQuery['status']): SQL | undefined {
  if (!status) return undefined;
  if (status === 'pending') return and(eq(offers.status, 'pending'), gt(offers.expiresAt, sql`now()`));
  if (status === 'expired')
    return or(eq(offers.status, 'expired'), and(eq(offers.status, 'pending'), lte(offers.expiresAt, sql`now()`)));
  return eq(offers.status, status);
}

/** GET /offers: the user's offers, sent or received or both, newest first, a page at a time. */
export async function listOffers(ctx: AppContext, user: AuthUser, query: OffersQuery & { limit: number }) {
  // A user's role never changes, so one of the two per-party indexes serves the whole list.
  const mine = user.isClient ? eq(offers.clientId, user.id) : eq(offers.freelancerId, user.id);
  const role =
    query.role === 'sent'
      ? eq(offers.senderId, user.id)
      : query.role === 'received'
        ? ne(offers.senderId, user.id)
        : undefined;
  const rows = await selectOffers(ctx.db)
    .where(
      and(
        mine,
        role,
        statusIs(query.status),
        beforeTimeCursor(offers.createdAt, offers.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(descIndexed(offers.createdAt), descIndexed(offers.id))
    .limit(query.limit + 1);
  const now = new Date();
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.cursorTime, id: r.offer.id }));
  const contracts = await contractsOf(ctx.db, items);
  const days = ctx.config.orders.milestoneAutoApproveDays;
  return { items: items.map((r) => toOffer(r, user.id, now, contracts, days)), nextCursor };
}

const PARTY_LEFT = 'The other party deleted their account: this offer cannot go ahead.';

const ACTION_WORDS: Record<OfferAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
  pay: 'paid for',
};

/**
 * Locks a party's offer and checks `action` against the transition table: the wrong side
 * is a 403, the wrong state (expired included) a 409. Answers the row and who `user` is.
 */
export async function lockOfferFor(tx: Db, user: AuthUser, id: string, action: OfferAction) {
  const [found] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), or(eq(offers.clientId, user.id), eq(offers.freelancerId, user.id))))
    .for('update');
  if (!found) throw notFound('Offer');
  const { clientId, freelancerId, senderId } = found;
  // Kept for the party who stayed (its other party deleted their account): nothing more can be done with it.
  if (!clientId || !freelancerId || !senderId) throw conflict(PARTY_LEFT);
  const offer = { ...found, clientId, freelancerId, senderId };
  const side: OfferSide = offer.clientId === user.id ? 'client' : 'freelancer';
  const sentBy: OfferSide = offer.senderId === offer.clientId ? 'client' : 'freelancer';
  const status = offerStatusAt(offer.status, offer.expiresAt);
  if (offerActions(status, sentBy, side).includes(action)) {
    const unfit = action === 'accept' || action === 'pay' ? await whyNoDeal(tx, offer, user.id) : null;
    if (unfit) throw unfit;
    return { offer, side, sentBy };
  }
  // Could this side ever take this action on this offer? If not, it is not theirs to take.
  const notTheirs = offerForbidden(action, sentBy, side);
  if (notTheirs) throw forbidden(notTheirs);
  throw conflict(
    status === 'expired'
      ? 'This offer has expired.'
      : `This offer is ${status}: it cannot be ${ACTION_WORDS[action]} now.`,
  );
}

/** POST /offers/{id}/accept | decline | withdraw: one step of the table, its bell, its live update. */
export async function actOnOffer(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  action: 'accept' | 'decline' | 'withdraw',
  reason?: string,
) {
  return ctx.db.transaction(async (tx) => {
    const { offer } = await lockOfferFor(tx, user, id, action);
    const to = OFFER_TRANSITIONS.find((t) => t.action === action)!.to;
    await tx
      .update(offers)
      .set({
        status: to,
        respondedAt: sql`now()`,
        updatedAt: sql`now()`,
        ...(action === 'decline' ? { declineReason: reason ?? null } : {}),
      })
      .where(eq(offers.id, offer.id));
    const other = offer.clientId === user.id ? offer.freelancerId : offer.clientId;
    const notices: HiringNotice[] = [
      {
        kind: `offer.${to}` as HiringNotice['kind'],
        to: other,
        said: said(`mails.hiring.offer.${action}`, { name: user.fullName, title: offer.title }),
        link: offerLink(offer.id),
      },
    ];
    await ringBells(tx, notices);
    await publishOfferUpdate(tx, offer);
    return { offer: await readOffer(tx, user, offer.id), notices };
  });
}
