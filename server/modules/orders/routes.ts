import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, testClockJump } from '@shared/schemas/common';
import { gigPurchaseSchema } from '@shared/schemas/gig-packages';
import {
  cancelSchema,
  extensionSchema,
  mailPreferencesSchema,
  orderDetailSchema,
  orderListSchema,
  ordersQuery,
  paymentIntentStartSchema,
  rateBuyerSchema,
  recentPurchaseQuery,
  recentPurchaseSchema,
  requirementsSchema,
  revisionSchema,
  sellerFactsSchema,
} from '@shared/schemas/orders';
import { requireClient, requireUser, requireVerifiedEmail } from '../../platform/auth';
import { extOfKey } from '../../platform/file-names';
import { sendPrivateFile } from '../../platform/uploads';
import { sendQueuedTransfers } from '../payouts';
import { answerFile, readAnswers, removeAnswerFiles } from './answers';
import { deliveryFile, readDelivery, removeDeliveryFiles } from './deliveries';
import { getOrder } from './detail';
import { getMailPreferences, setMailPreferences } from './mail-preferences';
import { notifyAll, type OrderNotice } from './notify';
import {
  acceptDelivery,
  answerChange,
  sendAnswers,
  askCancel,
  askExtension,
  cancelOrder,
  deliver,
  rateBuyer,
  requestRevision,
  sendRequirements,
} from './process';
import { recentPurchase } from './recent-purchase';
import { sellerFacts } from './seller-facts';
import { listOrders, startPayment } from './service';
import { scheduleSweep, sweepCancelRequests, sweepDeliveredOrders } from './sweep';

const fileParams = z.object({
  id: z.uuid('must be a valid id'),
  deliveryId: z.uuid('must be a valid id'),
  index: z.coerce.number().int().min(0).max(20),
});

const answerFileParams = z.object({ id: z.uuid('must be a valid id'), questionId: z.uuid('must be a valid id') });

