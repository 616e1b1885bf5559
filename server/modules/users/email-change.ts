import { and, eq, ne } from 'drizzle-orm';
import type { ChangeEmailInput } from '@shared/schemas/users';
import { emailVerifications, users } from '../../db/schema';
import { hashToken, newToken, type AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { said, write, writer } from '../../platform/mail-text';
import { fieldError, HttpError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { countHit, peekHits } from '../../platform/rate-limit';
import { mailSecurityNotice, security } from '../../platform/security-notice';
import { endOutstandingVerifications } from './verification';

const CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_TRIES = 10;

/**
 * POST /users/change-email (issue 32): the password proves the owner; a link goes to the new
 * address and the account keeps the old one until it is followed (POST /users/verify-email/{token});
 * the old address is told at once, so a thief's change does not go unnoticed.
 */
export async function requestEmailChange(ctx: AppContext, user: AuthUser, input: ChangeEmailInput): Promise<void> {
  const { current, ttl } = await peekHits(ctx.db, 'change-email', user.id);
  if (current >= MAX_TRIES)
    throw new HttpError(429, `Too many tries; try again in ${Math.max(1, Math.ceil(ttl / 60_000))} minutes`);
  const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!row || !(await verifyPassword(input.password, row.hash))) {
    await countHit(ctx.db, 'change-email', user.id, 60 * 60_000);
    throw fieldError('password', 'Incorrect password');
  }
  if (input.newEmail === user.email) throw fieldError('newEmail', 'This is already your email');
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.newEmail), ne(users.id, user.id)))
    .limit(1);
  if (taken)
    throw new HttpError(409, 'newEmail: An account already uses this email', [
      { field: 'newEmail', message: 'An account already uses this email' },
    ]);
  await countHit(ctx.db, 'change-email', user.id, 60 * 60_000);
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    await endOutstandingVerifications(tx, user.id);
    await tx.insert(emailVerifications).values({
      userId: user.id,
      email: input.newEmail,
      previousEmail: user.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + CHANGE_TTL_MS),
    });
  });
  const link = `${ctx.config.publicUrl}/verify-email/${token}`;
  const say = writer(user, 'emailChange');
  ctx.later.run('email change mail', () =>
    ctx.mailer.send({
      to: input.newEmail,
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
    }),
  );
  mailSecurityNotice(ctx, user, security('emailChangeAsked'), [security('emailWould', { email: input.newEmail })]);
}
