import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { barePageQuery, countSchema, envelopeSchema, NEXT_CURSOR_HEADER } from '@shared/schemas/common';
import {
  conversationDetailSchema,
  conversationIdParam,
  conversationListSchema,
  conversationSchema,
  pairKeyParam,
  startConversationSchema,
} from '@shared/schemas/conversations';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import {
  countUnreadConversations,
  findConversationByPair,
  getConversation,
  listConversations,
  markConversationRead,
  startConversation,
} from './service';

const oneConversation = envelopeSchema(conversationSchema);

export default async function conversationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('preValidation', async (request) => void requireUser(request));

  // SPEC.md section 7 reads these as the bare body; a paged list's next cursor rides in a header.
  app.get(
    '/',
    { schema: { querystring: barePageQuery, response: { 200: conversationListSchema } } },
    async (request, reply) => {
      const { items, nextCursor } = await listConversations(ctx, requireUser(request), request.query);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );

  app.post(
    '/',
    { schema: { body: startConversationSchema, response: { 200: conversationSchema, 201: conversationSchema } } },
    async (request, reply) => {
      const { conversation, created } = await startConversation(ctx, requireUser(request), request.body.to);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.get('/unread-count', { schema: { response: { 200: envelopeSchema(countSchema) } } }, async (request) =>
    ok({ count: await countUnreadConversations(ctx, requireUser(request)) }, 'Unread conversations'),
  );

  app.get('/single/:id', { schema: { params: pairKeyParam, response: { 200: conversationSchema } } }, async (request) =>
    findConversationByPair(ctx, requireUser(request), request.params.id),
  );

  app.get(
    '/:id',
    { schema: { params: conversationIdParam, response: { 200: envelopeSchema(conversationDetailSchema) } } },
    async (request) => ok(await getConversation(ctx, requireUser(request), request.params.id), 'Conversation'),
  );

  app.put('/:id', { schema: { params: conversationIdParam, response: { 200: oneConversation } } }, async (request) =>
    ok(await markConversationRead(ctx, requireUser(request), request.params.id), 'Conversation marked as read'),
  );
}
