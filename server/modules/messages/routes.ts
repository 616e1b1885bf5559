import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuery } from '@shared/schemas/common';
import { conversationIdParam, sendMessageSchema } from '@shared/schemas/messages';
import { requireUser } from '../../platform/auth';
import { ok, page } from '../../platform/envelope';
import { listMessages, sendMessage } from './service';

export default async function messagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('preValidation', async (request) => void requireUser(request));

  app.get('/:conversationId', { schema: { params: conversationIdParam, querystring: pageQuery } }, async (request) => {
    const { items, nextCursor } = await listMessages(ctx, requireUser(request), request.params.conversationId, request.query);
    return page(items, nextCursor, 'Messages');
  });

  app.post('/', { schema: { body: sendMessageSchema } }, async (request, reply) => {
    const message = await sendMessage(ctx, requireUser(request), request.body);
    return reply.status(201).send(ok(message, 'Message sent', 201));
  });
}
