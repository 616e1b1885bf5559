import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeSchema } from '@shared/schemas/common';

const readyAnswer = { response: { 200: envelopeSchema(z.object({ database: z.string() })) } };
const liveAnswer = { response: { 200: envelopeSchema(z.object({ uptime: z.number() })) } };

/** How long readiness waits for the database before calling it down. */
const DB_TIMEOUT_MS = 2_000;

/**
 * /health/live: the process answers (restart it if not). /health/ready: it can serve
 * traffic: the database answers and it is not shutting down (take it out of the balancer
 * if not). /health is the readiness answer, kept for existing checks.
 */
export default async function healthRoutes(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  const ready = async (reply: FastifyReply) => {
    if (closing) return reply.status(503).send({ statusCode: 503, success: false, message: 'Shutting down' });
    try {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, fail) => {
        timer = setTimeout(() => fail(new Error('timeout')), DB_TIMEOUT_MS);
      });
      await Promise.race([app.ctx.db.execute(sql`SELECT 1`), timeout]).finally(() => clearTimeout(timer));
      return { statusCode: 200, success: true, data: { database: app.ctx.database.kind }, message: 'ok' };
    } catch {
      return reply.status(503).send({ statusCode: 503, success: false, message: 'Database unavailable' });
    }
  };

  app.get('/', { schema: readyAnswer }, async (_request, reply) => ready(reply));
  app.get('/ready', { schema: readyAnswer }, async (_request, reply) => ready(reply));
  app.get('/live', { schema: liveAnswer }, async () => ({
    statusCode: 200,
    success: true,
    data: { uptime: Math.round(process.uptime()) },
    message: 'ok',
  }));
}
