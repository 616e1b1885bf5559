import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParam } from '@shared/schemas/common';
import { createOfferSchema, declineOfferSchema, offerSchema, offersQuery } from '@shared/schemas/offers';
import { requireClient, requireUser, requireVerifiedEmail } from '../../platform/auth';
import { ok, page } from '../../platform/envelope';
import { paymentIntentStartSchema } from '@shared/schemas/orders';
import { mailHiringNotices } from './notify';
import { startOfferPayment } from './payment';
import { actOnOffer, createOffer, getOffer, listOffers } from './service';

const oneOffer = envelopeSchema(offerSchema);
const offerPage = envelopeSchema(z.array(offerSchema)).extend({
  meta: z.object({ nextCursor: z.string().nullable() }).optional(),
});

/** Offers (issue 21): REST-shaped, every answer in the envelope. */
export default async function offersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post('/', { schema: { body: createOfferSchema, response: { 201: oneOffer } } }, async (request, reply) => {
    const { offer, notices } = await createOffer(ctx, requireVerifiedEmail(requireUser(request)), request.body);
    await mailHiringNotices(ctx, notices, request.log);
    return reply.status(201).send(ok(offer, 'Offer sent', 201));
  });

  app.get('/', { schema: { querystring: offersQuery, response: { 200: offerPage } } }, async (request) => {
    const { items, nextCursor } = await listOffers(ctx, requireUser(request), request.query);
    return page(items, nextCursor, 'Offers');
  });

  app.get('/:id', { schema: { params: idParam, response: { 200: oneOffer } } }, async (request) =>
    ok(await getOffer(ctx, requireUser(request), request.params.id), 'Offer'),
  );

  const step = (action: 'accept' | 'decline' | 'withdraw', message: string) =>
    app.post(
      `/:id/${action}`,
      {
        schema: {
          params: idParam,
          ...(action === 'decline' ? { body: declineOfferSchema.nullish() } : {}),
          response: { 200: oneOffer },
        },
      },
      async (request) => {
        const reason =
          action === 'decline' ? (request.body as { reason?: string } | null | undefined)?.reason : undefined;
        const user = requireUser(request);
        // Accepting an offer commits to be paid through Workify: a money step (issue 32).
        if (action === 'accept') requireVerifiedEmail(user);
        const { offer, notices } = await actOnOffer(ctx, user, request.params.id, action, reason);
        await mailHiringNotices(ctx, notices, request.log);
        return ok(offer, message);
      },
    );
  step('accept', 'Offer accepted');
  step('decline', 'Offer declined');
  step('withdraw', 'Offer withdrawn');

  // The same answer as a gig's payment intent; POST /payments/local/confirm or Stripe's webhook confirms it.
  app.post(
    '/:id/create-payment-intent',
    { schema: { params: idParam, response: { 200: paymentIntentStartSchema } } },
    async (request) => {
      const client = requireVerifiedEmail(requireClient(request, 'Only the client pays for an offer.'));
      return { ...(await startOfferPayment(ctx, client, request.params.id)) };
    },
  );
}
