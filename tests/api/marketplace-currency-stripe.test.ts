import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orders, payoutAccounts } from '../../server/db/schema';
import { sendTransfer } from '../../server/modules/payouts/transfers';
import { signedWebhook, startFakeStripe, type StripeCall } from '../support/fake-stripe';
import { publishGig, startPayment } from '../support/gigs';
import { expectLedgerBalanced } from '../support/money';
import { deliverWork, orderStep } from '../support/orders';
import { as, createTestApp, signUp, type TestApp } from '../support/test-app';

/**
 * Issue 33 in Stripe mode: a EUR marketplace asks Stripe for `eur` intents (lower-case, as
 * Stripe wants) in cents, and its release's Transfer is in `eur` too (the fake Stripe server
 * answers as Stripe would, echoing the currency it was given).
 */
const WEBHOOK_SECRET = 'whsec_test_currency';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;

function stripeAnswers(call: StripeCall) {
  const n = fake.calls.length;
  if (call.method === 'POST' && call.path === '/v1/accounts')
    return { status: 200, json: { id: `acct_eur_${n}`, object: 'account', type: 'express', payouts_enabled: false } };
  if (call.method === 'POST' && call.path === '/v1/account_links')
    return { status: 200, json: { object: 'account_link', url: 'https://connect.stripe.com/x', expires_at: 1 } };
  if (call.method === 'POST' && call.path === '/v1/payment_intents') {
    const id = `pi_eur_${n}`;
    const json = { id, object: 'payment_intent', client_secret: `${id}_secret_x`, status: 'requires_payment_method' };
    return {
      status: 200,
      json: { ...json, amount: Number(call.body.get('amount')), currency: call.body.get('currency') },
    };
  }
  if (call.method === 'GET' && call.path.startsWith('/v1/payment_intents/')) {
    const id = call.path.split('/').pop()!;
    const charge = {
      id: `ch_${id}`,
      object: 'charge',
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    };
    return {
      status: 200,
      json: { id, object: 'payment_intent', status: 'succeeded', amount: 4000, currency: 'eur', latest_charge: charge },
    };
  }
  if (call.method === 'POST' && call.path === '/v1/transfers')
    return { status: 200, json: { id: `tr_eur_${n}`, object: 'transfer', amount: Number(call.body.get('amount')) } };
  return undefined;
}

beforeAll(async () => {
  fake = await startFakeStripe(stripeAnswers);
  t = await createTestApp({
    MARKETPLACE_CURRENCY: 'EUR',
    STRIPE_SECRET_KEY: 'sk_test_currency',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_currency',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
});
afterAll(async () => {
  await expectLedgerBalanced(t);
  await t.close();
  await fake.close();
});

describe('POST /orders/create-payment-intent/{gigId} (Stripe mode, MARKETPLACE_CURRENCY=EUR)', () => {
  it('creates the intent in eur cents; the ledger and the Transfer are in eur', async () => {
    const seller = await signUp(t.app, { role: 'freelancer', fullName: 'Elsa Euro' });
    expect((await as(t.app, seller)({ method: 'POST', url: '/api/v1/payouts/account' })).statusCode).toBe(200);
    const [account] = await t.ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, seller.id));
    const connected = account!.stripeAccountId!;
    const enabled = { id: connected, object: 'account', payouts_enabled: true };
    expect((await signedWebhook(t.app, WEBHOOK_SECRET, 'account.updated', enabled, connected)).statusCode).toBe(200);
    const gigId = await publishGig(t.app, seller, { price: '40' });
    const buyer = await signUp(t.app);

    const intentId = (await startPayment(t.app, buyer, gigId)).split('_secret_')[0]!;
    const created = fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents').pop()!;
    expect([created.body.get('amount'), created.body.get('currency')]).toEqual(['4000', 'eur']);

    const paid = { id: intentId, object: 'payment_intent', status: 'succeeded', amount: 4000, currency: 'eur' };
    expect((await signedWebhook(t.app, WEBHOOK_SECRET, 'payment_intent.succeeded', paid)).statusCode).toBe(200);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.paymentIntentId, intentId));
    expect(order!.status).toBe('in_progress');
    expect((await deliverWork(t, seller, order!.id)).statusCode).toBe(200);
    expect((await orderStep(t, buyer, order!.id, 'accept')).statusCode).toBe(200);
    // Made after the release's commit, or by the sweep (sendTransfer) if that one was missed.
    await t.ctx.later.idle();
    await sendTransfer(t.ctx, order!.id);
    const transfer = fake.calls.find((c) => c.path === '/v1/transfers')!;
    expect([transfer.body.get('amount'), transfer.body.get('currency')]).toEqual(['4000', 'eur']);
    const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order!.id));
    expect(new Set(entries.map((e) => e.currency))).toEqual(new Set(['eur']));
  });

  it('does not take a payment Stripe says was in another currency as the order’s', async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    expect((await as(t.app, seller)({ method: 'POST', url: '/api/v1/payouts/account' })).statusCode).toBe(200);
    const [account] = await t.ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, seller.id));
    const connected = account!.stripeAccountId!;
    const enabled = { id: connected, object: 'account', payouts_enabled: true };
    expect((await signedWebhook(t.app, WEBHOOK_SECRET, 'account.updated', enabled, connected)).statusCode).toBe(200);
    const gigId = await publishGig(t.app, seller, { price: '40' });
    const intentId = (await startPayment(t.app, await signUp(t.app), gigId)).split('_secret_')[0]!;
    const paid = { id: intentId, object: 'payment_intent', status: 'succeeded', amount: 4000, currency: 'usd' };
    expect((await signedWebhook(t.app, WEBHOOK_SECRET, 'payment_intent.succeeded', paid)).statusCode).toBe(200);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.paymentIntentId, intentId));
    expect(order!.paidAt).toBeNull();
    expect(await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order!.id))).toHaveLength(0);
  });
});
