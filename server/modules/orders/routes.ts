import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, pageQuery } from '@shared/schemas/common';
import { requireClient, requireUser } from '../../platform/auth';
import { ok, page } from '../../platform/envelope';
import { listOrders, startPayment } from './service';

export default async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get('/', { schema: { querystring: pageQuery } }, async (request) => {
    const { items, nextCursor } = await listOrders(ctx, requireUser(request), request.query);
    return page(items, nextCursor, 'Orders');
  });

  app.post('/create-payment-intent/:id', { schema: { params: idParam } }, async (request) => {
    const buyer = requireClient(request, 'Only clients can buy gigs');
    return ok(await startPayment(ctx, buyer, request.params.id), 'Payment started');
  });
}
