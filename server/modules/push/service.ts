import { and, eq, sql } from 'drizzle-orm';
import type { PushPreferences, PushSubscriptionInput } from '@shared/schemas/push';
import type { NotificationType } from '@shared/schemas/notifications';
import { pushPreferences, pushSubscriptions, sessions } from '../../db/schema';
import { hashToken, type AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { fieldError, unauthorized } from '../../platform/errors';

/** Browsers per person: a phone, a laptop, a few profiles; more is a script, not a person. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Push services are reached over https only; the tests' local push service is plain http on
 * loopback, allowed in the test environment alone (the server would otherwise post to any
 * address a caller names, inside its own network too).
 */
function checkEndpoint(ctx: AppContext, endpoint: string): void {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return;
  if (ctx.config.env === 'test' && url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return;
  throw fieldError('endpoint', 'Endpoint must be an https URL');
}

/**
 * Stores this browser's subscription for the person and the session (`token`, the cookie) that
 * turned it on; the same endpoint again replaces its keys, person and session (another person
 * signed in on this device takes it over).
 */
export async function subscribe(
  ctx: AppContext,
  user: AuthUser,
  token: string,
  input: PushSubscriptionInput,
): Promise<void> {
  checkEndpoint(ctx, input.endpoint);
  await ctx.db.transaction(async (tx) => {
    const [session] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    if (!session) throw unauthorized();
    // One person's count is checked under a lock on their account row, so parallel posts cannot pass it together.
    await tx.execute(sql`SELECT 1 FROM users WHERE id = ${user.id} FOR UPDATE`);
    const [row] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        has: sql<boolean>`bool_or(${pushSubscriptions.endpoint} = ${input.endpoint})`,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    if (!row?.has && (row?.count ?? 0) >= MAX_PUSH_SUBSCRIPTIONS) {
      // The oldest browser makes room: a person who reinstalls often is not locked out of push.
      await tx.execute(
        sql`DELETE FROM push_subscriptions WHERE id = (SELECT id FROM push_subscriptions WHERE user_id = ${user.id} ORDER BY updated_at LIMIT 1)`,
      );
    }
    const values = {
      userId: user.id,
      sessionId: session.id,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    };
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: sql`now()` } });
  });
}

/** Forgets this browser's subscription; only its owner's, and a missing one is already gone. */
export async function unsubscribe(ctx: AppContext, user: AuthUser, endpoint: string): Promise<boolean> {
  const rows = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, user.id), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function getPreferences(ctx: AppContext, user: AuthUser): Promise<PushPreferences> {
  const [row] = await ctx.db
    .select({ off: pushPreferences.off })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, user.id));
  return { off: (row?.off ?? []) as NotificationType[] };
}

export async function setPreferences(
  ctx: AppContext,
  user: AuthUser,
  input: PushPreferences,
): Promise<PushPreferences> {
  const off = [...new Set(input.off)].sort();
  await ctx.db
    .insert(pushPreferences)
    .values({ userId: user.id, off })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { off, updatedAt: sql`now()` } });
  return { off: off as NotificationType[] };
}
