import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageSchema } from '@shared/schemas/common';
import { freelancerResultSchema, freelancerSearchQuery } from '@shared/schemas/profiles';
import { page } from '../../platform/envelope';
import { countMatches } from './bounded';
import { freelancerSearchFilters, freelancerSource, searchFreelancers } from './freelancer-search';

/** GET /search/freelancers/search?query=: freelancers by name, username, profession and skills, best match first. */
export default async function freelancersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/search', { schema: { querystring: freelancerSearchQuery, response: { 200: pageSchema(freelancerResultSchema) } } }, async (request) => {
    const found = await searchFreelancers(app.ctx, request.query);
    // The first page also says how many freelancers match (up to a cap; see countMatches).
    const tiers = freelancerSearchFilters(request.query.query);
    const words = request.query.query.trim().toLowerCase();
    const count = request.query.cursor || !tiers ? null : await countMatches(app.ctx.db, freelancerSource, tiers, words, found);
    return page(found.items, found.nextCursor, 'Freelancers', count);
  });
}
