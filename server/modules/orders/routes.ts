import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@shared/schemas/common';
import { cancelSchema, mailPreferencesSchema, ordersQuery, rateBuyerSchema, requirementsSchema, revisionSchema } from '@shared/schemas/orders';
import { requireClient, requireUser } from '../../platform/auth';
import { extOfKey } from '../../platform/file-names';
import { sendPrivateFile } from '../../platform/uploads';
import { deliveryFile, readDelivery, removeDeliveryFiles } from './deliveries';
import { getOrder } from './detail';
import { getMailPreferences, setMailPreferences } from './mail-preferences';
import { notifyAll, type OrderNotice } from './notify';
import { acceptDelivery, cancelOrder, deliver, rateBuyer, requestRevision, sendRequirements } from './process';
import { orderDetailResponse, orderListResponse, paymentIntentResponse } from './schemas';
import { sellerFacts } from './seller-facts';
import { listOrders, startPayment } from './service';
import { scheduleSweep, sweepDeliveredOrders } from './sweep';

const fileParams = z.object({ id: z.uuid('must be a valid id'), deliveryId: z.uuid('must be a valid id'), index: z.coerce.number().int().min(0).max(20) });

export default async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  scheduleSweep(fastify);

  /** Mails the step's notice after its commit, then answers the order as it now is. */
  const afterStep = async (request: FastifyRequest, notice: OrderNotice, orderId: string) => {
    await notifyAll(ctx, [notice]);
    return getOrder(ctx, requireUser(request), orderId);
  };

  app.get('/', { schema: { querystring: ordersQuery, response: { 200: orderListResponse } } }, async (request) => listOrders(ctx, requireUser(request), request.query));

  app.post('/create-payment-intent/:id', { schema: { params: idParam, response: { 200: paymentIntentResponse } } }, async (request) => {
    const buyer = requireClient(request, 'Only clients can buy gigs');
    return { ...(await startPayment(ctx, buyer, request.params.id)) };
  });

  app.get('/mail-preferences', async (request) => getMailPreferences(ctx, requireUser(request)));

  app.put('/mail-preferences', { schema: { body: mailPreferencesSchema } }, async (request) => setMailPreferences(ctx, requireUser(request), request.body));

  app.get('/sellers/:id/facts', { schema: { params: idParam } }, async (request) => sellerFacts(ctx, request.params.id));

  app.get('/:id', { schema: { params: idParam, response: { 200: orderDetailResponse } } }, async (request) => getOrder(ctx, requireUser(request), request.params.id));

  app.post('/:id/requirements', { schema: { params: idParam, body: requirementsSchema } }, async (request) => {
    const notice = await sendRequirements(ctx, requireUser(request), request.params.id, request.body.requirements);
    return afterStep(request, notice, request.params.id);
  });

  app.post('/:id/deliver', { schema: { params: idParam } }, async (request) => {
    const user = requireUser(request);
    const { message, files } = await readDelivery(ctx, request);
    try {
      const notice = await deliver(ctx, user, request.params.id, message, files);
      return afterStep(request, notice, request.params.id);
    } catch (err) {
      await removeDeliveryFiles(ctx, files);
      throw err;
    }
  });

  app.post('/:id/revision', { schema: { params: idParam, body: revisionSchema } }, async (request) => {
    const notice = await requestRevision(ctx, requireUser(request), request.params.id, request.body.message);
    return afterStep(request, notice, request.params.id);
  });

  app.post('/:id/accept', { schema: { params: idParam } }, async (request) => {
    const notice = await acceptDelivery(ctx, requireUser(request), request.params.id);
    return afterStep(request, notice, request.params.id);
  });

  app.post('/:id/cancel', { schema: { params: idParam, body: cancelSchema } }, async (request) => {
    const notice = await cancelOrder(ctx, requireUser(request), request.params.id, request.body.reason);
    return afterStep(request, notice, request.params.id);
  });

  app.post('/:id/rate-buyer', { schema: { params: idParam, body: rateBuyerSchema } }, async (request) => {
    const notice = await rateBuyer(ctx, requireUser(request), request.params.id, request.body);
    return afterStep(request, notice, request.params.id);
  });

  app.get('/:id/deliveries/:deliveryId/files/:index', { schema: { params: fileParams } }, async (request, reply) => {
    const { stream, size, file } = await deliveryFile(ctx, requireUser(request), request.params.id, request.params.deliveryId, request.params.index);
    return sendPrivateFile(reply, { stream, size }, { name: file.name, ext: extOfKey(file.key), inline: file.type.startsWith('image/') });
  });

  // Test-only: moves the sweep's clock. Registered only when ORDER_TEST_HOOKS is on, which
  // the configuration refuses in production.
  if (ctx.config.orders.testHooks) {
    app.post('/test-hooks/sweep', { schema: { body: z.object({ now: z.iso.datetime() }) } }, async (request) => ({ completed: await sweepDeliveredOrders(ctx, new Date(request.body.now)) }));
  }
}
