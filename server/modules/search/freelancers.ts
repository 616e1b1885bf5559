import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageSchema } from '@shared/schemas/common';
import { freelancerResultSchema, freelancerSearchQuery } from '@shared/schemas/profiles';
import { page } from '../../platform/envelope';
import { freelancerPage } from './freelancer-search';

/** GET /search/freelancers/search?query=: freelancers by name, username, profession and skills, best match first; no query lists the newest. */
export default async function freelancersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/search',
    { schema: { querystring: freelancerSearchQuery, response: { 200: pageSchema(freelancerResultSchema) } } },
    async (request) => {
      const found = await freelancerPage(app.ctx, request.query);
      return page(found.items, found.nextCursor, 'Freelancers', found.count);
    },
  );
}
