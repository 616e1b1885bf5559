import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, orders, payoutAccounts, stripeTransfers } from '../../server/db/schema';
import { sweepSubmittedMilestones } from '../../server/modules/milestones/sweep';
import { retryMissingTransfers } from '../../server/modules/payouts/transfers';
import { signedWebhook, startFakeStripe, type StripeCall } from '../support/fake-stripe';
import { type Contract, milestoneCall, submit, threeMilestones } from '../support/milestones';
import { expectLedgerBalanced } from '../support/money';
import { offerCall, offerFromApplication, postWithApplicant, startOfferPayment } from '../support/offers';
import { as, createTestApp, signUp, type TestApp } from '../support/test-app';

/**
 * Stripe Connect transfers of a milestone contract (issue 34): each approved milestone is paid
 * to the freelancer's connected account by its own Transfer, from the charge of the payment that
 * funded it, keyed by the milestone. The fake keeps Stripe's idempotency (a key answers its first
 * success again; a rate-limited call is not kept) and refuses a Transfer outside its charge's group.
 */
const WEBHOOK_SECRET = 'whsec_test_milestones';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
const intents = new Map<string, { amount: number; group: string | null }>();
/** Stripe's idempotency: the first successful answer of a key, answered again. */
const byKey = new Map<string, { status: number; json: unknown }>();
/** Every Transfer Stripe actually made (not the replays). */
const made: { id: string; key: string; body: URLSearchParams }[] = [];
let rateLimitTransfers = 0;

