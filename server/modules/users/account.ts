import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, gigs, passwordResets, posts, sessions, users } from '../../db/schema';
import { hashToken, newToken, type AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { fieldError, forbidden } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { assertAccountCanGo } from './deletion-rules';
import { findUserByEmail } from './service';

const RESET_TTL_MS = 60 * 60 * 1000;

/** Marks every unused reset link of the user as used; call it whenever the password changes. */
export async function endOutstandingResets(db: Db, userId: string): Promise<void> {
  await db.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Mails a single-use reset link; says nothing about whether the email is known. */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    // Only the newest link works: a new request ends every older one.
    await endOutstandingResets(tx, user.id);
    await tx.insert(passwordResets).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  });
  // Only the configured public address: a Host or X-Forwarded-Host header must never
  // choose where the mailed link points (reset-link poisoning).
  const link = `${ctx.config.publicUrl}/resetpassword/${token}`;
  await ctx.mailer.send({
    to: user.email,
    subject: 'Reset your Workify password',
    text: [
      `Hello ${user.fullName},`,
      '',
      'Someone asked to reset the password of your Workify account. If it was you, open this link within one hour:',
      '',
      link,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
}

/** Sets the new password and ends every session; returns the user's id. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password, ctx.config.passwordHashCost);
  return ctx.db.transaction(async (tx) => {
    // Claiming the token in the same UPDATE that checks it makes it single-use under races.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .returning({ userId: passwordResets.userId });
    if (!reset) throw fieldError('token', 'this reset link is invalid or has expired');
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, reset.userId));
    await endOutstandingResets(tx, reset.userId);
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
    return reset.userId;
  });
}

/**
 * Deletes the account and what it owns (profile, listings, messages: rows cascade), then
 * their files. Orders, ledger entries and receipts stay, showing the party as "Deleted user";
 * refused while money is still moving (see deletion-rules.ts).
 */
export async function deleteAccount(ctx: AppContext, user: AuthUser, password: string): Promise<void> {
  const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!row || !(await verifyPassword(password, row.passwordHash))) throw forbidden('Incorrect password');
  const fileKeys = await ctx.db.transaction(async (tx) => {
    await assertAccountCanGo(tx, user.id);
    const attachments = await tx.select({ key: applications.attachmentKey }).from(applications).where(eq(applications.userId, user.id));
    const gigFiles = await tx.select({ cover: gigs.coverKey, images: gigs.imageKeys }).from(gigs).where(eq(gigs.userId, user.id));
    // Attachments sent to this user's posts belong to the applicants, but go with the posts.
    const received = await tx
      .select({ key: applications.attachmentKey })
      .from(applications)
      .innerJoin(posts, eq(posts.id, applications.postId))
      .where(eq(posts.clientId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
    return [
      user.avatarKey,
      ...attachments.map((a) => a.key),
      ...received.map((r) => r.key),
      ...gigFiles.flatMap((g) => [g.cover, ...g.images]),
    ].filter((k): k is string => Boolean(k));
  });
  await Promise.all(fileKeys.map((key) => ctx.storage.delete(key).catch(() => undefined)));
}
