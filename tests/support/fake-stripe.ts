import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

export interface StripeCall {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form body Stripe's client sends, decoded. */
  body: URLSearchParams;
}

type Answer = { status: number; json: unknown };

/**
 * A Stripe API stand-in on a real port (the app reaches it through STRIPE_API_BASE), in the
 * spirit of stripe-mock: each route answers what Stripe's API answers for it, recorded from
 * Stripe's API reference; every call is kept for the test to read.
 */
export async function startFakeStripe(answer: (call: StripeCall) => Answer | undefined) {
  const calls: StripeCall[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const call: StripeCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        body: new URLSearchParams(req.method === 'GET' ? url.search : raw),
      };
      calls.push(call);
      const out = answer(call) ?? {
        status: 404,
        json: { error: { type: 'invalid_request_error', message: `No fake for ${call.method} ${call.path}` } },
      };
      res.writeHead(out.status, { 'content-type': 'application/json', 'request-id': `req_${calls.length}` });
      res.end(JSON.stringify(out.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    calls,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe event of `type` about `object` (from a connected `account` when given), signed with `secret`, sent to the webhook. */
export function signedWebhook(
  app: FastifyInstance,
  secret: string,
  type: string,
  object: Record<string, unknown>,
  account?: string,
) {
  const payload = JSON.stringify({
    id: `evt_${Math.random()}`,
    object: 'event',
    type,
    ...(account ? { account } : {}),
    data: { object },
  });
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}