function transferAnswer(call: StripeCall) {
  const key = call.headers['idempotency-key'] as string;
  const kept = byKey.get(key);
  if (kept) return kept;
  if (rateLimitTransfers > 0) {
    rateLimitTransfers -= 1;
    // Rate-limited calls are not kept under their key, and stripe-node does not retry a 429.
    return {
      status: 429,
      json: { error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests.' } },
    };
  }
  const intent = intents.get(call.body.get('source_transaction')!.replace(/^ch_/, ''));
  if (!intent || intent.group !== call.body.get('transfer_group'))
    return {
      status: 400,
      json: { error: { type: 'invalid_request_error', message: 'The transfer_group must match the charge’s.' } },
    };
  const id = `tr_ms_${made.length + 1}`;
  made.push({ id, key, body: call.body });
  const answer = {
    status: 200,
    json: { id, object: 'transfer', amount: Number(call.body.get('amount')), amount_reversed: 0 },
  };
  byKey.set(key, answer);
  return answer;
}

function stripeAnswers(call: StripeCall) {
  if (call.method === 'POST' && call.path === '/v1/accounts')
    return {
      status: 200,
      json: { id: `acct_${call.body.get('metadata[userId]')!.slice(0, 8)}`, object: 'account', type: 'express' },
    };
  if (call.method === 'POST' && call.path === '/v1/account_links')
    return { status: 200, json: { object: 'account_link', url: 'https://connect.stripe.com/x', expires_at: 1 } };
  if (call.method === 'POST' && call.path === '/v1/payment_intents') {
    const id = `pi_ms_${fake.calls.length}`;
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
    return {
      status: 200,
      json: {
        id,
        object: 'payment_intent',
        status: 'succeeded',
        amount: intents.get(id)?.amount,
        currency: 'usd',
        latest_charge: { id: `ch_${id}`, object: 'charge', transfer_group: intents.get(id)?.group ?? null },
      },
    };
  }
  if (call.method === 'POST' && call.path === '/v1/transfers') return transferAnswer(call);
  return undefined;
}

beforeAll(async () => {
  fake = await startFakeStripe(stripeAnswers);
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_milestones',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_milestones',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
});
afterEach(async () => {
  await expectLedgerBalanced(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const webhook = (type: string, object: Record<string, unknown>, account?: string) =>
  signedWebhook(t.app, WEBHOOK_SECRET, type, object, account);

/** The provider's word that a payment succeeded, as Stripe's webhook says it. */
async function paid(secret: string): Promise<string> {
  const id = secret.split('_secret_')[0]!;
  const res = await webhook('payment_intent.succeeded', {
    id,
    object: 'payment_intent',
    status: 'succeeded',
    amount: intents.get(id)!.amount,
    currency: 'usd',
  });
  expect(res.statusCode).toBe(200);
  return id;
}

/**
 * A three-milestone contract with an onboarded freelancer in Stripe mode, every milestone funded
 * by its own payment (the first by the offer's), the first `submitted` of them submitted. Answers
 * the intent of each.
 */
async function fundedContract(submitted = 3): Promise<Contract & { intentIds: string[]; accountId: string }> {
  const freelancer = await signUp(t.app, { role: 'freelancer', fullName: 'Mila Milestone' });
  expect((await as(t.app, freelancer)({ method: 'POST', url: '/api/v1/payouts/account' })).statusCode).toBe(200);
  const [account] = await t.ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, freelancer.id));
  const accountId = account!.stripeAccountId!;
  await webhook('account.updated', { id: accountId, object: 'account', payouts_enabled: true }, accountId);
  const { client, application } = await postWithApplicant(t, undefined, freelancer);
  const offer = await offerFromApplication(t, client, application._id, {
    price: undefined,
    deliveryDays: undefined,
    revisions: undefined,
    milestones: threeMilestones,
  });
  expect((await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`)).statusCode).toBe(200);
  const first = await paid(await startOfferPayment(t, client, offer._id));
  const [order] = await t.ctx.db.select().from(orders).where(eq(orders.paymentIntentId, first));
  const detail = await offerCall(t, client, 'GET', `/orders/${order!.id}`);
  const ids = (detail.json().milestones as { _id: string }[]).map((m) => m._id);
  const c: Contract = { client, freelancer, offerId: offer._id, orderId: order!.id, ids };
  const intentIds = [first];
  for (const id of ids.slice(1)) {
    const start = await milestoneCall(t, client, c.orderId, `/${id}/create-payment-intent`);
    expect(start.statusCode, start.body).toBe(200);
    intentIds.push(await paid(start.json().clientSecret));
  }
  for (const id of ids.slice(0, submitted)) await submit(t, c, id);
  return { ...c, intentIds, accountId };
}

const approve = (c: Contract, id: string) => milestoneCall(t, c.client, c.orderId, `/${id}/approve`);
const AUTO_APPROVED = () => new Date(Date.now() + 15 * 86_400_000);
const madeFor = (milestoneId: string) => made.filter((m) => m.body.get('metadata[milestoneId]') === milestoneId);
const queuedFor = (orderId: string) =>
  t.ctx.db.select().from(stripeTransfers).where(eq(stripeTransfers.orderId, orderId));

describe('milestone releases (Stripe Connect)', () => {
  it('transfers each approved milestone from its own charge, keyed by the milestone; none for the one not approved', async () => {
    const c = await fundedContract(2);
    const [m1, m2, m3] = c.ids as [string, string, string];
    expect((await approve(c, m1)).statusCode).toBe(200);
    // The second by the auto-approve sweep: its release queues and sends its own Transfer too.
    expect(await sweepSubmittedMilestones(t.ctx, AUTO_APPROVED(), [c.orderId])).toEqual([m2]);
    await retryMissingTransfers(t.ctx);
    const rows = await queuedFor(c.orderId);
    expect(rows.map((r) => r.milestoneId).sort()).toEqual([m1, m2].sort());
    for (const [i, id] of [m1, m2].entries()) {
      const [transfer, ...more] = madeFor(id);
      expect(more).toEqual([]);
      expect(transfer!.key).toBe(`transfer-milestone-${id}`);
      expect(Object.fromEntries(transfer!.body)).toMatchObject({
        amount: String(threeMilestones[i]!.amountCents),
        currency: 'usd',
        destination: c.accountId,
        source_transaction: `ch_${c.intentIds[i]}`,
        transfer_group: `order_${c.orderId}`,
        'metadata[orderId]': c.orderId,
      });
      expect(rows.find((r) => r.milestoneId === id)!.transferId).toBe(transfer!.id);
    }
    // The third holds its money until it is approved: no Transfer, queued or made.
    expect(madeFor(m3)).toEqual([]);
    expect(made.filter((m) => m.body.get('transfer_group') === `order_${c.orderId}`)).toHaveLength(2);
  });

  it('maps a reversed milestone Transfer back to its milestone, once however often Stripe says it', async () => {
    const c = await fundedContract(2);
    const [m1, m2] = c.ids as [string, string];
    expect((await approve(c, m1)).statusCode).toBe(200);
    expect((await approve(c, m2)).statusCode).toBe(200);
    const transferId = (await queuedFor(c.orderId)).find((r) => r.milestoneId === m2)!.transferId!;
    expect(transferId).toBe(madeFor(m2)[0]!.id);
    // Stripe takes $100 of the second back.
    for (let i = 0; i < 2; i++) {
      const object = { id: transferId, object: 'transfer', amount: 120_000, amount_reversed: 10_000 };
      expect((await webhook('transfer.reversed', object)).statusCode).toBe(200);
    }
    const reversals = await t.ctx.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.orderId, c.orderId), eq(ledgerTransactions.kind, 'transfer_reversed')));
    expect(reversals.map((r) => [r.milestoneId, r.amountCents])).toEqual([[m2, 10_000]]);
  });

  it('retries a Transfer Stripe refused once from the sweep, with the same key, and makes it once', async () => {
    const c = await fundedContract();
    const m1 = c.ids[0]!;
    rateLimitTransfers = 1;
    expect((await approve(c, m1)).statusCode).toBe(200);
    const calls = () =>
      fake.calls.filter((call) => call.path === '/v1/transfers' && call.body.get('metadata[milestoneId]') === m1);
    expect(calls()).toHaveLength(1);
    expect((await queuedFor(c.orderId))[0]!.transferId).toBeNull();

    await retryMissingTransfers(t.ctx);
    await retryMissingTransfers(t.ctx);
    expect(calls().map((call) => call.headers['idempotency-key'])).toEqual([
      `transfer-milestone-${m1}`,
      `transfer-milestone-${m1}`,
    ]);
    expect(madeFor(m1)).toHaveLength(1);
    expect((await queuedFor(c.orderId))[0]!.transferId).toBe(madeFor(m1)[0]!.id);
  });

  it('an approval racing the auto-approve sweep and the transfer sweep releases and transfers once', async () => {
    const c = await fundedContract();
    const m1 = c.ids[0]!;
    const [approved] = await Promise.all([
      approve(c, m1),
      sweepSubmittedMilestones(t.ctx, AUTO_APPROVED(), [c.orderId]),
      retryMissingTransfers(t.ctx),
      retryMissingTransfers(t.ctx),
    ]);
    expect([200, 409]).toContain(approved.statusCode);
    await retryMissingTransfers(t.ctx);
    const releases = await t.ctx.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.milestoneId, m1), eq(ledgerTransactions.kind, 'release')));
    expect(releases).toHaveLength(1);
    expect(madeFor(m1)).toHaveLength(1);
    expect(madeFor(m1)[0]!.body.get('amount')).toBe('50000');
    const rows = (await queuedFor(c.orderId)).filter((r) => r.milestoneId === m1);
    expect(rows.map((r) => r.transferId)).toEqual([madeFor(m1)[0]!.id]);
  });
});
