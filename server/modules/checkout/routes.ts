import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shared/schemas/common';
import {
  type PaymentConfig,
  type PaymentIntentView,
  intentQuery,
  localConfirmResultSchema,
  localConfirmSchema,
  paymentConfigSchema,
  paymentIntentViewSchema,
} from '@shared/schemas/payments';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { notifyAll, type Notice } from '../orders';
import { settleIntent, syncPayment } from './settle';
import { confirmLocalIntent, paymentProvider } from '../payments';
import stripeWebhookRoutes from './webhook';

export default async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const provider = paymentProvider(ctx);

  app.get('/config', { schema: { response: { 200: envelopeSchema(paymentConfigSchema) } } }, async () =>
    ok<PaymentConfig>({ provider: provider.name, publishableKey: provider.publishableKey }, 'Payment provider'),
  );

  // The /success screen asks here; what the provider answers also settles the order.
  app.get(
    '/intent',
    { schema: { querystring: intentQuery, response: { 200: envelopeSchema(paymentIntentViewSchema) } } },
    async (request) => {
      const intent = await provider.retrieveByClientSecret(request.query.client_secret);
      if (!intent) throw notFound('Payment');
      const receipt = await settleIntent(ctx, intent, false, request.log);
      return ok<PaymentIntentView>(
        {
          status: intent.status,
          amount: intent.amount,
          currency: intent.currency,
          orderId: receipt?.orderId ?? null,
          receipt,
        },
        'Payment status',
      );
    },
  );

  if (provider.name === 'local') {
    app.post(
      '/local/confirm',
      { schema: { body: localConfirmSchema, response: { 200: envelopeSchema(localConfirmResultSchema) } } },
      async (request) => {
        // A refused order (deleted gig, own gig) rolls the confirmation back: no money moves.
        let notices: Notice[] = [];
        const intent = await confirmLocalIntent(ctx.db, request.body, async (tx, settled) => {
          notices = await syncPayment(ctx, tx, settled);
        });
        await notifyAll(ctx, notices, request.log);
        return ok(
          { status: intent.status },
          intent.status === 'succeeded' ? 'Payment succeeded' : 'Payment processing',
        );
      },
    );
  }

  const webhookSecret = ctx.config.stripe?.webhookSecret;
  if (provider.name === 'stripe' && webhookSecret) await app.register(stripeWebhookRoutes, { webhookSecret });
}
