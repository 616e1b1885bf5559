import Bowser from 'bowser';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { ActiveSession } from '@shared/schemas/users';
import { sessions } from '../../db/schema';
import { hashToken } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';

/** More than anyone signs in from; the list stays one bounded query. */
const LIST_MAX = 100;

/** 'Chrome 120' and 'Linux' from a User-Agent; 'Unknown …' when it says nothing useful. */
export function describeAgent(userAgent: string | null): { browser: string; system: string } {
  if (!userAgent) return { browser: 'Unknown browser', system: 'Unknown system' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? `${parsed.browser.name}${major ? ` ${major}` : ''}` : 'Unknown browser';
  const system = parsed.os.name
    ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : ''}`
    : 'Unknown system';
  return { browser, system };
}

/** GET /users/sessions: the account's unexpired sessions, last used first; `current` marks the caller's. */
export async function listSessions(ctx: AppContext, userId: string, currentToken: string): Promise<ActiveSession[]> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(LIST_MAX);
  const current = hashToken(currentToken);
  return rows.map((s) => ({
    _id: s.id,
    ...describeAgent(s.userAgent),
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s.tokenHash === current,
  }));
}

/**
 * DELETE /users/sessions/{id}: only the account's own (another's is a 404, as if it did not
 * exist). Answers whether it was the caller's own session. The row's deletion tells every
 * instance's session cache (migration 0011); this one forgets the user's entries at once.
 */
export async function endSession(
  ctx: AppContext,
  userId: string,
  id: string,
  currentToken: string,
): Promise<{ current: boolean }> {
  const [gone] = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ tokenHash: sessions.tokenHash });
  if (!gone) throw notFound('Session');
  ctx.sessions.evictUser(userId);
  return { current: gone.tokenHash === hashToken(currentToken) };
}

/** POST /users/sessions/revoke-others: every session of the account but the caller's; answers how many ended. */
export async function endOtherSessions(ctx: AppContext, userId: string, currentToken: string): Promise<number> {
  const gone = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(currentToken))))
    .returning({ id: sessions.id });
  ctx.sessions.evictUser(userId);
  return gone.length;
}
