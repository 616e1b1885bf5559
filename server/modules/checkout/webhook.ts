import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { fieldError } from '../../platform/errors';
import { applyConnectEvent, CONNECT_EVENTS } from '../payouts';
import { settleIntent } from './settle';
import { toProviderIntent, verifyWebhook } from '../payments';

const HANDLED = new Set(['payment_intent.succeeded', 'payment_intent.processing', 'payment_intent.payment_failed']);

/**
 * POST /payments/webhook: Stripe's word on a payment. The signature covers the exact
 * bytes sent, so this plugin (and only this one) keeps JSON bodies raw.
 */
export default async function stripeWebhookRoutes(app: FastifyInstance, opts: { webhookSecret: string }) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/webhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = verifyWebhook(
        request.body as Buffer,
        typeof signature === 'string' ? signature : undefined,
        opts.webhookSecret,
      );
    } catch {
      throw fieldError('stripe-signature', 'the webhook signature is not valid');
    }
    if (HANDLED.has(event.type)) {
      const intent = event.data.object as Stripe.PaymentIntent;
      await settleIntent(
        app.ctx,
        toProviderIntent(intent),
        event.type === 'payment_intent.payment_failed',
        request.log,
      );
    } else if (CONNECT_EVENTS.has(event.type)) {
      await applyConnectEvent(app.ctx, event, request.log);
    }
    return { received: true };
  });
}
