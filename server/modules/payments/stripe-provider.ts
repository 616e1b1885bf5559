import { timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import type { PaymentIntentStatus } from '@shared/schemas/payments';
import type { Config } from '../../config';
import { intentIdOf, type PaymentProvider, type ProviderIntent } from './intent';

type StripeConfig = NonNullable<Config['stripe']>;

export function toProviderIntent(
  intent: Pick<Stripe.PaymentIntent, 'id' | 'status' | 'amount' | 'currency'>,
): ProviderIntent {
  return {
    id: intent.id,
    status: intent.status as PaymentIntentStatus,
    amount: intent.amount,
    currency: intent.currency,
  };
}

/** One Stripe client; `apiBase` (STRIPE_API_BASE) points it at a fake Stripe in tests. */
export function stripeClient(config: { secretKey: string; apiBase?: string }, httpClient?: Stripe.HttpClient): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    ...(httpClient ? { httpClient } : {}),
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Stripe PaymentIntents; `httpClient` lets the tests answer for Stripe's API. */
export function stripeProvider(
  config: Omit<StripeConfig, 'apiBase'> & { apiBase?: string },
  httpClient?: Stripe.HttpClient,
): PaymentProvider {
  const stripe = stripeClient(config, httpClient);
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,
    async createIntent(input) {
      const intent = await stripe.paymentIntents.create({
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        metadata: input.metadata,
        automatic_payment_methods: { enabled: true },
        // Charges stay on the platform; the release's Transfer joins this group (Connect).
        ...(input.transferGroup ? { transfer_group: input.transferGroup } : {}),
      });
      return { id: intent.id, clientSecret: intent.client_secret! };
    },
    async retrieveByClientSecret(clientSecret) {
      const id = intentIdOf(clientSecret);
      if (!id?.startsWith('pi_')) return null;
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return intent.client_secret && sameSecret(intent.client_secret, clientSecret) ? toProviderIntent(intent) : null;
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    },
    async refund(_db, intentId, amount, idempotencyKey) {
      const refund = await stripe.refunds.create({ payment_intent: intentId, amount }, { idempotencyKey });
      return refund.id;
    },
  };
}

/** Verifies a webhook's signature on the raw body; throws when it is not Stripe's. */
export function verifyWebhook(rawBody: Buffer, signature: string | undefined, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
}
