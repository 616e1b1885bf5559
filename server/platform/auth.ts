import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from './errors';

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

const { passwordHash: _omit, ...publicColumns } = getTableColumns(users);

export async function userForSessionToken(db: Db, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select(publicColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date()), isNull(users.suspendedAt)))
    .limit(1);
  return row ?? null;
}

export async function startSession(db: Db, reply: FastifyReply, userId: string, opts: { days: number; secure: boolean }) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + opts.days * 86_400_000);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
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

/** Admin-only routes: the role is read from the user row on every request, never from the client. */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden('Only administrators can do this');
  return user;
}
