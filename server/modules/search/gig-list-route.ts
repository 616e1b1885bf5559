import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gigListQuery, gigListSchema, NEXT_CURSOR_HEADER, RESULT_COUNT_HEADER } from '@shared/schemas/gigs';
import { requireFreelancer } from '../../platform/auth';
import { listOwnGigs } from '../gigs';
import { findGigPage } from './gig-search';

/** GET /gigs: lives with search, which builds on gigs (gigs itself knows nothing of search). */
export default async function gigListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // SPEC.md: GET /gigs answers a bare list; with no query string at all, the caller's own gigs.
  app.get('/', { schema: { querystring: gigListQuery, response: { 200: gigListSchema } } }, async (request, reply) => {
    const noQuery = !request.url.includes('?') || request.url.endsWith('?');
    // The owner's own list answers every Gig field, as the original backend does; other lists answer cards,
    // through search and filters (search/gig-search.ts), whose first page also says how many match.
    // The seller's own list (My Gigs, and its later pages by userId) keeps their paused gigs; every other list leaves them out.
    const own = request.user !== null && request.query.userId === request.user.id;
    const { items, nextCursor, count } = noQuery
      ? {
          ...(await listOwnGigs(ctx, {
            ...request.query,
            userId: requireFreelancer(request, 'Only freelancers have gigs of their own').id,
          })),
          count: null,
        }
      : await findGigPage(ctx, { ...request.query, includePaused: own });
    if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
    if (count !== null) reply.header(RESULT_COUNT_HEADER, count);
    return items;
  });
}