export default async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  scheduleSweep(fastify);

  /** Mails the step's notice after its commit, then answers the order as it now is. */
  const afterStep = async (request: FastifyRequest, notices: OrderNotice[], orderId: string) => {
    await notifyAll(ctx, notices, request.log);
    // Stripe Connect: a release's Transfer is made now (the minute sweep retries a failure).
    await sendQueuedTransfers(ctx, orderId, request.log);
    return getOrder(ctx, requireUser(request), orderId);
  };

  app.get('/', { schema: { querystring: ordersQuery, response: { 200: orderListSchema } } }, async (request) =>
    listOrders(ctx, requireUser(request), request.query),
  );

  // No body (SPEC's client) buys the Basic package with no extras.
  app.post(
    '/create-payment-intent/:id',
    { schema: { params: idParam, body: gigPurchaseSchema, response: { 200: paymentIntentStartSchema } } },
    async (request) => {
      const buyer = requireVerifiedEmail(requireClient(request, 'Only clients can buy gigs'));
      return { ...(await startPayment(ctx, buyer, request.params.id, request.body)) };
    },
  );

  app.get(
    '/recent-purchase',
    { schema: { querystring: recentPurchaseQuery, response: { 200: recentPurchaseSchema } } },
    async (request) => recentPurchase(ctx, requireUser(request), request.query),
  );

  app.get('/mail-preferences', { schema: { response: { 200: mailPreferencesSchema } } }, async (request) =>
    getMailPreferences(ctx, requireUser(request)),
  );

  app.put(
    '/mail-preferences',
    { schema: { body: mailPreferencesSchema, response: { 200: mailPreferencesSchema } } },
    async (request) => setMailPreferences(ctx, requireUser(request), request.body),
  );

  app.get(
    '/sellers/:id/facts',
    { schema: { params: idParam, response: { 200: sellerFactsSchema } } },
    async (request) => sellerFacts(ctx, request.params.id, request.user),
  );

  app.get('/:id', { schema: { params: idParam, response: { 200: orderDetailSchema } } }, async (request) =>
    getOrder(ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/:id/requirements',
    { schema: { params: idParam, body: requirementsSchema, response: { 200: orderDetailSchema } } },
    async (request) => {
      const notices = await sendRequirements(ctx, requireUser(request), request.params.id, request.body.requirements);
      return afterStep(request, notices, request.params.id);
    },
  );

  app.post('/:id/deliver', { schema: { params: idParam, response: { 200: orderDetailSchema } } }, async (request) => {
    const user = requireUser(request);
    const { message, files } = await readDelivery(ctx, request);
    try {
      const notices = await deliver(ctx, user, request.params.id, message, files);
      return afterStep(request, notices, request.params.id);
    } catch (err) {
      await removeDeliveryFiles(ctx, files);
      throw err;
    }
  });

  app.post(
    '/:id/revision',
    { schema: { params: idParam, body: revisionSchema, response: { 200: orderDetailSchema } } },
    async (request) => {
      const notices = await requestRevision(ctx, requireUser(request), request.params.id, request.body.message);
      return afterStep(request, notices, request.params.id);
    },
  );

  app.post('/:id/accept', { schema: { params: idParam, response: { 200: orderDetailSchema } } }, async (request) => {
    const notices = await acceptDelivery(ctx, requireUser(request), request.params.id);
    return afterStep(request, notices, request.params.id);
  });

  app.post(
    '/:id/cancel',
    { schema: { params: idParam, body: cancelSchema, response: { 200: orderDetailSchema } } },
    async (request) => {
      const notices = await cancelOrder(ctx, requireUser(request), request.params.id, request.body.reason);
      return afterStep(request, notices, request.params.id);
    },
  );

  // Issue 34: the buyer answers the gig's requirement questions: JSON { answers }, or a multipart
  // form (answers as a JSON string, a file question's file in `file:<questionId>`), read by readAnswers.
  app.post('/:id/answers', { schema: { params: idParam, response: { 200: orderDetailSchema } } }, async (request) => {
    const user = requireUser(request);
    const { answers, files } = await readAnswers(ctx, request, user, request.params.id);
    try {
      const notices = await sendAnswers(ctx, user, request.params.id, answers, files);
      return afterStep(request, notices, request.params.id);
    } catch (err) {
      await removeAnswerFiles(ctx, files);
      throw err;
    }
  });

  // A file answering a requirement question: the order's parties and admins only.
  app.get('/:id/questions/:questionId/file', { schema: { params: answerFileParams } }, async (request, reply) => {
    const { stream, size, file } = await answerFile(
      ctx,
      requireUser(request),
      request.params.id,
      request.params.questionId,
    );
    return sendPrivateFile(
      reply,
      { stream, size },
      { name: file.name, ext: extOfKey(file.key), inline: file.type.startsWith('image/') },
    );
  });

  // Issue 34: order changes by agreement.
  app.post(
    '/:id/extension',
    { schema: { params: idParam, body: extensionSchema, response: { 200: orderDetailSchema } } },
    async (request) => {
      const notices = await askExtension(
        ctx,
        requireUser(request),
        request.params.id,
        request.body.days,
        request.body.reason,
      );
      return afterStep(request, notices, request.params.id);
    },
  );

  app.post(
    '/:id/cancel-request',
    { schema: { params: idParam, body: cancelSchema, response: { 200: orderDetailSchema } } },
    async (request) => {
      const notices = await askCancel(ctx, requireUser(request), request.params.id, request.body.reason);
      return afterStep(request, notices, request.params.id);
    },
  );

  for (const what of ['extension', 'cancel-request'] as const) {
    for (const answer of ['accept', 'decline'] as const) {
      app.post(
        `/:id/${what}/${answer}`,
        { schema: { params: idParam, response: { 200: orderDetailSchema } } },
        async (request) => {
          const notices = await answerChange(ctx, requireUser(request), request.params.id, what, answer);
          return afterStep(request, notices, request.params.id);
        },
      );
    }
  }

  app.post(
    '/:id/rate-buyer',
    { schema: { params: idParam, body: rateBuyerSchema, response: { 200: orderDetailSchema } } },
    async (request) => {
      const notices = await rateBuyer(ctx, requireUser(request), request.params.id, request.body);
      return afterStep(request, notices, request.params.id);
    },
  );

  app.get('/:id/deliveries/:deliveryId/files/:index', { schema: { params: fileParams } }, async (request, reply) => {
    const { stream, size, file } = await deliveryFile(
      ctx,
      requireUser(request),
      request.params.id,
      request.params.deliveryId,
      request.params.index,
    );
    return sendPrivateFile(
      reply,
      { stream, size },
      { name: file.name, ext: extOfKey(file.key), inline: file.type.startsWith('image/') },
    );
  });

  // Test-only: moves the sweep's clock. Registered only when ORDER_TEST_HOOKS is on, which
  // the configuration refuses in production.
  if (ctx.config.orders.testHooks) {
    app.post(
      '/test-hooks/sweep',
      {
        schema: {
          body: testClockJump,
          response: { 200: z.object({ completed: z.array(z.string()), expired: z.array(z.string()) }) },
        },
      },
      async (request) => ({
        completed: await sweepDeliveredOrders(ctx, new Date(request.body.now), request.body.orderIds),
        expired: await sweepCancelRequests(ctx, new Date(request.body.now), request.body.orderIds),
      }),
    );
  }
}
