import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payoutAccounts, payouts, stripeTransfers } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { pngFile } from '../support/multipart';
import { queueTransfer, sendTransfer } from '../../server/modules/payouts/transfers';
import { signedWebhook, startFakeStripe, type StripeCall } from '../support/fake-stripe';
import { balance, expectLedgerBalanced, fundSeller } from '../support/money';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

const WEBHOOK_SECRET = 'whsec_test_connect';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let buyer: TestUser;
let counter = 0;

// Stripe's documented answers for the calls Workify makes (trimmed to the fields it reads).
function stripeAnswers(call: StripeCall) {
  counter += 1;
  if (call.method === 'POST' && call.path === '/v1/accounts')
    return {
      status: 200,
      json: {
        id: `acct_${call.body.get('metadata[userId]')!.slice(0, 8)}`,
        object: 'account',
        type: 'express',
        payouts_enabled: false,
      },
    };
  if (call.method === 'POST' && call.path === '/v1/account_links')
    return {
      status: 200,
      json: {
        object: 'account_link',
        url: `https://connect.stripe.com/setup/e/${call.body.get('account')}/onboard`,
        expires_at: 1,
      },
    };
  if (call.method === 'POST' && call.path === '/v1/payment_intents')
    return {
      status: 200,
      json: {
        id: `pi_fake_${counter}`,
        object: 'payment_intent',
        client_secret: `pi_fake_${counter}_secret_x`,
        status: 'requires_payment_method',
        amount: Number(call.body.get('amount')),
        currency: 'usd',
      },
    };
  if (call.method === 'GET' && call.path.startsWith('/v1/payment_intents/'))
    return {
      status: 200,
      json: {
        id: call.path.split('/').pop(),
        object: 'payment_intent',
        status: 'succeeded',
        latest_charge: {
          id: 'ch_fake_1',
          object: 'charge',
          payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
        },
      },
    };
  if (call.method === 'POST' && call.path === '/v1/transfers')
    return {
      status: 200,
      json: {
        id: `tr_fake_${counter}`,
        object: 'transfer',
        amount: Number(call.body.get('amount')),
        amount_reversed: 0,
      },
    };
  if (call.method === 'POST' && call.path === '/v1/payouts')
    return {
      status: 200,
      json: {
        id: `po_fake_${counter}`,
        object: 'payout',
        status: 'pending',
        amount: Number(call.body.get('amount')),
        metadata: { payoutId: call.body.get('metadata[payoutId]') },
      },
    };
  return undefined;
}

beforeAll(async () => {
  fake = await startFakeStripe(stripeAnswers);
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_connect',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_connect',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  buyer = await signUp(t.app);
});
afterAll(async () => {
  await expectLedgerBalanced(t);
  await t.close();
  await fake.close();
});

const webhook = (type: string, object: Record<string, unknown>, account?: string) =>
  signedWebhook(t.app, WEBHOOK_SECRET, type, object, account);

/** A seller who went through Connect onboarding: POST /payouts/account, then account.updated. */
async function onboardedSeller(): Promise<{ seller: TestUser; accountId: string }> {
  const seller = await signUp(t.app, { role: 'freelancer' });
  const res = await as(t.app, seller)({ method: 'POST', url: '/api/v1/payouts/account' });
  expect(res.statusCode).toBe(200);
  const [row] = await t.ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, seller.id));
  expect(
    (
      await webhook(
        'account.updated',
        { id: row!.stripeAccountId, object: 'account', payouts_enabled: true },
        row!.stripeAccountId!,
      )
    ).statusCode,
  ).toBe(200);
  return { seller, accountId: row!.stripeAccountId! };
}

