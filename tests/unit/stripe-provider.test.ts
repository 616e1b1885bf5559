import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeProvider } from '../../server/modules/payments/stripe-provider';

const config = { secretKey: 'sk_test_workify', publishableKey: 'pk_test_workify', webhookSecret: undefined };

/** Answers for Stripe's API, recording what the provider asked. */
function fakeStripe(answer: (url: URL, body: string) => { status: number; json: unknown }) {
  const calls: { method: string; url: URL; body: string }[] = [];
  const fetchFn = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = String(init?.body ?? '');
    calls.push({ method: init?.method ?? 'GET', url, body });
    const { status, json } = answer(url, body);
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  }) as typeof fetch;
  return { calls, httpClient: Stripe.createFetchHttpClient(fetchFn) };
}

const intent = {
  id: 'pi_123',
  object: 'payment_intent',
  client_secret: 'pi_123_secret_abc',
  status: 'processing',
  amount: 7500,
  currency: 'usd',
};

describe('stripeProvider', () => {
  it('creates a PaymentIntent for the amount it is given, with automatic payment methods', async () => {
    const fake = fakeStripe(() => ({ status: 200, json: { ...intent, status: 'requires_payment_method' } }));
    const provider = stripeProvider(config, fake.httpClient);
    expect(provider).toMatchObject({ name: 'stripe', publishableKey: 'pk_test_workify' });
    const created = await provider.createIntent({
      amount: 7500,
      currency: 'usd',
      description: 'Logo',
      metadata: { gigId: 'g1' },
    });
    expect(created).toEqual({ id: 'pi_123', clientSecret: 'pi_123_secret_abc' });
    expect(fake.calls[0]!.method).toBe('POST');
    expect(fake.calls[0]!.url.pathname).toBe('/v1/payment_intents');
    const sent = new URLSearchParams(fake.calls[0]!.body);
    expect([
      sent.get('amount'),
      sent.get('currency'),
      sent.get('automatic_payment_methods[enabled]'),
      sent.get('metadata[gigId]'),
    ]).toEqual(['7500', 'usd', 'true', 'g1']);
  });

  it('retrieves an intent by its client secret, and only when the secret matches', async () => {
    const fake = fakeStripe((url) =>
      url.pathname === '/v1/payment_intents/pi_123'
        ? { status: 200, json: intent }
        : {
            status: 404,
            json: {
              error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
            },
          },
    );
    const provider = stripeProvider(config, fake.httpClient);
    expect(await provider.retrieveByClientSecret('pi_123_secret_abc')).toEqual({
      id: 'pi_123',
      status: 'processing',
      amount: 7500,
      currency: 'usd',
    });
    expect(await provider.retrieveByClientSecret('pi_123_secret_wrong')).toBeNull();
    expect(await provider.retrieveByClientSecret('pi_999_secret_abc')).toBeNull();
    expect(await provider.retrieveByClientSecret('no-secret-here')).toBeNull();
    expect(fake.calls.map((c) => c.url.pathname)).toEqual([
      '/v1/payment_intents/pi_123',
      '/v1/payment_intents/pi_123',
      '/v1/payment_intents/pi_999',
    ]);
  });
});
