import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '@shared/schemas/events';

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The named events and the data events received so far, in order. */
  received: ({ event: 'ready' } | LiveEvent)[];
  /** The `id:` of each received data event, in order. */
  ids: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Resolves with the first received event matching `match`, waiting up to `ms` (10 s: a loaded CI machine is slow, and only a failure waits that long). */
  waitFor(
    match: (e: EventStream['received'][number]) => boolean,
    ms?: number,
  ): Promise<EventStream['received'][number]>;
  close(): void;
}

/** Starts listening on a free port (once) and returns its base URL. */
export async function listenOnce(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Opens GET /api/v1/events over real HTTP and parses the stream as it arrives. */
export function openEventStream(baseUrl: string, cookie?: string, lastEventId?: string): Promise<EventStream> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}/api/v1/events`, { headers }, (res) => {
      const received: EventStream['received'] = [];
      const ids: string[] = [];
      const ended = new Promise<void>((done) => res.on('close', done));
      const waiters = new Set<() => void>();
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const name = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          const id = lines.find((l) => l.startsWith('id: '))?.slice(4);
          if (id) ids.push(id);
          if (name === 'ready') received.push({ event: 'ready' });
          else if (data) received.push(JSON.parse(data) as LiveEvent);
        }
        for (const wake of waiters) wake();
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        received,
        ids,
        ended,
        waitFor: (match, ms = 10_000) =>
          new Promise((done, fail) => {
            const check = () => {
              const hit = received.find(match);
              if (!hit) return;
              waiters.delete(check);
              clearTimeout(timer);
              done(hit);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${ms} ms; received ${JSON.stringify(received)}`));
            }, ms);
            waiters.add(check);
            check();
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}
