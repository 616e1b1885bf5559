import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { requireUser, SESSION_COOKIE } from '../../platform/auth';
import { sessionRef, type BusMessage } from '../../platform/events';

const HEARTBEAT_MS = 20_000;
/** How long the browser waits before reconnecting after a drop. */
const RETRY_MS = 3_000;
/** What a stream is told when the server stops: come back soon, to another instance. */
export const SHUTDOWN_RETRY_MS = 1_000;

/**
 * GET /events: the signed-in user's live events as Server-Sent Events. Each event has an
 * `id:`; a browser that reconnects sends Last-Event-ID and first gets what it missed (from
 * the stored events), then the live ones. A logout, a password reset or a deleted account
 * ends the stream at once, through the bus, on whichever instance holds it.
 */
export default async function eventsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const open = new Set<ServerResponse>();
  // A stream never ends by itself: close them so the server can stop, with a short retry.
  app.addHook('preClose', async () => {
    for (const res of open) res.end(`retry: ${SHUTDOWN_RETRY_MS}\n\n`);
  });

  app.get('/', async (request, reply) => {
    const user = requireUser(request);
    const session = sessionRef(request.cookies[SESSION_COOKIE]!);
    const lastEventId = request.headers['last-event-id'];
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

    const sent = new Set<string>();
    const deliver = (message: BusMessage) => {
      if (message.kind === 'event') {
        if (sent.has(message.id)) return;
        sent.add(message.id);
        res.write(`id: ${message.id}\ndata: ${JSON.stringify(message.event)}\n\n`);
      } else if (message.kind === 'sessions.ended' && (message.session === null || message.session === session)) {
        res.end();
      }
    };
    // During a replay, live events wait behind it, so the stream gets them in id order even
    // when one published before the reconnect is heard live only after the stream opened.
    let heldLive: BusMessage[] | null = typeof lastEventId === 'string' && lastEventId ? [] : null;
    const onMessage = (message: BusMessage) => {
      if (heldLive && message.kind === 'event') heldLive.push(message);
      else deliver(message);
    };
    const unsubscribe = ctx.events.subscribe(user.id, onMessage);
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res);
    });
    // Subscribed first, then the replay: an event published in between is sent once.
    if (heldLive) {
      const missed = await ctx.events.missed(user.id, String(lastEventId)).catch(() => []);
      const live = heldLive;
      heldLive = null;
      if (!res.writableEnded) for (const message of [...missed, ...live]) deliver(message);
    }
  });
}
