import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { demoAccountsResponse } from '@shared/schemas/demo';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { listDemoAccounts } from './service';

export default async function demoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // Public on purpose (PUBLIC_OPERATIONS): the demo password is printed at start and meant to be shared.
  app.get('/accounts', { schema: { tags: ['demo'], response: { 200: demoAccountsResponse } } }, async () => {
    const accounts = await listDemoAccounts(ctx);
    if (!accounts.length) throw notFound('Demo data');
    return ok(accounts, 'Demo accounts');
  });
}
