import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countSchema, envelopeSchema, idParam, pageQuery, pageSchema } from '@shared/schemas/common';
import { notificationSchema } from '@shared/schemas/notifications';
import { requireUser } from '../../platform/auth';
import { ok, page } from '../../platform/envelope';
import { countUnreadNotifications, listNotifications, markAllNotificationsRead, markNotificationRead } from './service';

export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('preValidation', async (request) => void requireUser(request));

  app.get(
    '/',
    { schema: { querystring: pageQuery, response: { 200: pageSchema(notificationSchema) } } },
    async (request) => {
      const { items, nextCursor } = await listNotifications(ctx, requireUser(request), request.query);
      return page(items, nextCursor, 'Notifications');
    },
  );

  app.get('/unread-count', { schema: { response: { 200: envelopeSchema(countSchema) } } }, async (request) =>
    ok({ count: await countUnreadNotifications(ctx, requireUser(request)) }, 'Unread notifications'),
  );

  app.put('/read-all', { schema: { response: { 200: envelopeSchema(countSchema) } } }, async (request) =>
    ok({ count: await markAllNotificationsRead(ctx, requireUser(request)) }, 'All notifications marked as read'),
  );

  app.put(
    '/:id/read',
    { schema: { params: idParam, response: { 200: envelopeSchema(notificationSchema) } } },
    async (request) =>
      ok(await markNotificationRead(ctx, requireUser(request), request.params.id), 'Notification marked as read'),
  );
}
