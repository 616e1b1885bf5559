import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedSchema, envelopeSchema, pageQuery, pageSchema } from '@shared/schemas/common';
import { savedSearchInput, savedSearchParams, savedSearchSchema } from '@shared/schemas/saved-searches';
import { requireUser } from '../../platform/auth';
import { ok, page } from '../../platform/envelope';
import { runDigest, scheduleDigest } from './digest';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './service';

/** A person's saved searches (jobs, gigs, freelancers) and their alerts; each only their own. */
export default async function savedSearchesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  scheduleDigest(fastify);

  app.post(
    '/',
    { schema: { body: savedSearchInput, response: { 201: envelopeSchema(savedSearchSchema) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await createSavedSearch(ctx, requireUser(request), request.body), 'Search saved', 201)),
  );

  app.get(
    '/',
    { schema: { querystring: pageQuery, response: { 200: pageSchema(savedSearchSchema) } } },
    async (request) => {
      const { items, nextCursor } = await listSavedSearches(ctx, requireUser(request), request.query);
      return page(items, nextCursor, 'Your saved searches');
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        params: savedSearchParams,
        body: savedSearchInput,
        response: { 200: envelopeSchema(savedSearchSchema) },
      },
    },
    async (request) =>
      ok(await updateSavedSearch(ctx, requireUser(request), request.params.id, request.body), 'Saved search updated'),
  );

  app.delete(
    '/:id',
    { schema: { params: savedSearchParams, response: { 200: envelopeSchema(deletedSchema) } } },
    async (request) => {
      await deleteSavedSearch(ctx, requireUser(request), request.params.id);
      return ok({ _id: request.params.id }, 'Saved search deleted');
    },
  );

  // Test-only: runs the daily digest at a given time. Registered only when ORDER_TEST_HOOKS is
  // on, which the configuration refuses in production.
  if (ctx.config.orders.testHooks) {
    app.post(
      '/test-hooks/digest',
      {
        schema: {
          body: z.object({ now: z.iso.datetime() }),
          response: { 200: z.object({ mailed: z.array(z.string()) }) },
        },
      },
      async (request) => {
        const mailed: string[] = [];
        await runDigest(ctx, new Date(request.body.now), (userId) => mailed.push(userId));
        return { mailed };
      },
    );
  }
}
