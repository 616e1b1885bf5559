import { and, eq, getTableColumns, gt, isNull } from 'drizzle-orm';
import type { Db, PgChannel } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken, type AuthUser } from './auth';

/** Postgres triggers (migration 0008) announce ended sessions ('s:<hash>') and changed users ('u:<id>') here. */
export const SESSIONS_CHANNEL = 'workify_sessions';
/** How long a looked-up session is trusted without asking again; notifications usually end it sooner. */
const TTL_MS = 10_000;
/** A session's last_seen_at moves forward when a lookup finds it older than this: one write per session per few minutes. */
const LAST_SEEN_STEP_MS = 5 * 60_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  user: AuthUser | null;
  until: number;
}

const { passwordHash: _omit, ...publicColumns } = getTableColumns(users);

/**
 * Saves the session query on most signed-in requests. Correctness rests on eviction:
 * Postgres notifies every instance when a session row is deleted or a user row changes,
 * and the app evicts the user locally before answering any write of theirs, so a
 * logged-out or deleted session is refused by the very next request.
 */
export function createSessionCache(db: Db, channel: PgChannel) {
  const entries = new Map<string, Entry>();
  // Bumped by every eviction: a lookup that raced one must not store what it read.
  let generation = 0;
  let unlisten: (() => Promise<void>) | null = null;

  const evictUser = (userId: string) => {
    generation += 1;
    for (const [hash, entry] of entries) if (entry.user?.id === userId) entries.delete(hash);
  };
  const evictToken = (hash: string) => {
    generation += 1;
    entries.delete(hash);
  };

  async function load(hash: string): Promise<{ user: AuthUser | null; expiresAt: number }> {
    const [row] = await db
      .select({ user: publicColumns, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A suspended account's sessions are deleted with the suspension; this refuses any left (belt and braces).
      .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, new Date()), isNull(users.suspendedAt)))
      .limit(1);
    if (row && Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.tokenHash, hash));
    }
    return row ? { user: row.user, expiresAt: row.expiresAt.getTime() } : { user: null, expiresAt: Infinity };
  }

  return {
    async user(token: string): Promise<AuthUser | null> {
      const hash = hashToken(token);
      const now = Date.now();
      const hit = entries.get(hash);
      if (hit && hit.until > now) return hit.user;
      const seen = generation;
      const { user, expiresAt } = await load(hash);
      if (seen === generation) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(hash, { user, until: Math.min(now + TTL_MS, expiresAt) });
      }
      return user;
    },
    evictUser,
    evictToken,
    async start() {
      // Evictions sent while the LISTEN connection was down are lost: what was cached before
      // the reconnect is asked again rather than trusted for the rest of its ten seconds.
      const forgetAll = () => {
        generation += 1;
        entries.clear();
      };
      unlisten = await channel.listen(
        SESSIONS_CHANNEL,
        (payload) => {
          if (payload.startsWith('s:')) evictToken(payload.slice(2));
          else if (payload.startsWith('u:')) evictUser(payload.slice(2));
        },
        forgetAll,
        forgetAll,
      );
    },
    async stop() {
      entries.clear();
      await unlisten?.();
      unlisten = null;
    },
  };
}
