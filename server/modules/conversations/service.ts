import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TWO_UUIDS_PATTERN, type PageQuery } from '@shared/schemas/common';
import {
  conversationKey,
  splitConversationKey,
  type Conversation,
  type ConversationDetail,
  type ConversationRelated,
} from '@shared/schemas/conversations';
import type { Db } from '../../db/client';
import { conversations, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { fieldError, forbidden, notFound } from '../../platform/errors';
import { publishVia } from '../../platform/events';
import { afterCursor, timeKey, decodeCursor, splitPage } from '../../platform/keyset';
import { refuseIfBlocked } from '../blocks';
import { markReadByLink } from '../notifications';
import { toConversation, toConversationListItem } from './serialize';

type ConversationRow = typeof conversations.$inferSelect;

/** Conversations after the cursor in (updatedAt DESC, id DESC); ids are text pair keys, not UUIDs. */
const olderConversationThan = (raw: string | undefined) =>
  afterCursor(conversations.updatedAt, conversations.id, decodeCursor(raw, 'time', TWO_UUIDS_PATTERN), 'time', {
    idType: 'text',
  });

const clientUser = alias(users, 'client_user');
const freelancerUser = alias(users, 'freelancer_user');
const person = (u: typeof clientUser | typeof freelancerUser) => ({
  id: u.id,
  fullName: u.fullName,
  avatarKey: u.avatarKey,
});

function selectConversations(db: Db) {
  return (
    db
      .select({
        row: conversations,
        client: person(clientUser),
        freelancer: person(freelancerUser),
        key: timeKey(conversations.updatedAt),
      })
      .from(conversations)
      // Left joins: a conversation stays for the one left when the other deletes their account.
      .leftJoin(clientUser, eq(clientUser.id, conversations.clientId))
      .leftJoin(freelancerUser, eq(freelancerUser.id, conversations.freelancerId))
  );
}

/** The side of the conversation the user is on; a user's role never changes. */
const sideOf = (user: AuthUser) => (user.isClient ? conversations.clientId : conversations.freelancerId);

export const conversationLink = (id: string) => `/message/${id}`;
/** A message or an offer into a conversation whose other party deleted their account. */
export const OTHER_LEFT = 'This user deleted their account: the conversation stays, but nothing more can be sent.';

/**
 * The conversation, if the user takes part in it. `lock` holds the row until the
 * transaction ends, so messages to one conversation are written one after the other.
 */
export async function requireParticipant(db: Db, user: AuthUser, id: string, lock = false): Promise<ConversationRow> {
  const query = db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Conversation');
  if (row.clientId !== user.id && row.freelancerId !== user.id)
    throw forbidden('You are not part of this conversation');
  return row;
}

async function loadConversation(db: Db, id: string): Promise<Conversation> {
  const [found] = await selectConversations(db).where(eq(conversations.id, id)).limit(1);
  if (!found) throw notFound('Conversation');
  return toConversation(found);
}

export async function listConversations(ctx: AppContext, user: AuthUser, query: PageQuery) {
  const rows = await selectConversations(ctx.db)
    .where(and(eq(sideOf(user), user.id), olderConversationThan(query.cursor)))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.key, id: r.row.id }));
  return { items: items.map(toConversationListItem), nextCursor };
}

export async function countUnreadConversations(ctx: AppContext, user: AuthUser): Promise<number> {
  const unread = user.isClient ? eq(conversations.readByClient, false) : eq(conversations.readByFreelancer, false);
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversations)
    .where(and(eq(sideOf(user), user.id), unread));
  return row?.count ?? 0;
}

export async function getConversation(ctx: AppContext, user: AuthUser, id: string): Promise<ConversationDetail> {
  const row = await requireParticipant(ctx.db, user, id);
  const [conversation, related] = await Promise.all([loadConversation(ctx.db, id), relatedTo(ctx.db, row)]);
  return { ...conversation, related };
}

/**
 * What the pair's thread is about, in one statement of two bounded lookups: their newest order
 * (the client buying from the freelancer, by orders_buyer_idx), else the newest post of the
 * client's that the freelancer applied to (by applications_user_id_idx).
 */
