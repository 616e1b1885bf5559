import { eq } from 'drizzle-orm';
import type { ReauthInput } from '@shared/schemas/users';
import { sessions, users } from '../../db/schema';
import { hashToken, type AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { fieldError, HttpError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { countHit, peekHits } from '../../platform/rate-limit';
import { checkSecondFactor } from './two-factor';

const MAX_WRONG_PASSWORDS = 10;

/**
 * POST /users/reauth: the password, or a current code of an account with two-step sign-in, proves
 * the owner again on this session for the next 10 minutes (requireRecentAuth). Wrong passwords
 * are limited per account; wrong codes share two-step sign-in's limit.
 */
export async function reauthenticate(
  ctx: AppContext,
  user: AuthUser,
  sessionToken: string,
  input: ReauthInput,
): Promise<void> {
  if (input.code !== undefined) {
    if (!user.totpEnabledAt) throw fieldError('code', 'Two-step sign-in is off: give your password instead');
    await checkSecondFactor(ctx, user.id, input.code, { recovery: false });
  } else {
    const { current, ttl } = await peekHits(ctx.db, 'reauth-fail', user.id);
    if (current >= MAX_WRONG_PASSWORDS)
      throw new HttpError(
        429,
        `Too many wrong passwords; try again in ${Math.max(1, Math.ceil(ttl / 60_000))} minutes`,
      );
    const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
    if (!row || !(await verifyPassword(input.password ?? '', row.hash))) {
      await countHit(ctx.db, 'reauth-fail', user.id, 15 * 60_000);
      throw fieldError('password', 'Incorrect password');
    }
  }
  await markRecentlyProven(ctx, sessionToken);
}

/** The session's owner was proven again just now (password, code or passkey): requireRecentAuth passes for 10 minutes. */
export async function markRecentlyProven(ctx: AppContext, sessionToken: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ reauthAt: new Date() })
    .where(eq(sessions.tokenHash, hashToken(sessionToken)));
}
