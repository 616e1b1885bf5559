import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/', async (_request, reply) => {
    try {
      await app.ctx.db.execute(sql`SELECT 1`);
      return { statusCode: 200, success: true, data: { database: app.ctx.database.kind }, message: 'ok' };
    } catch {
      return reply.status(503).send({ statusCode: 503, success: false, message: 'Database unavailable' });
    }
  });
}