async function relatedTo(db: Db, row: ConversationRow): Promise<ConversationRelated | null> {
  // Once one of the two deleted their account, nothing is theirs together any more.
  if (!row.clientId || !row.freelancerId) return null;
  const result = await db.execute(sql`
    SELECT o.id AS order_id, o.title AS order_title, p.id AS post_id, p.title AS post_title
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT id, title FROM orders WHERE buyer_id = ${row.clientId} AND seller_id = ${row.freelancerId}
      ORDER BY created_at DESC LIMIT 1
    ) AS o ON true
    LEFT JOIN LATERAL (
      SELECT posts.id, posts.title FROM applications JOIN posts ON posts.id = applications.post_id
      WHERE applications.user_id = ${row.freelancerId} AND posts.client_id = ${row.clientId}
      ORDER BY applications.created_at DESC LIMIT 1
    ) AS p ON true`);
  // PGlite and node-postgres both answer { rows }.
  const found = (
    result as unknown as {
      rows: {
        order_id: string | null;
        order_title: string | null;
        post_id: string | null;
        post_title: string | null;
      }[];
    }
  ).rows[0];
  if (found?.order_id) return { kind: 'order', id: found.order_id, title: found.order_title ?? '' };
  if (found?.post_id) return { kind: 'post', id: found.post_id, title: found.post_title ?? '' };
  return null;
}

/**
 * GET /conversations/single/{key}: the conversation key (freelancer then client), or SPEC.md's
 * "other user's id followed by the current user's", which is the same pair in either order.
 */
export async function findConversationByPair(ctx: AppContext, user: AuthUser, key: string): Promise<Conversation> {
  const ids = splitConversationKey(key);
  if (!ids.includes(user.id)) throw forbidden('Only a participant can look up this conversation');
  const otherId = ids[0] === user.id ? ids[1] : ids[0];
  const id = user.isClient ? conversationKey(otherId, user.id) : conversationKey(user.id, otherId);
  return loadConversation(ctx.db, id);
}

/** Opens the one conversation of a client and a freelancer, whoever starts it and however often. */
export async function startConversation(
  ctx: AppContext,
  user: AuthUser,
  to: string,
): Promise<{ conversation: Conversation; created: boolean }> {
  if (to === user.id) throw fieldError('to', 'must be the other user, not yourself');
  const [other] = await ctx.db
    .select({ id: users.id, isClient: users.isClient })
    .from(users)
    .where(eq(users.id, to))
    .limit(1);
  if (!other) throw notFound('User');
  if (other.isClient === user.isClient) throw fieldError('to', 'a conversation is between a client and a freelancer');
  // Starting (or reopening to write in) a conversation is the first step of a message.
  await refuseIfBlocked(ctx.db, user, other.id, 'message');
  const pair = user.isClient
    ? { clientId: user.id, freelancerId: other.id }
    : { clientId: other.id, freelancerId: user.id };
  // Both sides may start at once: one insert wins, the other reads it. No conflict target: the
  // id and conversations_pair_key are both unique, and a race may surface on either; naming only
  // the id let the loser fail on the pair index with a unique violation (a 500).
  const id = conversationKey(pair.freelancerId, pair.clientId);
  const inserted = await ctx.db
    .insert(conversations)
    .values({ id, ...pair })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  return { conversation: await loadConversation(ctx.db, id), created: inserted.length > 0 };
}

/** Mark as Read for the caller's role; the bell's notifications about this thread clear with it. */
export async function markConversationRead(ctx: AppContext, user: AuthUser, id: string): Promise<Conversation> {
  await ctx.db.transaction(async (tx) => {
    const row = await requireParticipant(tx, user, id);
    const asClient = row.clientId === user.id;
    await tx
      .update(conversations)
      .set(asClient ? { readByClient: true } : { readByFreelancer: true })
      .where(eq(conversations.id, id));
    await publishVia(tx, user.id, { type: 'conversation.read', conversationId: id });
    if (await markReadByLink(tx, user.id, conversationLink(id)))
      await publishVia(tx, user.id, { type: 'notification.read' });
  });
  return loadConversation(ctx.db, id);
}
