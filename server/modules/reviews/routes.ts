import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, idParam, pageQuery, pageSchema } from '@shared/schemas/common';
import { z } from 'zod';
import {
  clientRatingSchema,
  createReviewSchema,
  gigIdParam,
  ONLY_CLIENTS_REVIEW,
  receivedReviewsSchema,
  reviewEligibilitySchema,
  reviewSchema,
  userIdParam,
} from '@shared/schemas/reviews';
import { requireClient, requireUser } from '../../platform/auth';
import { reviewEligibility } from './eligibility';
import { ok, page } from '../../platform/envelope';
import { clientRating } from './client-ratings';
import { addReview, listReceivedReviews, listReviews } from './service';

export default async function reviewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    '/clients/:id',
    { schema: { params: idParam, response: { 200: envelopeSchema(clientRatingSchema) } } },
    async (request) => ok(await clientRating(ctx, request.params.id), 'Client rating'),
  );

  const receivedPage = envelopeSchema(receivedReviewsSchema).extend({
    meta: z.object({ nextCursor: z.string().nullable() }).optional(),
  });
  app.get(
    '/received/:userId',
    { schema: { params: userIdParam, querystring: pageQuery, response: { 200: receivedPage } } },
    async (request) => {
      const { data, nextCursor } = await listReceivedReviews(ctx, request.params.userId, request.query, request.user);
      return { ...ok(data, 'Reviews received'), meta: { nextCursor } };
    },
  );

  app.get(
    '/:gigId',
    { schema: { params: gigIdParam, querystring: pageQuery, response: { 200: pageSchema(reviewSchema) } } },
    async (request) => {
      const { items, nextCursor } = await listReviews(ctx, request.params.gigId, request.query, request.user);
      return page(items, nextCursor, 'Reviews');
    },
  );

  app.get(
    '/:gigId/eligibility',
    { schema: { params: gigIdParam, response: { 200: envelopeSchema(reviewEligibilitySchema) } } },
    async (request) =>
      ok(await reviewEligibility(ctx, requireUser(request), request.params.gigId), 'Review eligibility'),
  );

  app.post(
    '/',
    // The role is checked before the body, so a freelancer hears why whatever they sent.
    {
      preValidation: async (request) => void requireClient(request, ONLY_CLIENTS_REVIEW),
      schema: { body: createReviewSchema, response: { 201: envelopeSchema(reviewSchema) } },
    },
    async (request, reply) => {
      const review = await addReview(ctx, requireClient(request, ONLY_CLIENTS_REVIEW), request.body);
      return reply.status(201).send(ok(review, 'Review added', 201));
    },
  );
}
