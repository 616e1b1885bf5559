import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payoutAccounts } from '../../server/db/schema';
import { sendTransfer } from '../../server/modules/payouts/transfers';
import { signedWebhook, startFakeStripe, type StripeCall } from '../support/fake-stripe';
import { expectLedgerBalanced } from '../support/money';
import { offerCall, offerFromApplication, postWithApplicant, startOfferPayment } from '../support/offers';
import { deliverWork, orderStep } from '../support/orders';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

/**
 * An offer paid in Stripe mode is charged like a gig's order: its intent carries the order's id
 * and `transfer_group: order_<id>`, so the release's Transfer (which claims that group, from that
 * charge) is accepted. The fake refuses a Transfer whose group is not its charge's, as Stripe does.
 */
const WEBHOOK_SECRET = 'whsec_test_offers';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
const intents = new Map<string, { amount: number; group: string | null }>();

function stripeAnswers(call: StripeCall) {
  const n = fake.calls.length;
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
      json: { object: 'account_link', url: 'https://connect.stripe.com/setup/e/x/onboard', expires_at: 1 },
    };
  if (call.method === 'POST' && call.path === '/v1/payment_intents') {
    const id = `pi_offer_${n}`;
    intents.set(id, { amount: Number(call.body.get('amount')), group: call.body.get('transfer_group') });
    return {
      status: 200,
      json: {
        id,
        object: 'payment_intent',
        client_secret: `${id}_secret_x`,
        status: 'requires_payment_method',
        amount: Number(call.body.get('amount')),
        currency: 'usd',
      },
    };
  }
  if (call.method === 'GET' && call.path.startsWith('/v1/payment_intents/')) {
    const id = call.path.split('/').pop()!;
    const charge = {
      id: `ch_of_${id}`,
      object: 'charge',
      transfer_group: intents.get(id)?.group ?? null,
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    };
    return {
      status: 200,
      json: {
        id,
        object: 'payment_intent',
        status: 'succeeded',
        amount: intents.get(id)?.amount,
        currency: 'usd',
        latest_charge: charge,
      },
    };
  }
  if (call.method === 'POST' && call.path === '/v1/transfers') {
    const intent = intents.get(call.body.get('source_transaction')!.replace(/^ch_of_/, ''));
    if (!intent || intent.group !== call.body.get('transfer_group')) {
      return {
        status: 400,
        json: {
          error: {
            type: 'invalid_request_error',
            message: 'The transfer_group must match the source_transaction charge’s transfer_group.',
          },
        },
      };
    }
    return {
      status: 200,
      json: { id: `tr_offer_${n}`, object: 'transfer', amount: Number(call.body.get('amount')), amount_reversed: 0 },
    };
  }
  return undefined;
}

beforeAll(async () => {
  fake = await startFakeStripe(stripeAnswers);
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_offers',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_offers',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
});
afterAll(async () => {
  await expectLedgerBalanced(t);
  await t.close();
  await fake.close();
});

const webhook = (type: string, object: Record<string, unknown>, account?: string) =>
  signedWebhook(t.app, WEBHOOK_SECRET, type, object, account);

async function onboardedFreelancer(): Promise<TestUser> {
  const seller = await signUp(t.app, { role: 'freelancer', fullName: 'Olive Offer' });
  expect((await as(t.app, seller)({ method: 'POST', url: '/api/v1/payouts/account' })).statusCode).toBe(200);
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
  return seller;
}

describe('POST /offers/{id}/create-payment-intent (Stripe Connect)', () => {
  it('gives the intent the order’s id and transfer group; the release’s Transfer from its charge is accepted in that group', async () => {
    const freelancer = await onboardedFreelancer();
    const { client, application } = await postWithApplicant(t, undefined, freelancer);
    const offer = await offerFromApplication(t, client, application._id, { price: 80 });
    expect((await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`)).statusCode).toBe(200);

    const secret = await startOfferPayment(t, client, offer._id);
    const intentId = secret.split('_secret_')[0]!;
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.paymentIntentId, intentId));
    const created = fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents').pop()!;
    expect(created.body.get('metadata[orderId]')).toBe(order!.id);
    expect(created.body.get('metadata[offerId]')).toBe(offer._id);
    expect(created.body.get('transfer_group')).toBe(`order_${order!.id}`);
    expect(created.body.get('amount')).toBe('8000');

    expect(
      (
        await webhook('payment_intent.succeeded', {
          id: intentId,
          object: 'payment_intent',
          status: 'succeeded',
          amount: 8000,
        })
      ).statusCode,
    ).toBe(200);
    expect((await deliverWork(t, freelancer, order!.id)).statusCode).toBe(200);
    expect((await orderStep(t, client, order!.id, 'accept')).statusCode).toBe(200);
    const transferId = await sendTransfer(t.ctx, order!.id);
    expect(transferId).toMatch(/^tr_offer_/);
    const [transfer] = fake.calls.filter(
      (c) => c.path === '/v1/transfers' && c.body.get('metadata[orderId]') === order!.id,
    );
    expect(transfer!.body.get('transfer_group')).toBe(`order_${order!.id}`);
    expect(transfer!.body.get('source_transaction')).toBe(`ch_of_${intentId}`);
  });

  it('refuses (409) a freelancer whose payouts are not enabled yet: no intent, no order', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    expect((await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`)).statusCode).toBe(200);
    const before = fake.calls.filter((c) => c.path === '/v1/payment_intents').length;
    const res = await offerCall(t, client, 'POST', `/offers/${offer._id}/create-payment-intent`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This freelancer cannot receive payments yet, so this offer cannot be paid for now.',
    );
    expect(fake.calls.filter((c) => c.path === '/v1/payment_intents').length).toBe(before);
    expect(await t.ctx.db.select().from(orders).where(eq(orders.offerId, offer._id))).toHaveLength(0);
  });
});