describe('POST /payouts/account (Stripe Connect Express)', () => {
  it('creates the Express account once and answers an onboarding link; account.updated enables payouts', async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    const first = await as(t.app, seller)({ method: 'POST', url: '/api/v1/payouts/account' });
    expect(first.statusCode).toBe(200);
    const accountId = `acct_${seller.id.slice(0, 8)}`;
    expect(first.json().data).toEqual({
      provider: 'stripe',
      ready: false,
      accountHolder: null,
      accountLast4: null,
      onboardingUrl: `https://connect.stripe.com/setup/e/${accountId}/onboard`,
    });
    const created = fake.calls.filter((c) => c.path === '/v1/accounts' && c.body.get('metadata[userId]') === seller.id);
    expect(created).toHaveLength(1);
    expect(created[0]!.body.get('type')).toBe('express');
    expect(created[0]!.headers['idempotency-key']).toBe(`connect-account-${seller.id}`);
    await as(t.app, seller)({ method: 'POST', url: '/api/v1/payouts/account' });
    expect(
      fake.calls.filter((c) => c.path === '/v1/accounts' && c.body.get('metadata[userId]') === seller.id),
    ).toHaveLength(1);
    const link = fake.calls.filter((c) => c.path === '/v1/account_links').pop()!;
    expect(link.body.get('return_url')).toMatch(/\/earnings$/);

    const status = () => t.app.inject({ method: 'GET', url: `/api/v1/payouts/sellers/${seller.id}` });
    expect((await status()).json().data).toEqual({ canBeBought: false });
    const withdrawEarly = await as(t.app, seller)({ method: 'POST', url: '/api/v1/payouts/withdraw', payload: {} });
    expect(withdrawEarly.statusCode).toBe(409);
    expect(withdrawEarly.json().message).toBe('Finish setting up your Stripe payout account before withdrawing.');
    expect(
      (await webhook('account.updated', { id: accountId, object: 'account', payouts_enabled: true }, accountId))
        .statusCode,
    ).toBe(200);
    expect((await as(t.app, seller)({ method: 'GET', url: '/api/v1/payouts/account' })).json().data.ready).toBe(true);
    expect((await status()).json().data).toEqual({ canBeBought: true });
  });
});

