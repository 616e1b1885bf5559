import type { FastifyInstance } from 'fastify';
import { multipart, pngFile, type FilePart } from './multipart';
import { as, type TestUser } from './test-app';

/** The Gig create form of SPEC.md, filled in with sensible values. */
export async function gigForm(overrides: Record<string, string | FilePart | FilePart[] | undefined> = {}) {
  return {
    title: 'I will design a modern logo for your brand',
    category: 'design',
    description: 'A clean, memorable logo with three concepts and source files.',
    serviceTitle: 'Logo package',
    shortDescription: 'Three concepts, vector files, brand colours',
    deliveryTime: '3',
    revisionNumber: '2',
    price: '40',
    features: JSON.stringify(['Vector files', 'Three concepts']),
    coverImage: await pngFile(1600, 1200, 'cover.png'),
    ...overrides,
  };
}

export function postGig(
  app: FastifyInstance,
  user: TestUser | null,
  fields: Record<string, string | FilePart | FilePart[] | undefined>,
) {
  return as(app, user)({ method: 'POST', url: '/api/v1/gigs', ...multipart(fields) });
}

/** Publishes a gig as the freelancer and returns its id. */
export async function publishGig(
  app: FastifyInstance,
  freelancer: TestUser,
  overrides: Record<string, string | FilePart | FilePart[] | undefined> = {},
): Promise<string> {
  const res = await postGig(app, freelancer, await gigForm(overrides));
  if (res.statusCode !== 201) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  return res.json().data._id as string;
}

/** Starts a payment for the gig as the client; returns the client secret. */
export async function startPayment(app: FastifyInstance, client: TestUser, gigId: string): Promise<string> {
  const res = await as(app, client)({ method: 'POST', url: `/api/v1/orders/create-payment-intent/${gigId}` });
  if (res.statusCode !== 200) throw new Error(`payment intent failed: ${res.statusCode} ${res.body}`);
  return res.json().clientSecret as string;
}

export function confirmCard(
  app: FastifyInstance,
  clientSecret: string,
  cardNumber: string,
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/local/confirm',
    payload: { clientSecret, cardNumber, expiry: '12 / 34', cvc: '123', email: 'buyer@example.com', ...extra },
  });
}

/** Pays for the gig in the local test mode with the card that succeeds. */
export async function buyGig(app: FastifyInstance, client: TestUser, gigId: string): Promise<string> {
  const secret = await startPayment(app, client, gigId);
  const res = await confirmCard(app, secret, '4242 4242 4242 4242');
  if (res.statusCode !== 200) throw new Error(`payment failed: ${res.statusCode} ${res.body}`);
  return secret;
}
