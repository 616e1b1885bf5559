import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerifications, users } from '../../db/schema';
import { hashToken, newToken, type AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { said, write, writer } from '../../platform/mail-text';
import { conflict, fieldError, HttpError, isUniqueViolation } from '../../platform/errors';
import { mailSecurityNotice, security } from '../../platform/security-notice';
import { countHit } from '../../platform/rate-limit';

const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
/** At most this many verification mails per account per hour (the sign-up's one included). */
const VERIFY_MAILS_PER_HOUR = 5;

/** Ends every unused verification link of the user: a new link, or a verified address, makes them moot. */
export async function endOutstandingVerifications(db: Db, userId: string): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}

/**
 * Mails a single-use link that proves `user.email` (24 h); only the newest link works. Done after
 * the answer (ctx.later), so a slow or failing mail server never fails the sign-up.
 */
export function mailVerificationLink(
  ctx: AppContext,
  user: Pick<AuthUser, 'id' | 'email' | 'fullName'> & Partial<Pick<AuthUser, 'locale'>>,
): void {
  ctx.later.run('verification mail', async () => {
    const token = newToken();
    await ctx.db.transaction(async (tx) => {
      await endOutstandingVerifications(tx, user.id);
      await tx.insert(emailVerifications).values({
        userId: user.id,
        email: user.email,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + VERIFY_TTL_MS),
      });
    });
    // Only the configured public address, never one a request's headers chose.
    const link = `${ctx.config.publicUrl}/verify-email/${token}`;
    // In the account's language (issue 33); no time in it, so no zone.
    const reader = { locale: user.locale ?? null, timeZone: null };
    const say = writer(reader, 'verify');
    await ctx.mailer.send({
      to: user.email,
      subject: say('subject'),
      text: [
        write(reader, said('mails.hello', { name: user.fullName })),
        '',
        say('open'),
        '',
        link,
        '',
        say('until'),
        say('notYou'),
      ].join('\n'),
    });
  });
}

/** POST /users/verify-email/resend: a new link, which ends the older ones; limited per account. */
export async function resendVerification(ctx: AppContext, user: AuthUser): Promise<void> {
  if (user.emailVerifiedAt) throw new HttpError(409, 'Your email is already verified');
  const { current, ttl } = await countHit(ctx.db, 'verify-mail', user.id, 60 * 60_000);
  if (current > VERIFY_MAILS_PER_HOUR)
    throw new HttpError(
      429,
      `Too many verification mails; try again in ${Math.max(1, Math.ceil(ttl / 60_000))} minutes`,
    );
  mailVerificationLink(ctx, user);
}

/**
 * POST /users/verify-email/{token}: claims the link (the UPDATE that checks it claims it, so it
 * works once under races) and marks the address verified, if it is still the account's address.
 * Returns the user's id.
 */
export async function verifyEmail(ctx: AppContext, token: string): Promise<string> {
  const done = await ctx.db
    .transaction(async (tx) => {
      const [link] = await tx
        .update(emailVerifications)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailVerifications.tokenHash, hashToken(token)),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, new Date()),
          ),
        )
        .returning({
          userId: emailVerifications.userId,
          email: emailVerifications.email,
          previousEmail: emailVerifications.previousEmail,
        });
      if (!link)
        throw fieldError('token', 'this verification link is invalid, already used or expired: ask for a new one');
      // A change of address moves the account to the new one only if it still uses the address it was asked from.
      const [user] = await tx
        .update(users)
        .set({ email: link.email, emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(users.id, link.userId), eq(users.email, link.previousEmail ?? link.email)))
        .returning({ id: users.id, fullName: users.fullName, locale: users.locale, timeZone: users.timeZone });
      if (!user) throw fieldError('token', 'this link was for an address the account no longer uses');
      await endOutstandingVerifications(tx, link.userId);
      return { user, link };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict('Another account uses this email now; nothing was changed');
      throw err;
    });
  // This instance's cached sessions see the change at once (others hear the users-row trigger).
  ctx.sessions.evictUser(done.user.id);
  if (done.link.previousEmail) {
    mailSecurityNotice(
      ctx,
      {
        email: done.link.previousEmail,
        fullName: done.user.fullName,
        locale: done.user.locale,
        timeZone: done.user.timeZone,
      },
      security('emailChanged'),
      [security('emailNow', { email: done.link.email })],
    );
  }
  return done.user.id;
}
