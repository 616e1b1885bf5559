import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { passkeyChallenges } from '../../db/schema';
import { hashToken, newToken } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { HttpError } from '../../platform/errors';

/**
 * Adding a passkey (bound to the signed-in account), signing in with one (no account yet), or
 * proving the signed-in owner again with one (step-up, bound to the account).
 */
export type Ceremony = 'register' | 'login' | 'reauth';

/** Each ceremony has its own cookie, sent only to its own two routes. */
const COOKIES: Record<Ceremony, { name: string; path: string }> = {
  register: { name: 'workify_passkey_add', path: '/api/v1/users/passkeys/register' },
  login: { name: 'workify_passkey_login', path: '/api/v1/users/login/passkey' },
  reauth: { name: 'workify_passkey_reauth', path: '/api/v1/users/reauth/passkey' },
};
/** Long enough for a person to find their phone; the browser's own prompt gives up sooner. */
const CEREMONY_TTL_MS = 5 * 60_000;
const STALE = 'This passkey request expired or was already used: please try again.';

/**
 * Remembers a ceremony's challenge for its browser: the cookie holds a random token, the row its
 * hash and the challenge's hash, so a database read gives neither. Spent rows are swept here.
 */
export async function startCeremony(
  ctx: AppContext,
  reply: FastifyReply,
  kind: Ceremony,
  challenge: string,
  userId: string | null,
): Promise<void> {
  const token = newToken();
  await ctx.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date()));
  await ctx.db.insert(passkeyChallenges).values({
    tokenHash: hashToken(token),
    challengeHash: hashToken(challenge),
    purpose: kind,
    userId,
    expiresAt: new Date(Date.now() + CEREMONY_TTL_MS),
  });
  reply.setCookie(COOKIES[kind].name, token, {
    path: COOKIES[kind].path,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.secureCookies,
    maxAge: CEREMONY_TTL_MS / 1000,
  });
}

/**
 * Uses the browser's ceremony up, whatever the answer then proves: a challenge is tried once.
 * Answers the check the WebAuthn library runs on the challenge the authenticator signed.
 */
export async function claimCeremony(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: Ceremony,
  userId: string | null,
): Promise<(challenge: string) => boolean> {
  const token = request.cookies[COOKIES[kind].name];
  reply.clearCookie(COOKIES[kind].name, { path: COOKIES[kind].path });
  if (!token || token.length > 100) throw new HttpError(400, STALE, undefined, 'passkey_challenge');
  const [claimed] = await ctx.db
    .update(passkeyChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passkeyChallenges.tokenHash, hashToken(token)),
        eq(passkeyChallenges.purpose, kind),
        userId ? eq(passkeyChallenges.userId, userId) : isNull(passkeyChallenges.userId),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ challengeHash: passkeyChallenges.challengeHash });
  if (!claimed) throw new HttpError(400, STALE, undefined, 'passkey_challenge');
  return (challenge) => hashToken(challenge) === claimed.challengeHash;
}
