import { and, eq, getTableColumns, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SUSPENDED_LOGIN } from '@shared/schemas/moderation';
import { loginChallenges, users } from '../../db/schema';
import { hashToken, newToken, type AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { forbidden, unauthorized } from '../../platform/errors';
import { checkSecondFactor } from './two-factor';

/** The pending second step rides in its own cookie, sent to the login routes only. */
export const CHALLENGE_COOKIE = 'workify_2fa';
const CHALLENGE_PATH = '/api/v1/users/login';
const CHALLENGE_TTL_MS = 5 * 60_000;
const NO_CHALLENGE = 'Sign in with your password first: the code is asked within 5 minutes of it';

const { passwordHash: _omit, ...publicColumns } = getTableColumns(users);

/** The password was right for an account with two-step sign-in: no session yet, a 5-minute challenge. */
export async function startChallenge(ctx: AppContext, reply: FastifyReply, userId: string): Promise<void> {
  const token = newToken();
  await ctx.db
    .insert(loginChallenges)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  reply.setCookie(CHALLENGE_COOKIE, token, {
    path: CHALLENGE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.secureCookies,
    maxAge: CHALLENGE_TTL_MS / 1000,
  });
}

/**
 * POST /users/login/2fa: the challenge's account gives a current app code or an unused recovery
 * code. A wrong code leaves the challenge for another try (within the account's limit of wrong
 * codes); the right one uses it up. Answers the account to start the session for.
 */
export async function finishChallenge(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
): Promise<AuthUser> {
  const token = request.cookies[CHALLENGE_COOKIE];
  if (!token) throw unauthorized(NO_CHALLENGE);
  const live = and(
    eq(loginChallenges.tokenHash, hashToken(token)),
    isNull(loginChallenges.usedAt),
    gt(loginChallenges.expiresAt, new Date()),
  );
  const [challenge] = await ctx.db
    .select({ id: loginChallenges.id, userId: loginChallenges.userId })
    .from(loginChallenges)
    .where(live)
    .limit(1);
  if (!challenge) throw unauthorized(NO_CHALLENGE);
  await checkSecondFactor(ctx, challenge.userId, code, { recovery: true });
  const [claimed] = await ctx.db
    .update(loginChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(loginChallenges.id, challenge.id), live))
    .returning({ id: loginChallenges.id });
  if (!claimed) throw unauthorized(NO_CHALLENGE);
  reply.clearCookie(CHALLENGE_COOKIE, { path: CHALLENGE_PATH });
  const [user] = await ctx.db.select(publicColumns).from(users).where(eq(users.id, challenge.userId)).limit(1);
  if (!user) throw unauthorized(NO_CHALLENGE);
  if (user.suspendedAt) throw forbidden(SUSPENDED_LOGIN);
  return user;
}
