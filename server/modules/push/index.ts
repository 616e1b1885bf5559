// What other modules (and app.ts) may use of push: they import from here, never from its files (a lint checks).
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { pruneClaims, pushNotification } from './send';

/**
 * Pushes every bell notification once it is committed: the live event bus hears it after the
 * commit, and the sending runs after that, through `later`, off the path of the request that
 * made it. Returns the stop for the hourly pruning of sent claims.
 */
export function startPush(ctx: AppContext, log: FastifyBaseLogger): () => void {
  ctx.events.tap((userId, eventId, event) => {
    if (event.type !== 'notification.created') return;
    ctx.later.run('sending a push', () => pushNotification(ctx, log, eventId, userId, event.notificationId));
  });
  const prune = () => void pruneClaims(ctx).catch((err: unknown) => log.warn({ err }, 'could not prune push claims'));
  const timer = setInterval(prune, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
