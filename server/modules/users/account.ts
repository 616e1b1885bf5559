import { and, eq, gt, inArray, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { ChangePasswordInput } from '@shared/schemas/users';
import type { Db } from '../../db/client';
import { applications, conversations, gigs, offers, passwordResets, posts, sessions, users } from '../../db/schema';
import { hashToken, newToken, type AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { said, write, writer } from '../../platform/mail-text';
import { fieldError, forbidden, HttpError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { countHit } from '../../platform/rate-limit';
import { hasHire } from '../posts';
import { assertAccountCanGo, assertNotLastAdmin } from './deletion-rules';
import { assertStrongPassword } from './password-strength';
import { findUserByEmail } from './service';

const RESET_TTL_MS = 60 * 60 * 1000;

/** Marks every unused reset link of the user as used; call it whenever the password changes. */
export async function endOutstandingResets(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** At most this many reset mails per account per hour, so nobody can flood an inbox with them. */
const RESET_MAILS_PER_HOUR = 3;

/**
 * Starts mailing a single-use reset link and returns at once: the lookup, the link and the mail
 * happen after the answer, so neither the answer nor its timing says whether the email is
 * known. Past RESET_MAILS_PER_HOUR for the account, nothing is sent, silently.
 */
export function forgotPassword(ctx: AppContext, email: string): void {
  ctx.later.run('password reset mail', () => mailResetLink(ctx, email));
}

async function mailResetLink(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  const { current } = await countHit(ctx.db, 'reset-mail', user.id, 60 * 60_000);
  if (current > RESET_MAILS_PER_HOUR) return;
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    // Only the newest link works: a new request ends every older one.
    await endOutstandingResets(tx, user.id);
    await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  });
  // Only the configured public address: a Host or X-Forwarded-Host header must never
  // choose where the mailed link points (reset-link poisoning).
  const link = `${ctx.config.publicUrl}/resetpassword/${token}`;
  const say = writer(user, 'reset');
  await ctx.mailer.send({
    to: user.email,
    subject: say('subject'),
    text: [
      write(user, said('mails.hello', { name: user.fullName })),
      '',
      say('open'),
      '',
      link,
      '',
      say('notYou'),
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
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) throw fieldError('token', 'this reset link is invalid or has expired');
    // A weak password rolls the claim back: the link still works for a stronger one.
    const [owner] = await tx
      .select({ fullName: users.fullName, username: users.username, email: users.email })
      .from(users)
      .where(eq(users.id, reset.userId));
    assertStrongPassword(password, [owner?.fullName, owner?.username, owner?.email]);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, reset.userId));
    await endOutstandingResets(tx, reset.userId);
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
    return reset.userId;
  });
}

/** Wrong current passwords allowed per account in 15 minutes before the form is refused (429). */
const CHANGE_TRIES = 10;

/**
 * POST /users/change-password: the current password proves the person, the new one must be
 * strong; every other session of the account ends (a thief signed in elsewhere is out), this
 * one stays. Unused reset links die with the old password.
 */
export async function changePassword(
  ctx: AppContext,
  user: AuthUser,
  sessionToken: string,
  input: ChangePasswordInput,
): Promise<void> {
  const { current, ttl } = await countHit(ctx.db, 'change-password', user.id, 15 * 60_000);
  if (current > CHANGE_TRIES)
    throw new HttpError(429, `Too many tries; try again in ${Math.max(1, Math.ceil(ttl / 60_000))} minutes`);
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row || !(await verifyPassword(input.currentPassword, row.passwordHash)))
    throw fieldError('currentPassword', 'Your current password is not right');
  if (input.newPassword === input.currentPassword)
    throw fieldError('newPassword', 'Choose a password other than your current one');
  assertStrongPassword(input.newPassword, [user.fullName, user.username, user.email], 'newPassword');
  const passwordHash = await hashPassword(input.newPassword, ctx.config.passwordHashCost);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await endOutstandingResets(tx, user.id);
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, hashToken(sessionToken))));
  });
  ctx.sessions.evictUser(user.id);
}

/**
 * What the leaver shares with others stays for them (their id goes null: migration 0030):
 * conversations, offers, reports. Their open offers close, as nothing more can happen with
 * them; a conversation whose other party already left has nobody to keep it and goes.
 */
async function releaseSharedRecords(tx: Db, userId: string): Promise<void> {
  await tx
    .update(offers)
    .set({ status: 'withdrawn', respondedAt: sql`coalesce(${offers.respondedAt}, now())`, updatedAt: sql`now()` })
    .where(
      and(
        or(eq(offers.clientId, userId), eq(offers.freelancerId, userId)),
        inArray(offers.status, ['pending', 'accepted']),
      ),
    );
  await tx
    .delete(conversations)
    .where(
      or(
        and(eq(conversations.clientId, userId), isNull(conversations.freelancerId)),
        and(eq(conversations.freelancerId, userId), isNull(conversations.clientId)),
      ),
    );
}

/**
 * Deletes the account and what it owns (profile, listings, messages: rows cascade), then
 * their files. Orders, ledger entries and receipts stay, showing the party as "Deleted user",
 * as do the conversations, offers and reports shared with others (releaseSharedRecords) and
 * the posts someone was hired for, with every application to them;
 * refused while money is still moving (see deletion-rules.ts).
 */
export async function deleteAccount(ctx: AppContext, user: AuthUser, password: string): Promise<void> {
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row || !(await verifyPassword(password, row.passwordHash))) throw forbidden('Incorrect password');
  const fileKeys = await ctx.db.transaction(async (tx) => {
    // Locked first, as a payment's confirmation locks its buyer before the order: the two run
    // one after the other, so a payment cannot land between the checks and the deletion.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await assertAccountCanGo(tx, user.id);
    await assertNotLastAdmin(tx, user.id);
    const attachments = await tx
      .select({ key: applications.attachmentKey })
      .from(applications)
      .where(eq(applications.userId, user.id));
    const gigFiles = await tx
      .select({ cover: gigs.coverKey, images: gigs.imageKeys })
      .from(gigs)
      .where(eq(gigs.userId, user.id));
    // Attachments sent to this user's posts belong to the applicants, but go with the posts.
    const received = await tx
      .select({ key: applications.attachmentKey })
      .from(applications)
      .innerJoin(posts, eq(posts.id, applications.postId))
      .where(and(eq(posts.clientId, user.id), not(hasHire)));
    // A post someone was hired for stays for that freelancer (its client_id goes null: 0032).
    await tx.delete(posts).where(and(eq(posts.clientId, user.id), not(hasHire)));
    await releaseSharedRecords(tx, user.id);
    // Their reviews go with them (a cascade): the ratings of the freelancers they reviewed follow.
    await tx.execute(sql`update users u set review_stars = u.review_stars - s.stars, review_count = u.review_count - s.n
      from (select seller_id, sum(star)::int as stars, count(*)::int as n from reviews
            where user_id = ${user.id} and hidden_at is null group by seller_id) s
      where u.id = s.seller_id`);
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
