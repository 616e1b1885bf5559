import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordedCurrency } from '@shared/money';
import { orders, stripeTransfers } from '../../server/db/schema';
import { syncOrderWithIntent } from '../../server/modules/orders/service';
import { decide, disputeStep, escalated, openDispute, signUpAdmin } from '../support/disputes';
import { startFakeStripe, type StripeCall } from '../support/fake-stripe';
import { publishGig } from '../support/gigs';
import { expectLedgerBalanced } from '../support/money';
import { pngFile } from '../support/multipart';
import { deliverWork } from '../support/orders';
import { createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';
import { storedPrice } from '../../server/platform/prices';

/** In Stripe mode a dispute's refund is a Stripe refund of exactly the amount, with the order as idempotency key. */
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;
let gigId: string;
let counter = 0;

/** While set, Stripe refuses refunds (an API error), as it would a refund it cannot make. */
let refusing = false;
// Stripe's documented answers to POST /v1/refunds (trimmed to the fields Workify reads).
function stripeAnswers(call: StripeCall) {
  if (call.method !== 'POST' || call.path !== '/v1/refunds') return undefined;
  if (refusing)
    return {
      status: 400,
      json: { error: { type: 'invalid_request_error', message: 'The refund could not be made.' } },
    };
  return {
    status: 200,
    json: {
      id: `re_fake_${++counter}`,
      object: 'refund',
      amount: Number(call.body.get('amount')),
      status: 'succeeded',
    },
  };
}

beforeAll(async () => {
  fake = await startFakeStripe(stripeAnswers);
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_disputes',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_disputes',
    STRIPE_API_BASE: fake.url,
  });
  seller = await signUp(t.app, { role: 'freelancer' });
  buyer = await signUp(t.app);
  admin = await signUpAdmin(t);
  gigId = await publishGig(t.app, seller, { title: 'Logo gig', price: '50', coverImage: await pngFile(40, 30) });
});
afterEach(() => expectLedgerBalanced(t));
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A delivered order Stripe says is paid (the webhook's path), with the buyer's dispute open. */
async function disputedStripeOrder() {
  const intentId = `pi_dispute_${Date.now()}_${++counter}`;
  const [order] = await t.ctx.db
    .insert(orders)
    .values({
      gigId,
      buyerId: buyer.id,
      sellerId: seller.id,
      imgKey: 'public/gig-thumbs/x.webp',
      title: 'Logo gig',
      ...storedPrice(50),
      paymentIntentId: intentId,
    })
    .returning({ id: orders.id });
  await syncOrderWithIntent(t.ctx, t.ctx.db, {
    id: intentId,
    status: 'succeeded',
    amount: 5000,
    currency: recordedCurrency(),
  });
  expect((await deliverWork(t, seller, order!.id)).statusCode).toBe(200);
  const opened = await openDispute(t, buyer, order!.id);
  expect(opened.statusCode, opened.body).toBe(201);
  return { orderId: order!.id, intentId, disputeId: opened.json().data._id as string };
}
const refundCalls = (intentId: string) =>
  fake.calls.filter((c) => c.path === '/v1/refunds' && c.body.get('payment_intent') === intentId);

describe('POST /disputes/{id}/proposals/{proposalId}/accept (Stripe)', () => {
  it('refunds the partial amount through Stripe with an idempotency key, and queues the transfer of the rest', async () => {
    const { orderId, intentId, disputeId } = await disputedStripeOrder();
    const proposal = (
      await disputeStep(t, seller, disputeId, 'proposals', { outcome: 'partial', refundCents: 1250 })
    ).json().data.proposals[0];
    const res = await disputeStep(t, buyer, disputeId, `proposals/${proposal._id}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    const calls = refundCalls(intentId);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.get('amount')).toBe('1250');
    expect(calls[0]!.headers['idempotency-key']).toBe(`refund-${orderId}`);
    expect((await t.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.refundId).toMatch(/^re_fake_/);
    expect(await t.ctx.db.select().from(stripeTransfers).where(eq(stripeTransfers.orderId, orderId))).toHaveLength(1);
  });

  it('changes nothing when Stripe refuses the refund: the dispute stays open, the money held', async () => {
    const { orderId, intentId, disputeId } = await disputedStripeOrder();
    const proposal = (await disputeStep(t, buyer, disputeId, 'proposals', { outcome: 'refund' })).json().data
      .proposals[0];
    const answers = fake.calls.length;
    const broken = await fakeRefusing(() => disputeStep(t, seller, disputeId, `proposals/${proposal._id}/accept`));
    // The provider's refusal is not the seller's doing: a 502, without Stripe's own wording.
    expect(broken.json()).toEqual({
      statusCode: 502,
      success: false,
      message: 'The payment provider could not do this just now; nothing was changed. Please try again later.',
    });
    expect(fake.calls.length).toBeGreaterThan(answers);
    expect((await t.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('disputed');
    const retried = await disputeStep(t, seller, disputeId, `proposals/${proposal._id}/accept`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(new Set(refundCalls(intentId).map((c) => c.headers['idempotency-key']))).toEqual(
      new Set([`refund-${orderId}`]),
    );
  });
});

describe('POST /admin/disputes/{id}/decide (Stripe)', () => {
  it('refunds the whole price through Stripe with the idempotency key', async () => {
    const { orderId, intentId, disputeId } = await disputedStripeOrder();
    await escalated(t, buyer, disputeId);
    expect(
      (await decide(t, admin, disputeId, { outcome: 'refund', reason: 'Never delivered what was agreed' })).statusCode,
    ).toBe(200);
    const calls = refundCalls(intentId);
    expect(calls.map((c) => [c.body.get('amount'), c.headers['idempotency-key']])).toEqual([
      ['5000', `refund-${orderId}`],
    ]);
  });
});

/** Runs `step` while the fake Stripe refuses refunds. */
async function fakeRefusing<T>(step: () => Promise<T>): Promise<T> {
  refusing = true;
  try {
    return await step();
  } finally {
    refusing = false;
  }
}
