import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactSchema } from '@shared/schemas/contact';
import { messageOnlySchema } from '@shared/schemas/common';
import { ok } from '../../platform/envelope';
import { submitContact } from './service';

export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = { rateLimit: { max: app.ctx.config.authRateLimit, timeWindow: '1 minute' } };
  app.post(
    '/',
    { config: limit, schema: { body: contactSchema, response: { 201: messageOnlySchema } } },
    async (request, reply) => {
      await submitContact(app.ctx, request.body);
      return reply.status(201).send(ok(null, 'Message sent', 201));
    },
  );
}
