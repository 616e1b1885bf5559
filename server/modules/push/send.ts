import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushPayload } from '@shared/schemas/push';
import { pushClaims, pushPreferences, pushSubscriptions, sessions } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { findNotification } from '../notifications';
import { vapidKeys } from './vapid';

/** How long a push service keeps a push for a browser that is offline: a day, like the bell's live events. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in this time is given up on (the push is lost, the bell keeps it). */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Pushes a committed bell notification to its person's browsers, unless they switched its kind
 * off. Called once per instance for every `notification.created` live event (each instance
 * hears every NOTIFY, and only after the commit); the first instance to claim the event's id
 * sends it, the others do nothing. The payload is the bell's text and link, nothing more.
 */
export async function pushNotification(
  ctx: AppContext,
  log: FastifyBaseLogger,
  eventId: number,
  userId: string,
  notificationId: string,
): Promise<void> {
  const subscriptions = await ctx.db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    // Only devices whose session is still alive: an expired one has signed out in effect.
    .innerJoin(sessions, and(eq(sessions.id, pushSubscriptions.sessionId), gt(sessions.expiresAt, sql`now()`)))
    .where(eq(pushSubscriptions.userId, userId));
  if (!subscriptions.length) return;
  const notification = await findNotification(ctx.db, userId, notificationId);
  if (!notification) return;
  const [prefs] = await ctx.db
    .select({ off: pushPreferences.off })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId));
  if (prefs?.off.includes(notification.type)) return;
  const claimed = await ctx.db
    .insert(pushClaims)
    .values({ eventId })
    .onConflictDoNothing()
    .returning({ eventId: pushClaims.eventId });
  if (!claimed.length) return;

  const payload: PushPayload = { title: notification.text, link: notification.link };
  const keys = vapidKeys(ctx.config);
  await Promise.all(
    subscriptions.map(async (subscription) => {
      // web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID); the request goes out through
      // fetch, with a timeout, instead of web-push's own https-only sender.
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: ctx.config.push.subject, ...keys },
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      );
      // The endpoint's path is a capability for this browser: logs name only its host.
      const service = new URL(subscription.endpoint).host;
      let status: number;
      try {
        const res = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        status = res.status;
        await res.body?.cancel();
      } catch (err) {
        log.warn({ service, reason: (err as Error).name }, 'could not reach a push service');
        return;
      }
      if (status === 404 || status === 410) {
        // The browser unsubscribed or the subscription expired: it will never take a push again.
        await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
      } else if (status < 200 || status >= 300) {
        log.warn({ service, status }, 'a push service refused a push');
      }
    }),
  );
}

/** Forgets claims older than the push services keep a push: no instance can still be about to send them. */
export async function pruneClaims(ctx: AppContext): Promise<void> {
  await ctx.db
    .delete(pushClaims)
    .where(lt(pushClaims.createdAt, sql`now() - make_interval(secs => ${2 * TTL_SECONDS})`));
}
