import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigs, orders } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { pngFile } from '../support/multipart';
import { createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';
import { storedPrice } from '../../server/platform/prices';

const WEBHOOK_SECRET = 'whsec_test_workify';
let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let gigId: string;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_workify',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_workify',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  seller = await signUp(t.app, { role: 'freelancer' });
  buyer = await signUp(t.app);
  gigId = await publishGig(t.app, seller, { price: '75', coverImage: await pngFile(40, 30) });
});
afterAll(() => t.close());

/** A pending order as create-payment-intent leaves it, for a Stripe intent id. */
async function pendingOrder(): Promise<string> {
  counter += 1;
  const intentId = `pi_test_${counter}${Date.now()}`;
  await t.ctx.db.insert(orders).values({
    gigId,
    buyerId: buyer.id,
    sellerId: seller.id,
    imgKey: 'public/gig-thumbs/x.webp',
    title: 'Gig',
    ...storedPrice(75),
    paymentIntentId: intentId,
  });
  return intentId;
}

function event(type: string, intent: { id: string; status: string; amount?: number }) {
  return JSON.stringify({
    id: `evt_${intent.id}`,
    object: 'event',
    type,
    data: { object: { object: 'payment_intent', currency: 'usd', amount: 7500, ...intent } },
  });
}

function deliver(
  payload: string,
  signature: string | null = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

const statusOf = async (intentId: string) =>
  (await t.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.paymentIntentId, intentId)))[0]!
    .status;
const sales = async () => (await t.ctx.db.select({ sales: gigs.sales }).from(gigs).where(eq(gigs.id, gigId)))[0]!.sales;

describe('POST /payments/webhook (stripe)', () => {
  it('marks the order paid on payment_intent.succeeded, once however often Stripe retries', async () => {
    const intentId = await pendingOrder();
    const before = await sales();
    const payload = event('payment_intent.succeeded', { id: intentId, status: 'succeeded' });
    for (let i = 0; i < 3; i++) {
      const res = await deliver(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(await statusOf(intentId)).toBe('in_progress');
    expect(await sales()).toBe(before + 1);
  });

  it('refuses a wrong signature, a tampered body and a missing header, changing nothing', async () => {
    const intentId = await pendingOrder();
    const payload = event('payment_intent.succeeded', { id: intentId, status: 'succeeded' });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const tampered = payload.replace('7500', '1');
    for (const res of [
      await deliver(payload, forged),
      await deliver(tampered, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })),
      await deliver(payload, null),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('stripe-signature: the webhook signature is not valid');
    }
    expect(await statusOf(intentId)).toBe('pending');
  });

  it('follows processing and payment_failed, and ignores a success for another amount', async () => {
    const intentId = await pendingOrder();
    expect((await deliver(event('payment_intent.processing', { id: intentId, status: 'processing' }))).statusCode).toBe(
      200,
    );
    expect(await statusOf(intentId)).toBe('processing');
    expect(
      (await deliver(event('payment_intent.payment_failed', { id: intentId, status: 'requires_payment_method' })))
        .statusCode,
    ).toBe(200);
    expect(await statusOf(intentId)).toBe('failed');
    const before = await sales();
    expect(
      (await deliver(event('payment_intent.succeeded', { id: intentId, status: 'succeeded', amount: 100 }))).statusCode,
    ).toBe(200);
    expect(await statusOf(intentId)).toBe('failed');
    expect(await sales()).toBe(before);
  });

  it('acknowledges events it does not handle', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge' } },
    });
    expect((await deliver(payload)).statusCode).toBe(200);
  });
});

describe('GET /payments/config (stripe)', () => {
  it('names Stripe with its publishable key, and offers no local test confirm', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' })).json().data).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_workify',
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/payments/local/confirm', payload: {} })).statusCode,
    ).toBe(404);
  });
});
