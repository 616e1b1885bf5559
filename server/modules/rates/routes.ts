import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminRateResponse,
  adminRatesResponse,
  currencyParam,
  publicRatesResponse,
  rateRemovedResponse,
  setRateSchema,
} from '@shared/schemas/rates';
import { requireAdmin } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { allRates, freshRates, removeRate, setRate } from './service';

/** The audit log's reason for a change made in the console. */
const CONSOLE = 'admin console';

/**
 * GET /rates (public, PUBLIC_OPERATIONS): the fresh rates, for the currency picker and the
 * approximations beside prices. The same for everyone and small: shared caches may keep it a
 * few minutes (a rate is dated by the day; a new one showing five minutes late harms nobody).
 */
export default async function ratesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.get('/', { schema: { tags: ['rates'], response: { 200: publicRatesResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return ok(await freshRates(ctx.db), 'Rates');
  });
}

/** The admin console's rate table under /admin/rates: list, set, remove. Admins only, checked before validation. */
export async function adminRatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('preValidation', async (request) => void requireAdmin(request));

  app.get('/rates', { schema: { tags: ['admin'], response: { 200: adminRatesResponse } } }, async () =>
    ok(await allRates(ctx.db), 'Rates'),
  );

  app.post(
    '/rates',
    { schema: { tags: ['admin'], body: setRateSchema, response: { 200: adminRateResponse } } },
    async (request) => {
      const admin = requireAdmin(request);
      const rate = await setRate(ctx.db, request.body, { actor: admin, reason: CONSOLE });
      return ok(rate, 'Rate saved');
    },
  );

  app.delete(
    '/rates/:currency',
    { schema: { tags: ['admin'], params: currencyParam, response: { 200: rateRemovedResponse } } },
    async (request) => {
      const admin = requireAdmin(request);
      return ok(await removeRate(ctx.db, request.params.currency, { actor: admin, reason: CONSOLE }), 'Rate removed');
    },
  );
}
