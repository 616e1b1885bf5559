import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, pageQuery } from '@shared/schemas/common';
import { pairKeyParam, startConversationSchema } from '@shared/schemas/conversations';
import { requireUser } from '../../platform/auth';
import { ok, page } from '../../platform/envelope';
import { countUnreadConversations, findConversationByPair, getConversation, listConversations, markConversationRead, startConversation } from './service';

export default async function conversationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('preValidation', async (request) => void requireUser(request));

  app.get('/', { schema: { querystring: pageQuery } }, async (request) => {
    const { items, nextCursor } = await listConversations(ctx, requireUser(request), request.query);
    return page(items, nextCursor, 'Conversations');
  });

  app.post('/', { schema: { body: startConversationSchema } }, async (request, reply) => {
    const { conversation, created } = await startConversation(ctx, requireUser(request), request.body.to);
    const status = created ? 201 : 200;
    return reply.status(status).send(ok(conversation, created ? 'Conversation created' : 'Conversation already exists', status));
  });

  app.get('/unread-count', async (request) => ok({ count: await countUnreadConversations(ctx, requireUser(request)) }, 'Unread conversations'));

  app.get('/single/:id', { schema: { params: pairKeyParam } }, async (request) =>
    ok(await findConversationByPair(ctx, requireUser(request), request.params.id), 'Conversation'),
  );

  app.get('/:id', { schema: { params: idParam } }, async (request) => ok(await getConversation(ctx, requireUser(request), request.params.id), 'Conversation'));

  app.put('/:id', { schema: { params: idParam } }, async (request) =>
    ok(await markConversationRead(ctx, requireUser(request), request.params.id), 'Conversation marked as read'),
  );
}
