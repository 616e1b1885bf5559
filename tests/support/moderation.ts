import { eq, sql } from 'drizzle-orm';
import type { ReportTargetType } from '@shared/schemas/moderation';
import { gigs, reviews, users } from '../../server/db/schema';
import { as, signUp, type TestApp, type TestUser } from './test-app';
import { turnOnTwoFactor } from './two-factor';

/** A signed-in admin: a user given the foundation's column (no route can grant it). */
export async function makeAdmin(t: TestApp, user?: TestUser): Promise<TestUser> {
  const admin = user ?? (await signUp(t.app, { role: 'client', fullName: 'Ada Admin' }));
  await t.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
  // The users trigger tells the session cache too; this instance forgets at once.
  t.ctx.sessions.evictUser(admin.id);
  // The console answers an administrator with two-step sign-in only.
  await turnOnTwoFactor(t.app, admin);
  return admin;
}

export function report(
  t: TestApp,
  user: TestUser | null,
  targetType: ReportTargetType,
  targetId: string,
  reason = 'spam',
  details = '',
) {
  return as(
    t.app,
    user,
  )({ method: 'POST', url: '/api/v1/reports', payload: { targetType, targetId, reason, details } });
}

export function hide(
  t: TestApp,
  admin: TestUser | null,
  type: ReportTargetType,
  id: string,
  reason = 'Breaks the rules on spam',
) {
  return as(t.app, admin)({ method: 'POST', url: `/api/v1/admin/content/${type}/${id}/hide`, payload: { reason } });
}

export function restore(t: TestApp, admin: TestUser | null, type: ReportTargetType, id: string, reason?: string) {
  return as(
    t.app,
    admin,
  )({ method: 'POST', url: `/api/v1/admin/content/${type}/${id}/restore`, ...(reason ? { payload: { reason } } : {}) });
}

export function resolve(
  t: TestApp,
  admin: TestUser | null,
  reportId: string,
  action: string,
  reason = 'Checked against the rules',
) {
  return as(
    t.app,
    admin,
  )({ method: 'POST', url: `/api/v1/admin/reports/${reportId}/resolve`, payload: { action, reason } });
}

export function suspend(t: TestApp, admin: TestUser | null, userId: string, reason = 'Fraudulent payments') {
  return as(t.app, admin)({ method: 'POST', url: `/api/v1/admin/users/${userId}/suspend`, payload: { reason } });
}

/** A review of the seller's gig written straight into the table (with the gig's and the seller's star totals), for moderation's own tests. */
export async function reviewOf(
  t: TestApp,
  gigId: string,
  sellerId: string,
  writer: TestUser,
  star = 5,
  desc = 'Great work',
): Promise<string> {
  const [row] = await t.ctx.db
    .insert(reviews)
    .values({ gigId, sellerId, userId: writer.id, desc, star, verifiedPurchase: true })
    .returning({ id: reviews.id });
  const [gig] = await t.ctx.db
    .select({ totalStars: gigs.totalStars, starNumber: gigs.starNumber })
    .from(gigs)
    .where(eq(gigs.id, gigId));
  await t.ctx.db
    .update(gigs)
    .set({ totalStars: gig!.totalStars + star, starNumber: gig!.starNumber + 1 })
    .where(eq(gigs.id, gigId));
  await t.ctx.db
    .update(users)
    .set({ reviewStars: sql`${users.reviewStars} + ${star}`, reviewCount: sql`${users.reviewCount} + 1` })
    .where(eq(users.id, sellerId));
  return row!.id;
}

/** The newest mail to `email`, decoded (undefined when none). */
export const lastMailTo = (t: TestApp, email: string) =>
  t
    .outbox()
    .filter((m) => m.includes(`To: ${email}`))
    .pop();