describe('POST /orders/create-payment-intent/{id} (Stripe Connect)', () => {
  it("refuses (409) a seller's gig until their payouts are enabled, then charges on the platform with the order's transfer group", async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    const gigId = await publishGig(t.app, seller, { price: '25', coverImage: await pngFile(40, 30) });
    const refused = await as(t.app, buyer)({ method: 'POST', url: `/api/v1/orders/create-payment-intent/${gigId}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This freelancer cannot receive payments yet, so their gigs cannot be bought for now.',
    );
    expect(await t.ctx.db.select().from(orders).where(eq(orders.gigId, gigId))).toHaveLength(0);

    await as(t.app, seller)({ method: 'POST', url: '/api/v1/payouts/account' });
    const accountId = `acct_${seller.id.slice(0, 8)}`;
    await webhook('account.updated', { id: accountId, object: 'account', payouts_enabled: true }, accountId);
    const started = await as(t.app, buyer)({ method: 'POST', url: `/api/v1/orders/create-payment-intent/${gigId}` });
    expect(started.statusCode).toBe(200);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.gigId, gigId));
    const created = fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents').pop()!;
    expect(created.body.get('transfer_group')).toBe(`order_${order!.id}`);
    expect(created.body.get('amount')).toBe('2500');
  });
});

describe('release transfers (Stripe Connect)', () => {
  it("transfers the released amount to the seller's account from the order's charge, once", async () => {
    const { seller, accountId } = await onboardedSeller();
    const orderId = await fundSeller(t, seller, buyer, 60);
    await t.ctx.db.transaction((tx) => queueTransfer(t.ctx, tx, orderId));
    const [a, b] = [await sendTransfer(t.ctx, orderId), await sendTransfer(t.ctx, orderId)];
    expect(a).toMatch(/^tr_fake_/);
    expect(b).toBe(a);
    const transfers = fake.calls.filter(
      (c) => c.path === '/v1/transfers' && c.body.get('metadata[orderId]') === orderId,
    );
    expect(transfers).toHaveLength(1);
    expect(Object.fromEntries(transfers[0]!.body)).toMatchObject({
      amount: '6000',
      currency: 'usd',
      destination: accountId,
      source_transaction: 'ch_fake_1',
      transfer_group: `order_${orderId}`,
    });
    expect(transfers[0]!.headers['idempotency-key']).toBe(`transfer-${orderId}`);
    expect(
      (await t.ctx.db.select().from(stripeTransfers).where(eq(stripeTransfers.orderId, orderId)))[0]!.transferId,
    ).toBe(a);

    // Stripe takes $10 of it back: the seller's balance goes down by that, once however often the event comes.
    for (let i = 0; i < 2; i++)
      expect(
        (
          await webhook('transfer.reversed', {
            id: a,
            object: 'transfer',
            amount: 6000,
            amount_reversed: 1000,
            metadata: { orderId },
          })
        ).statusCode,
      ).toBe(200);
    expect(await balance(t, seller)).toMatchObject({ availableCents: 5000 });
  });
});

describe('POST /payouts/withdraw (Stripe)', () => {
  it('creates a payout on the connected account; payout.paid and payout.failed settle it', async () => {
    const { seller, accountId } = await onboardedSeller();
    await fundSeller(t, seller, buyer, 40);
    const res = await as(
      t.app,
      seller,
    )({ method: 'POST', url: '/api/v1/payouts/withdraw', payload: { amountCents: 1500 } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'pending', amountCents: 1500, destination: 'Stripe account' });
    const call = fake.calls.filter((c) => c.path === '/v1/payouts').pop()!;
    expect(call.headers['stripe-account']).toBe(accountId);
    expect(call.headers['idempotency-key']).toBe(`payout-${res.json().data._id}`);
    expect(await balance(t, seller)).toMatchObject({ availableCents: 2500, paidOutCents: 0 });
    const [row] = await t.ctx.db.select().from(payouts).where(eq(payouts.id, res.json().data._id));
    expect(row!.providerPayoutId).toMatch(/^po_fake_/);
    // Found by Stripe's payout id (no metadata); the failure below is found by its metadata.
    expect(
      (
        await webhook(
          'payout.paid',
          { id: row!.providerPayoutId, object: 'payout', status: 'paid', amount: 1500 },
          accountId,
        )
      ).statusCode,
    ).toBe(200);
    expect(await balance(t, seller)).toMatchObject({ availableCents: 2500, paidOutCents: 1500 });

    const second = await as(t.app, seller)({ method: 'POST', url: '/api/v1/payouts/withdraw', payload: {} });
    expect(second.json().data).toMatchObject({ status: 'pending', amountCents: 2500 });
    expect(
      (
        await webhook(
          'payout.failed',
          {
            id: 'po_unknown',
            object: 'payout',
            status: 'failed',
            failure_message: 'Account closed',
            metadata: { payoutId: second.json().data._id },
          },
          accountId,
        )
      ).statusCode,
    ).toBe(200);
    expect(await balance(t, seller)).toMatchObject({ availableCents: 2500, paidOutCents: 1500 });
    const list = await as(t.app, seller)({ method: 'GET', url: '/api/v1/payouts' });
    expect(list.json().data.map((p: { status: string }) => p.status)).toEqual(['failed', 'paid']);
    expect(list.json().data[0].failureMessage).toBe('Account closed');
  });
});

describe('GET /orders/{id}/receipt (Stripe)', () => {
  it("shows the card brand and last four digits of the order's charge", async () => {
    const { seller } = await onboardedSeller();
    const orderId = await fundSeller(t, seller, buyer, 10);
    const res = await as(t.app, buyer)({ method: 'GET', url: `/api/v1/orders/${orderId}/receipt` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.paymentMethod).toEqual({ brand: 'visa', last4: '4242' });
  });
});
