import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { requireUser, SESSION_COOKIE, userForSessionToken } from '../../platform/auth';

const HEARTBEAT_MS = 20_000;
/** Every this many heartbeats the session is checked again, so a logout or a deleted account ends the stream. */
const SESSION_CHECK_EVERY = 3;
/** How long the browser waits before reconnecting after a drop. */
const RETRY_MS = 3_000;

/**
 * GET /events: the signed-in user's live events as Server-Sent Events. Events carry ids;
 * the browser refetches what changed, and on each (re)connect it refetches everything,
 * which is how it catches up on what it missed while away.
 */
export default async function eventsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const open = new Set<ServerResponse>();
  // A stream never ends by itself: close them so the server can stop.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get('/', async (request, reply) => {
    const user = requireUser(request);
    const token = request.cookies[SESSION_COOKIE]!;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
    open.add(res);

    const unsubscribe = ctx.events.subscribe(user.id, (event) => res.write(`data: ${JSON.stringify(event)}\n\n`));
    let beats = 0;
    const heartbeat = setInterval(async () => {
      res.write(': ping\n\n');
      beats += 1;
      if (beats % SESSION_CHECK_EVERY !== 0) return;
      const still = await userForSessionToken(ctx.db, token).catch(() => undefined);
      if (still === null) res.end();
    }, HEARTBEAT_MS);
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res);
    });
  });
}
