import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParam, messageOnlySchema } from '@shared/schemas/common';
import {
  categoryFiguresSchema,
  gigCreateSchema,
  gigPauseStateSchema,
  gigSchema,
  gigStatsListSchema,
  gigStatsQuery,
  GIG_LIMITS,
} from '@shared/schemas/gigs';
import { requireFreelancer, requireUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { readMultipart } from '../../platform/uploads';
import { categoryFigures } from './categories';
import { gigStats, recordView, setPaused, updateGig } from './manage';
import { createGig, deleteGig, getGig } from './service';

// The cover is checked with the fields, so one answer names every missing piece.
const createWithCover = gigCreateSchema.extend({ coverImage: z.instanceof(Buffer, { error: 'Choose a cover image' }) });
// An edit keeps the cover unless a new one is sent.
const editWithCover = gigCreateSchema.extend({ coverImage: z.instanceof(Buffer).optional() });

/** The entity's own names are accepted beside the form's (desc, shortTitle, shortDesc). */
const FIELD_ALIASES: Record<string, string> = {
  desc: 'description',
  shortTitle: 'serviceTitle',
  shortDesc: 'shortDescription',
};

async function readGigForm(request: FastifyRequest) {
  const body = await readMultipart(request, { coverImage: 1, images: GIG_LIMITS.galleryImages });
  const fields = { ...body.fields };
  for (const [alias, name] of Object.entries(FIELD_ALIASES))
    if (fields[name] === undefined && fields[alias] !== undefined) fields[name] = fields[alias];
  return { fields: { ...fields, coverImage: body.files.coverImage?.[0] }, images: body.files.images ?? [] };
}

export default async function gigsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get('/categories', { schema: { response: { 200: envelopeSchema(categoryFiguresSchema) } } }, async () =>
    ok(await categoryFigures(ctx), 'Category figures'),
  );

  app.get(
    '/stats',
    { schema: { querystring: gigStatsQuery, response: { 200: envelopeSchema(gigStatsListSchema) } } },
    async (request) => ok(await gigStats(ctx, requireUser(request), request.query.ids), 'Gig figures'),
  );

  // SPEC.md section 7: the bare gig.
  app.get('/single/:id', { schema: { params: idParam, response: { 200: gigSchema } } }, async (request) =>
    getGig(ctx, request.params.id, request.user),
  );

  app.post('/', { schema: { response: { 201: envelopeSchema(gigSchema) } } }, async (request, reply) => {
    const seller = requireFreelancer(request, 'Only freelancers can create gigs');
    const { fields, images } = await readGigForm(request);
    const { coverImage, ...input } = createWithCover.parse(fields);
    const gig = await createGig(ctx, seller, input, coverImage, images);
    return reply.status(201).send(ok(gig, 'Gig successfully created', 201));
  });

  app.put('/:id', { schema: { params: idParam, response: { 200: envelopeSchema(gigSchema) } } }, async (request) => {
    const user = requireUser(request);
    const { fields, images } = await readGigForm(request);
    const { coverImage, ...input } = editWithCover.parse(fields);
    return ok(await updateGig(ctx, user, request.params.id, input, coverImage, images), 'Gig updated');
  });

  app.post(
    '/:id/pause',
    { schema: { params: idParam, response: { 200: envelopeSchema(gigPauseStateSchema) } } },
    async (request) => ok(await setPaused(ctx, requireUser(request), request.params.id, true), 'Gig paused'),
  );

  app.post(
    '/:id/resume',
    { schema: { params: idParam, response: { 200: envelopeSchema(gigPauseStateSchema) } } },
    async (request) => ok(await setPaused(ctx, requireUser(request), request.params.id, false), 'Gig resumed'),
  );

  // A visit of the gig's page, sent by the page itself; signed out visitors count too.
  app.post(
    '/:id/views',
    { schema: { params: idParam, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await recordView(ctx, request.user, request.params.id);
      return ok(null, 'View counted');
    },
  );

  app.delete('/:id', { schema: { params: idParam, response: { 200: messageOnlySchema } } }, async (request) => {
    await deleteGig(ctx, requireUser(request), request.params.id);
    return ok(null, 'gig deleted successfully');
  });
}
