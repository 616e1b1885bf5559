import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageSchema } from '@shared/schemas/common';
import { freelancerResultSchema, freelancerSearchQuery } from '@shared/schemas/profiles';
import { page } from '../../platform/envelope';
import { searchFreelancers } from './freelancer-search';

/** GET /search/freelancers/search?query=: freelancers by name, username, profession and skills, best match first. */
export default async function freelancersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/search', { schema: { querystring: freelancerSearchQuery, response: { 200: pageSchema(freelancerResultSchema) } } }, async (request) => {
    const { items, nextCursor } = await searchFreelancers(app.ctx, request.query);
    return page(items, nextCursor, 'Freelancers');
  });
}
