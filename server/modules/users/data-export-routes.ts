import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataExportSchema } from '@shared/schemas/data-export';
import { requireRecentAuth, requireUser } from '../../platform/auth';
import { exportPersonalData } from './data-export';

/** GET /users/export (GDPR, issue 32): the person's data as a JSON attachment; step-up first. */
export default async function dataExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.get('/export', { schema: { response: { 200: dataExportSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    await requireRecentAuth(ctx.db, request);
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('content-disposition', `attachment; filename="workify-data-${day}.json"`)
      .header('cache-control', 'no-store');
    return exportPersonalData(ctx, user.id);
  });
}
