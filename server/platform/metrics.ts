import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { EventBus } from './events';

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Prometheus metrics at GET /metrics: request rate and latency per route, the database
 * pool, open event streams, and Node's own (memory, event loop, GC). With METRICS_TOKEN set
 * a scrape must send `Authorization: Bearer <token>`; without it /metrics is open on the
 * instance's own port, and deploy/nginx.conf never forwards it from the world.
 */
export async function registerMetrics(
  app: FastifyInstance,
  opts: { database: Database; events: EventBus; token?: string },
) {
  // One registry per app: tests run several apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'workify_event_streams_open',
    help: 'Open live event streams (SSE) on this instance',
    registers: [registry],
    collect() {
      this.set(opts.events.listenerCount());
    },
  });
  new Gauge({
    name: 'workify_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = opts.database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  // The labelled series of each method, route and status, looked up once: prom-client hashes
  // a labels object on every call, which is most of what recording a request costs.
  const series = new Map<string, { count: Counter.Internal; time: Histogram.Internal<'method' | 'route'> }>();
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids in paths would explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let s = series.get(key);
    if (!s) {
      s = {
        count: requests.labels(request.method, route, String(reply.statusCode)),
        time: latency.labels(request.method, route),
      };
      series.set(key, s);
    }
    s.count.inc();
    s.time.observe(reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (request, reply) => {
    if (opts.token) {
      const given = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      if (!sameSecret(given, opts.token))
        return reply.status(401).send({ statusCode: 401, success: false, message: 'Metrics need a valid token' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
