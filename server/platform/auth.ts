import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, type users } from '../db/schema';
import { emailUnverified, forbidden, HttpError, unauthorized } from './errors';

export const ADMIN_NEEDS_2FA =
  'The admin console needs two-step sign-in or a passkey: open Security from your profile, turn on two-step sign-in with an authenticator app or add a passkey, then come back.';

export const SESSION_COOKIE = 'workify_session';

export type AuthUser = Omit<typeof users.$inferSelect, 'passwordHash'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded once per request from the session cookie. */
    user: AuthUser | null;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** What a new session records of the browser that signs in, for the owner's list of sessions. */
export interface SessionMeta {
  userAgent?: string;
  ip?: string;
}

export async function startSession(
  db: Db,
  reply: FastifyReply,
  userId: string,
  opts: { days: number; secure: boolean },
  meta: SessionMeta = {},
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + opts.days * 86_400_000);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    ip: meta.ip ?? null,
    reauthAt: new Date(),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    expires: expiresAt,
  });
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requireClient(request: FastifyRequest, message = 'Only clients can do this'): AuthUser {
  const user = requireUser(request);
  if (!user.isClient) throw forbidden(message);
  return user;
}

export function requireFreelancer(request: FastifyRequest, message = 'Only freelancers can do this'): AuthUser {
  const user = requireUser(request);
  if (user.isClient) throw forbidden(message);
  return user;
}

/**
 * Money routes (paying, withdrawing, the payout account, sending and accepting offers): only
 * once the account's e-mail is verified, a 403 with reason 'email_unverified' before (issue 32).
 */
export function requireVerifiedEmail<T extends AuthUser>(user: T): T {
  if (!user.emailVerifiedAt) throw emailUnverified();
  return user;
}

/** An administrator's powers (the console, hidden content, any dispute) need two-step sign-in on, or a passkey (issue 32). */
export const actsAsAdmin = (user: Pick<AuthUser, 'isAdmin' | 'totpEnabledAt' | 'passkeyCount'>) =>
  user.isAdmin && (user.totpEnabledAt !== null || user.passkeyCount > 0);

/** How long a proof of the owner (the password or a code) lets money and security changes through. */
export const REAUTH_WINDOW_MS = 10 * 60_000;

/**
 * Step-up (issue 32): changing the payout account, withdrawing, turning two-step sign-in off need
 * the password or a code given in the last 10 minutes on this session, a 403 with reason
 * 'reauth_required' otherwise (POST /users/reauth gives it).
 */
export async function requireRecentAuth(db: Db, request: FastifyRequest): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  const [row] = token
    ? await db
        .select({ at: sessions.reauthAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
        .limit(1)
    : [];
  if (!row?.at || Date.now() - row.at.getTime() > REAUTH_WINDOW_MS) {
    throw new HttpError(
      403,
      'Please confirm it is you: type your password (or a code from your app) again.',
      undefined,
      'reauth_required',
    );
  }
}

/** Admin-only routes: the role is read from the user row on every request, never from the client. */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden('Only administrators can do this');
  // An operator account can suspend people and move money: never on a password alone (issue 32).
  if (!actsAsAdmin(user)) throw new HttpError(403, ADMIN_NEEDS_2FA, undefined, 'two_factor_required');
  return user;
}
