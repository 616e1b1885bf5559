import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParam, messageOnlySchema } from '@shared/schemas/common';
import { gigCreateSchema, gigListQuery, gigListSchema, gigSchema, GIG_LIMITS, NEXT_CURSOR_HEADER, RESULT_COUNT_HEADER } from '@shared/schemas/gigs';
import { requireFreelancer, requireUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { readMultipart } from '../../platform/uploads';
import { findGigPage } from '../search/gig-search';
import { listOwnGigs } from './list';
import { createGig, deleteGig, getGig } from './service';

// The cover is checked with the fields, so one answer names every missing piece.
const createWithCover = gigCreateSchema.extend({ coverImage: z.instanceof(Buffer, { error: 'choose a cover image' }) });

/** The entity's own names are accepted beside the form's (desc, shortTitle, shortDesc). */
const FIELD_ALIASES: Record<string, string> = { desc: 'description', shortTitle: 'serviceTitle', shortDesc: 'shortDescription' };

export default async function gigsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // SPEC.md: GET /gigs answers a bare list; with no query string at all, the caller's own gigs.
  app.get('/', { schema: { querystring: gigListQuery, response: { 200: gigListSchema } } }, async (request, reply) => {
    const noQuery = !request.url.includes('?') || request.url.endsWith('?');
    // The owner's own list answers every Gig field, as the original backend does; other lists answer cards,
    // through search and filters (search/gig-search.ts), whose first page also says how many match.
    const { items, nextCursor, count } = noQuery
      ? { ...(await listOwnGigs(ctx, { ...request.query, userId: requireFreelancer(request, 'Only freelancers have gigs of their own').id })), count: null }
      : await findGigPage(ctx, request.query);
    if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
    if (count !== null) reply.header(RESULT_COUNT_HEADER, count);
    return items;
  });

  // SPEC.md section 7: the bare gig.
  app.get('/single/:id', { schema: { params: idParam, response: { 200: gigSchema } } }, async (request) => getGig(ctx, request.params.id));

  app.post('/', { schema: { response: { 201: envelopeSchema(gigSchema) } } }, async (request, reply) => {
    const seller = requireFreelancer(request, 'Only freelancers can create gigs');
    const body = await readMultipart(request, { coverImage: 1, images: GIG_LIMITS.galleryImages });
    const fields = { ...body.fields };
    for (const [alias, name] of Object.entries(FIELD_ALIASES)) if (fields[name] === undefined && fields[alias] !== undefined) fields[name] = fields[alias];
    const { coverImage, ...input } = createWithCover.parse({ ...fields, coverImage: body.files.coverImage?.[0] });
    const gig = await createGig(ctx, seller, input, coverImage, body.files.images ?? []);
    return reply.status(201).send(ok(gig, 'Gig successfully created', 201));
  });

  app.delete('/:id', { schema: { params: idParam, response: { 200: messageOnlySchema } } }, async (request) => {
    await deleteGig(ctx, requireUser(request), request.params.id);
    return ok(null, 'gig deleted successfully');
  });
}
