import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Suspension } from '@shared/schemas/moderation';
import type { Db } from '../../db/client';
import { gigs, posts, sessions, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { recordAudit } from '../audit';
import { forgetCategoryFigures } from '../gigs';
import { mailSuspension } from './notify';

/**
 * Suspends the account in the caller's transaction: no sign-in (login answers 403), every
 * session deleted (the sessions trigger tells every instance), and its gigs and posts hidden with
 * cause 'suspension' (those an admin hid already stay the admin's). Admins cannot be suspended:
 * they are the operators only `npm run admin` makes, so one admin can never lock the others
 * out, nor themselves by mistake.
 * `whenSuspended: 'keep'` (a report's resolution) accepts an account that already is.
 */
export async function suspendInTx(
  tx: Db,
  actor: AuthUser,
  userId: string,
  reason: string,
  whenSuspended: 'conflict' | 'keep' = 'conflict',
): Promise<{ suspendedAt: Date; changed: boolean; gigs: number; posts: number }> {
  const [user] = await tx
    .select({ id: users.id, isAdmin: users.isAdmin, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw notFound('User');
  if (user.id === actor.id) throw forbidden('You cannot suspend your own account');
  if (user.isAdmin) throw forbidden('An administrator cannot be suspended');
  if (user.suspendedAt) {
    if (whenSuspended === 'keep') return { suspendedAt: user.suspendedAt, changed: false, gigs: 0, posts: 0 };
    throw conflict('This account is already suspended');
  }
  const now = new Date();
  await tx.update(users).set({ suspendedAt: now, suspendedReason: reason, updatedAt: now }).where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  const hidden = { hiddenAt: now, hiddenReason: reason, hiddenCause: 'suspension' as const };
  const hiddenGigs = await tx
    .update(gigs)
    .set(hidden)
    .where(and(eq(gigs.userId, userId), isNull(gigs.hiddenAt)))
    .returning({ id: gigs.id });
  const hiddenPosts = await tx
    .update(posts)
    .set(hidden)
    .where(and(eq(posts.clientId, userId), isNull(posts.hiddenAt)))
    .returning({ id: posts.id });
  return { suspendedAt: now, changed: true, gigs: hiddenGigs.length, posts: hiddenPosts.length };
}

/** After the commit: this instance forgets the account's sessions and its live streams end everywhere. */
export async function afterSuspension(
  ctx: AppContext,
  userId: string,
  reason: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  ctx.sessions.evictUser(userId);
  forgetCategoryFigures(ctx);
  await ctx.events.endSessions(userId);
  await mailSuspension(ctx, userId, 'suspended', reason, log);
}

/** POST /admin/users/{id}/suspend. */
export async function suspendUser(
  ctx: AppContext,
  admin: AuthUser,
  userId: string,
  reason: string,
  log?: FastifyBaseLogger,
): Promise<Suspension> {
  const result = await ctx.db.transaction(async (tx) => {
    const done = await suspendInTx(tx, admin, userId, reason);
    await recordAudit(tx, {
      actor: admin,
      action: 'user.suspend',
      targetType: 'user',
      targetId: userId,
      reason,
      details: { gigsHidden: done.gigs, postsHidden: done.posts },
    });
    return done;
  });
  await afterSuspension(ctx, userId, reason, log);
  return { id: userId, suspendedAt: result.suspendedAt.toISOString(), suspendedReason: reason };
}

/** POST /admin/users/{id}/unsuspend: sign-in works again and what the suspension hid shows again. */
export async function unsuspendUser(
  ctx: AppContext,
  admin: AuthUser,
  userId: string,
  reason: string,
  log?: FastifyBaseLogger,
): Promise<Suspension> {
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound('User');
    if (!user.suspendedAt) throw conflict('This account is not suspended');
    await tx
      .update(users)
      .set({ suspendedAt: null, suspendedReason: null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    const shown = { hiddenAt: null, hiddenReason: null, hiddenCause: null };
    const gigsShown = await tx
      .update(gigs)
      .set(shown)
      .where(and(eq(gigs.userId, userId), eq(gigs.hiddenCause, 'suspension')))
      .returning({ id: gigs.id });
    const postsShown = await tx
      .update(posts)
      .set(shown)
      .where(and(eq(posts.clientId, userId), eq(posts.hiddenCause, 'suspension')))
      .returning({ id: posts.id });
    await recordAudit(tx, {
      actor: admin,
      action: 'user.unsuspend',
      targetType: 'user',
      targetId: userId,
      reason,
      details: { gigsShown: gigsShown.length, postsShown: postsShown.length },
    });
  });
  forgetCategoryFigures(ctx);
  await mailSuspension(ctx, userId, 'lifted', reason, log);
  return { id: userId, suspendedAt: null, suspendedReason: null };
}
