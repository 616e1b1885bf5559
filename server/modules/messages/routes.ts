import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { barePageQuery, envelopeSchema, NEXT_CURSOR_HEADER } from '@shared/schemas/common';
import {
  messageFileParams,
  messageListSchema,
  messageSchema,
  messagesParam,
  sendMessageSchema,
} from '@shared/schemas/messages';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { extOfKey } from '../../platform/file-names';
import { sendPrivateFile } from '../../platform/uploads';
import { messageFile, readMessageUpload, sendWithFiles } from './attachments';
import { listMessages, sendMessage } from './service';

export default async function messagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('preValidation', async (request) => void requireUser(request));

  // The bare list, oldest first; the cursor for the page of older messages rides in a header.
  app.get(
    '/:conversationId',
    { schema: { params: messagesParam, querystring: barePageQuery, response: { 200: messageListSchema } } },
    async (request, reply) => {
      const { items, nextCursor } = await listMessages(
        ctx,
        requireUser(request),
        request.params.conversationId,
        request.query,
      );
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );

  // SPEC.md's JSON send, exactly as the original client makes it.
  app.post(
    '/',
    { schema: { body: sendMessageSchema, response: { 201: envelopeSchema(messageSchema) } } },
    async (request, reply) => {
      const message = await sendMessage(ctx, requireUser(request), request.body);
      return reply.status(201).send(ok(message, 'Message sent', 201));
    },
  );

  // A send with files: multipart to the conversation's own message collection, so the JSON
  // route above keeps its contract exactly.
  app.post(
    '/:conversationId',
    { schema: { params: messagesParam, response: { 201: envelopeSchema(messageSchema) } } },
    async (request, reply) => {
      const message = await sendWithFiles(
        ctx,
        requireUser(request),
        request.params.conversationId,
        await readMessageUpload(request),
      );
      return reply.status(201).send(ok(message, 'Message sent', 201));
    },
  );

  app.get(
    '/:conversationId/:messageId/files/:index',
    { schema: { params: messageFileParams } },
    async (request, reply) => {
      const { conversationId, messageId, index } = request.params;
      const { stream, size, file } = await messageFile(ctx, requireUser(request), conversationId, messageId, index);
      return sendPrivateFile(
        reply,
        { stream, size },
        { name: file.name, ext: extOfKey(file.key), inline: file.type.startsWith('image/') },
      );
    },
  );
}
