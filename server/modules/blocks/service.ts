import { and, eq, or } from 'drizzle-orm';
import type { BlockState } from '@shared/schemas/blocks';
import type { Db } from '../../db/client';
import { userBlocks, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { fieldError, forbidden, notFound, type HttpError } from '../../platform/errors';

/**
 * What a block stops: a message (a conversation started, a message or file sent), an offer,
 * a deal (an offer made before the block, accepted or paid after it), buying a gig (also a
 * payment started before the block), a step on an order that reaches the other party
 * (requirements, a dispute), an application to a post, or an invitation to one.
 */
export type BlockedAction = 'message' | 'offer' | 'deal' | 'buy' | 'order' | 'apply' | 'invite';

// The blocker is told how to lift it; the blocked user only that it cannot be done (not who decided).
const REFUSALS: Record<BlockedAction, { byMe: string; byThem: string }> = {
  message: { byMe: 'You blocked this user. Unblock them to send a message.', byThem: 'You cannot message this user.' },
  offer: {
    byMe: 'You blocked this user. Unblock them to make an offer.',
    byThem: 'You cannot make an offer to this user.',
  },
  deal: {
    byMe: 'You blocked this user. Unblock them to go ahead with this offer.',
    byThem: 'You cannot go ahead with an offer with this user.',
  },
  buy: { byMe: 'You blocked this user. Unblock them to buy from them.', byThem: 'You cannot buy from this user.' },
  order: {
    byMe: 'You blocked this user. Unblock them to go on with this order.',
    byThem: 'You cannot go on with this order with this user.',
  },
  apply: {
    byMe: 'You blocked this user. Unblock them to apply to their post.',
    byThem: 'You cannot apply to this post.',
  },
  invite: { byMe: 'You blocked this user. Unblock them to invite them.', byThem: 'You cannot invite this user.' },
};

async function requireOther(ctx: AppContext, user: AuthUser, id: string) {
  if (id === user.id) throw fieldError('id', 'You cannot block yourself');
  const [other] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  if (!other) throw notFound('User');
}

/** GET /users/{id}/block: whether the caller blocks the user (never whether the user blocks the caller). */
export async function blockState(ctx: AppContext, user: AuthUser, id: string): Promise<BlockState> {
  await requireOther(ctx, user, id);
  return { userId: id, blocked: await isBlockedBy(ctx.db, user.id, id) };
}

/** POST /users/{id}/block: idempotent; blocking twice is blocking. */
export async function blockUser(ctx: AppContext, user: AuthUser, id: string): Promise<BlockState> {
  await requireOther(ctx, user, id);
  await ctx.db.insert(userBlocks).values({ blockerId: user.id, blockedId: id }).onConflictDoNothing();
  return { userId: id, blocked: true };
}

/** DELETE /users/{id}/block: idempotent; unblocking someone not blocked changes nothing. */
export async function unblockUser(ctx: AppContext, user: AuthUser, id: string): Promise<BlockState> {
  await requireOther(ctx, user, id);
  await ctx.db.delete(userBlocks).where(and(eq(userBlocks.blockerId, user.id), eq(userBlocks.blockedId, id)));
  return { userId: id, blocked: false };
}

/** Whether `viewer` blocks `userId` (GET /users/{id} says it to a signed-in viewer). */
export async function isBlockedBy(db: Db, viewerId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userBlocks.blockerId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * A 403 when either of the two blocks the other. Called in the transaction that writes the
 * message or the offer: a block committed before it is always seen; one committed while it
 * runs counts as made just after the message.
 */
export async function refuseIfBlocked(
  db: Db,
  user: Pick<AuthUser, 'id'>,
  otherId: string,
  action: BlockedAction,
): Promise<void> {
  const refusal = await blockRefusal(db, user.id, otherId, action);
  if (refusal) throw refusal;
}

/** Which of the two block the other: none, one or both ids. */
export async function blockersBetween(db: Db, userId: string, otherId: string): Promise<string[]> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, otherId)),
        and(eq(userBlocks.blockerId, otherId), eq(userBlocks.blockedId, userId)),
      ),
    );
  return rows.map((r) => r.blockerId);
}

/** The 403 refuseIfBlocked throws, or null when neither blocks the other. */
export async function blockRefusal(
  db: Db,
  userId: string,
  otherId: string,
  action: BlockedAction,
): Promise<HttpError | null> {
  const blockers = await blockersBetween(db, userId, otherId);
  return blockers.length ? blockRefusalFor(blockers.includes(userId), action) : null;
}

/** The 403 for a block between two users, worded for the one acting: `byMe` when they made it. */
export function blockRefusalFor(byMe: boolean, action: BlockedAction): HttpError {
  return forbidden(byMe ? REFUSALS[action].byMe : REFUSALS[action].byThem);
}
