import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOverviewResponse,
  adminUserPageSchema,
  adminUsersQuery,
  auditPageSchema,
  auditQuery,
} from '@shared/schemas/admin';
import { requireAdmin } from '../../platform/auth';
import { ok, page } from '../../platform/envelope';
import { adminOverview } from './queries';
import { listAdminUsers, listAudit } from './service';

/** The admin console's reads. Every route is the admins' only: checked before validation, so others learn nothing from a 400. */
export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('preValidation', async (request) => void requireAdmin(request));

  app.get('/overview', { schema: { tags: ['admin'], response: { 200: adminOverviewResponse } } }, async () =>
    ok(await adminOverview(ctx.db), 'Overview'),
  );

  app.get(
    '/users',
    { schema: { tags: ['admin'], querystring: adminUsersQuery, response: { 200: adminUserPageSchema } } },
    async (request) => {
      const { items, nextCursor } = await listAdminUsers(ctx, request.query);
      return page(items, nextCursor, 'Users');
    },
  );

  app.get(
    '/audit',
    { schema: { tags: ['admin'], querystring: auditQuery, response: { 200: auditPageSchema } } },
    async (request) => {
      const { items, nextCursor } = await listAudit(ctx, request.query);
      return page(items, nextCursor, 'Audit log');
    },
  );
}
