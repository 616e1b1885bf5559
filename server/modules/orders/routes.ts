import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, testClockJump } from '@shared/schemas/common';
import {
  cancelSchema,
  mailPreferencesSchema,
  orderDetailSchema,
  orderListSchema,
  ordersQuery,
  paymentIntentStartSchema,
  rateBuyerSchema,
  requirementsSchema,
  revisionSchema,
  sellerFactsSchema,
} from '@shared/schemas/orders';
import { requireClient, requireUser } from '../../platform/auth';
import { extOfKey } from '../../platform/file-names';
import { sendPrivateFile } from '../../platform/uploads';
import { deliveryFile, readDelivery, removeDeliveryFiles } from './deliveries';
import { getOrder } from './detail';
import { getMailPreferences, setMailPreferences } from './mail-preferences';
import { notifyAll, type OrderNotice } from './notify';
import { acceptDelivery, cancelOrder, deliver, rateBuyer, requestRevision, sendRequirements } from './process';
import { sellerFacts } from './seller-facts';
import { listOrders, startPayment } from './service';
import { scheduleSweep, sweepDeliveredOrders } from './sweep';

const fileParams = z.object({ id: z.uuid('must be a valid id'), deliveryId: z.uuid('must be a valid id'), index: z.coerce.number().int().min(0).max(20) });

export default async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  scheduleSweep(fastify);

  /** Mails the step's notice after its commit, then answers the order as it now is. */
  const afterStep = async (request: FastifyRequest, notices: OrderNotice[], orderId: string) => {
    await notifyAll(ctx, notices, request.log);
    return getOrder(ctx, requireUser(request), orderId);
  };

  app.get('/', { schema: { querystring: ordersQuery, response: { 200: orderListSchema } } }, async (request) => listOrders(ctx, requireUser(request), request.query));

  app.post('/create-payment-intent/:id', { schema: { params: idParam, response: { 200: paymentIntentStartSchema } } }, async (request) => {
    const buyer = requireClient(request, 'Only clients can buy gigs');
    return { ...(await startPayment(ctx, buyer, request.params.id)) };
  });

  app.get('/mail-preferences', { schema: { response: { 200: mailPreferencesSchema } } }, async (request) => getMailPreferences(ctx, requireUser(request)));

  app.put('/mail-preferences', { schema: { body: mailPreferencesSchema, response: { 200: mailPreferencesSchema } } }, async (request) => setMailPreferences(ctx, requireUser(request), request.body));

  app.get('/sellers/:id/facts', { schema: { params: idParam, response: { 200: sellerFactsSchema } } }, async (request) => sellerFacts(ctx, request.params.id));

  app.get('/:id', { schema: { params: idParam, response: { 200: orderDetailSchema } } }, async (request) => getOrder(ctx, requireUser(request), request.params.id));

  app.post('/:id/requirements', { schema: { params: idParam, body: requirementsSchema, response: { 200: orderDetailSchema } } }, async (request) => {
    const notices = await sendRequirements(ctx, requireUser(request), request.params.id, request.body.requirements);
    return afterStep(request, notices, request.params.id);
  });

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

  app.post('/:id/revision', { schema: { params: idParam, body: revisionSchema, response: { 200: orderDetailSchema } } }, async (request) => {
    const notices = await requestRevision(ctx, requireUser(request), request.params.id, request.body.message);
    return afterStep(request, notices, request.params.id);
  });

  app.post('/:id/accept', { schema: { params: idParam, response: { 200: orderDetailSchema } } }, async (request) => {
    const notices = await acceptDelivery(ctx, requireUser(request), request.params.id);
    return afterStep(request, notices, request.params.id);
  });

  app.post('/:id/cancel', { schema: { params: idParam, body: cancelSchema, response: { 200: orderDetailSchema } } }, async (request) => {
    const notices = await cancelOrder(ctx, requireUser(request), request.params.id, request.body.reason);
    return afterStep(request, notices, request.params.id);
  });

  app.post('/:id/rate-buyer', { schema: { params: idParam, body: rateBuyerSchema, response: { 200: orderDetailSchema } } }, async (request) => {
    const notices = await rateBuyer(ctx, requireUser(request), request.params.id, request.body);
    return afterStep(request, notices, request.params.id);
  });

  app.get('/:id/deliveries/:deliveryId/files/:index', { schema: { params: fileParams } }, async (request, reply) => {
    const { stream, size, file } = await deliveryFile(ctx, requireUser(request), request.params.id, request.params.deliveryId, request.params.index);
    return sendPrivateFile(reply, { stream, size }, { name: file.name, ext: extOfKey(file.key), inline: file.type.startsWith('image/') });
  });

  // Test-only: moves the sweep's clock. Registered only when ORDER_TEST_HOOKS is on, which
  // the configuration refuses in production.
  if (ctx.config.orders.testHooks) {
    app.post('/test-hooks/sweep', { schema: { body: testClockJump, response: { 200: z.object({ completed: z.array(z.string()) }) } } }, async (request) => ({ completed: await sweepDeliveredOrders(ctx, new Date(request.body.now), request.body.orderIds) }));
  }
}
