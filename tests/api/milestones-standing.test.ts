import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, milestonePayments, orderMilestones, orders, paymentRefunds } from '../../server/db/schema';
import { confirmCard } from '../support/gigs';
import { type Contract, milestoneCall, milestoneContract, startFunding, submit } from '../support/milestones';
import { expectLedgerBalanced } from '../support/money';
import { hide, makeAdmin, suspend } from '../support/moderation';
import { offerCall } from '../support/offers';
import type { TestUser } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

/**
 * A block, a suspension or a removed job post after a contract began (issue 34): no more money
 * goes in, at a milestone's funding start and at its confirmation (refunded once); work already
 * funded goes on.
 */
const t = useTestApp();
let admin: TestUser;
beforeAll(async () => {
  admin = await makeAdmin(t);
});

const block = (by: TestUser, id: string) => offerCall(t, by, 'POST', `/users/${id}/block`);
const fundingStart = (c: Contract, milestoneId: string) =>
  milestoneCall(t, c.client, c.orderId, `/${milestoneId}/create-payment-intent`);
const paymentsOf = (milestoneId: string) =>
  t.ctx.db.select().from(milestonePayments).where(eq(milestonePayments.milestoneId, milestoneId));
const chargesOf = async (milestoneId: string) =>
  (await t.ctx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.milestoneId, milestoneId))).map(
    (m) => m.kind,
  );
const statusOf = async (milestoneId: string) =>
  (await t.ctx.db.select().from(orderMilestones).where(eq(orderMilestones.id, milestoneId)))[0]!.status;

describe('POST /orders/{id}/milestones/{milestoneId}/create-payment-intent after a block or a suspension', () => {
  it('refuses the client who blocked the freelancer (403, how to lift it) and the blocked client (403)', async () => {
    const mine = await milestoneContract(t);
    expect((await block(mine.client, mine.freelancer.id)).statusCode).toBe(200);
    const byMe = await fundingStart(mine, mine.ids[1]!);
    expect(byMe.statusCode).toBe(403);
    expect(byMe.json().message).toBe('You blocked this user. Unblock them to go on with this order.');

    const theirs = await milestoneContract(t);
    expect((await block(theirs.freelancer, theirs.client.id)).statusCode).toBe(200);
    const byThem = await fundingStart(theirs, theirs.ids[1]!);
    expect(byThem.statusCode).toBe(403);
    expect(byThem.json().message).toBe('You cannot go on with this order with this user.');
    expect(await paymentsOf(mine.ids[1]!)).toEqual([]);
    expect(await paymentsOf(theirs.ids[1]!)).toEqual([]);
    // Funded work goes on: the freelancer still submits the first milestone.
    await submit(t, theirs, theirs.ids[0]!);
  });

  it('refuses funding a suspended freelancer’s contract (409) and starts it again once lifted', async () => {
    const c = await milestoneContract(t);
    expect((await suspend(t, admin, c.freelancer.id)).statusCode).toBe(200);
    const refused = await fundingStart(c, c.ids[1]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('suspended');
    expect(await paymentsOf(c.ids[1]!)).toEqual([]);
    const lifted = await offerCall(t, admin, 'POST', `/admin/users/${c.freelancer.id}/unsuspend`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await fundingStart(c, c.ids[1]!)).statusCode).toBe(200);
  });
});

const postOf = async (c: Contract) =>
  (await t.ctx.db.select({ postId: orders.postId }).from(orders).where(eq(orders.id, c.orderId)))[0]!.postId!;

describe('POST /orders/{id}/milestones/{milestoneId}/create-payment-intent after its job post was removed', () => {
  it('refuses (409, saying why) and starts no payment', async () => {
    const c = await milestoneContract(t);
    expect((await hide(t, admin, 'post', await postOf(c))).statusCode).toBe(200);
    const refused = await fundingStart(c, c.ids[1]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The job post this contract is for was removed by Workify: no more milestones can be funded.',
    );
    expect(await paymentsOf(c.ids[1]!)).toEqual([]);
  });
});

describe('a milestone payment confirmed after its funding started', () => {
  /** Starts funding the second milestone, lets `meanwhile` happen, then pays and asks the provider again. */
  async function confirmedAfter(meanwhile: (c: Contract) => Promise<void>) {
    const c = await milestoneContract(t);
    const secret = await startFunding(t, c, c.ids[1]!);
    await meanwhile(c);
    expect((await confirmCard(t.app, secret, '4242 4242 4242 4242')).statusCode).toBe(200);
    // The provider's word again (the success screen asks): nothing more happens.
    const again = await t.app.inject({ method: 'GET', url: `/api/v1/payments/intent?client_secret=${secret}` });
    expect(again.statusCode).toBe(200);
    expect(await statusOf(c.ids[1]!)).toBe('pending');
    expect(await chargesOf(c.ids[1]!)).toEqual([]);
    const [payment] = await paymentsOf(c.ids[1]!);
    expect(payment!.refundId).not.toBeNull();
    const refunds = await t.ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.intentId, payment!.intentId));
    expect(refunds.map((r) => r.amount)).toEqual([120_000]);
    await expectLedgerBalanced(t);
  }

  it('after a block: is refunded in full, once, and funds nothing; the ledger stays balanced', () =>
    confirmedAfter(async (c) => {
      expect((await block(c.freelancer, c.client.id)).statusCode).toBe(200);
    }));

  it('after a party was suspended: refunded once, funds nothing', () =>
    confirmedAfter(async (c) => {
      expect((await suspend(t, admin, c.client.id)).statusCode).toBe(200);
    }));

  it('after its job post was removed by moderation: refunded once, funds nothing', () =>
    confirmedAfter(async (c) => {
      expect((await hide(t, admin, 'post', await postOf(c))).statusCode).toBe(200);
    }));
});
