import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, idParam, pageSchema } from '@shared/schemas/common';
import {
  contentParams,
  contentStateSchema,
  hiddenContentQuery,
  hiddenItemSchema,
  optionalReasonSchema,
  reasonSchema,
  reportGroupSchema,
  reportQueueQuery,
  resolveReportSchema,
  resolveResultSchema,
  suspensionSchema,
} from '@shared/schemas/moderation';
import { requireAdmin } from '../../platform/auth';
import { ok, page } from '../../platform/envelope';
import { hideContent, resolveReport, restoreContent } from './decisions';
import { hiddenContent } from './hidden-list';
import { reportQueue } from './queue';
import { suspendUser, unsuspendUser } from './suspension';

const RESTORED = 'Restored by Workify';
const LIFTED = 'Suspension lifted';

/** The admin's moderation routes under /admin: the reports queue, hidden content, suspensions. */
export default async function moderationAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Before the body is validated: anyone but an admin hears 403 whatever they send.
  app.addHook('preValidation', async (request) => void requireAdmin(request));

  app.get(
    '/reports',
    { schema: { querystring: reportQueueQuery, response: { 200: pageSchema(reportGroupSchema) } } },
    async (request) => {
      const { items, nextCursor } = await reportQueue(ctx, request.query);
      return page(items, nextCursor, 'Reports');
    },
  );

  app.post(
    '/reports/:id/resolve',
    { schema: { params: idParam, body: resolveReportSchema, response: { 200: envelopeSchema(resolveResultSchema) } } },
    async (request) => {
      const { action, reason } = request.body;
      const result = await resolveReport(ctx, requireAdmin(request), request.params.id, action, reason, request.log);
      return ok(
        result,
        action === 'dismiss' ? 'Report dismissed' : action === 'hide' ? 'Content hidden' : 'Account suspended',
      );
    },
  );

  app.get(
    '/content/hidden',
    { schema: { querystring: hiddenContentQuery, response: { 200: pageSchema(hiddenItemSchema) } } },
    async (request) => {
      const { items, nextCursor } = await hiddenContent(ctx, request.query);
      return page(items, nextCursor, 'Hidden content');
    },
  );

  app.post(
    '/content/:type/:id/hide',
    { schema: { params: contentParams, body: reasonSchema, response: { 200: envelopeSchema(contentStateSchema) } } },
    async (request) =>
      ok(
        await hideContent(
          ctx,
          requireAdmin(request),
          request.params.type,
          request.params.id,
          request.body.reason,
          request.log,
        ),
        'Content hidden',
      ),
  );

  app.post(
    '/content/:type/:id/restore',
    {
      schema: {
        params: contentParams,
        body: optionalReasonSchema,
        response: { 200: envelopeSchema(contentStateSchema) },
      },
    },
    async (request) =>
      ok(
        await restoreContent(
          ctx,
          requireAdmin(request),
          request.params.type,
          request.params.id,
          request.body?.reason ?? RESTORED,
          request.log,
        ),
        'Content restored',
      ),
  );

  app.post(
    '/users/:id/suspend',
    { schema: { params: idParam, body: reasonSchema, response: { 200: envelopeSchema(suspensionSchema) } } },
    async (request) =>
      ok(
        await suspendUser(ctx, requireAdmin(request), request.params.id, request.body.reason, request.log),
        'Account suspended',
      ),
  );

  app.post(
    '/users/:id/unsuspend',
    { schema: { params: idParam, body: optionalReasonSchema, response: { 200: envelopeSchema(suspensionSchema) } } },
    async (request) =>
      ok(
        await unsuspendUser(ctx, requireAdmin(request), request.params.id, request.body?.reason ?? LIFTED, request.log),
        'Suspension lifted',
      ),
  );
}
