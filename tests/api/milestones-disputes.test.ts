import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  disputes,
  ledgerEntries,
  ledgerTransactions,
  orderEvents,
  orderMilestones,
  orders,
  paymentRefunds,
} from '../../server/db/schema';
import { sweepSubmittedMilestones } from '../../server/modules/milestones/sweep';
import { checkLedger, describeProblem } from '../../server/modules/payouts/check';
import { ageDispute, decide, disputeCast, disputeStep, escalated, openDispute, signUpAdmin } from '../support/disputes';
import { fund, milestoneCall, milestoneContract, milestonesAs, submit, type Contract } from '../support/milestones';
import { expectLedgerBalanced } from '../support/money';
import { offerCall } from '../support/offers';
import { paidOrder } from '../support/orders';
import { as, signUp, type TestUser } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

/** A dispute on one milestone of a contract (issue 34): only that milestone's money moves. Both databases. */
const t = useTestApp();

const WHY = { reason: 'not_as_described', details: 'The build is not what we agreed' };
const DAY = 86_400_000;

const milestoneRow = async (id: string) =>
  (await t.ctx.db.select().from(orderMilestones).where(eq(orderMilestones.id, id)))[0]!;
const orderStatus = async (id: string) =>
  (await t.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
/** A milestone's ledger movements: [kind, its escrow leg] (charge +, refund and release −). */
const movesOf = async (milestoneId: string) => {
  const rows = await t.ctx.db
    .select({ kind: ledgerTransactions.kind, escrow: ledgerEntries.amountCents })
    .from(ledgerTransactions)
    .innerJoin(
      ledgerEntries,
      and(eq(ledgerEntries.transactionId, ledgerTransactions.id), eq(ledgerEntries.account, 'escrow')),
    )
    .where(eq(ledgerTransactions.milestoneId, milestoneId));
  return rows.map((r) => [r.kind, r.escrow]).sort();
};
/** The provider's refunds of the milestone's payment, in cents. */
const providerRefunds = async (milestoneId: string) => {
  const m = await milestoneRow(milestoneId);
  const rows = await t.ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.intentId, m.paymentIntentId!));
  return rows.map((r) => r.amount);
};

/** The contract with its second milestone (Build, $1,200) funded too, disputed by `by` (the client by default). */
async function disputedBuild(by?: 'client' | 'freelancer'): Promise<Contract & { disputeId: string }> {
  const c = await milestoneContract(t);
  await fund(t, c, c.ids[1]!);
  const res = await openDispute(t, by === 'freelancer' ? c.freelancer : c.client, c.orderId, {
    ...WHY,
    milestoneId: c.ids[1],
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...c, disputeId: res.json().data._id as string };
}

const propose = (user: TestUser, disputeId: string, payload: object) =>
  disputeStep(t, user, disputeId, 'proposals', payload);
async function proposed(user: TestUser, disputeId: string, payload: object): Promise<string> {
  const res = await propose(user, disputeId, payload);
  expect(res.statusCode, res.body).toBe(201);
  const proposals = res.json().data.proposals as { _id: string; status: string }[];
  return proposals.find((p) => p.status === 'pending')!._id;
}

describe('POST /orders/{id}/dispute on a milestone contract', () => {
  it('opens on a held milestone: the contract pauses, the answer names the milestone, the sweep waits', async () => {
    const c = await milestoneContract(t);
    await fund(t, c, c.ids[1]!);
    await submit(t, c, c.ids[0]!);
    const res = await openDispute(t, c.client, c.orderId, { ...WHY, milestoneId: c.ids[1] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'open',
      milestone: { _id: c.ids[1], position: 2, title: 'Build', amountCents: 120_000 },
      order: { status: 'disputed', priceCents: 200_000 },
    });
    const order = (await offerCall(t, c.client, 'GET', `/orders/${c.orderId}`)).json();
    expect(order).toMatchObject({ status: 'disputed', disputedMilestoneId: c.ids[1] });
    expect(order.milestones.map((m: { allowedActions: string[] }) => m.allowedActions)).toEqual([[], [], []]);
    const paused = 'A dispute on this contract is open: its milestones wait until it is settled or withdrawn.';
    for (const [user, path, body] of [
      [c.client, `/${c.ids[0]}/approve`, undefined],
      [c.client, `/${c.ids[2]}/create-payment-intent`, undefined],
      [c.freelancer, `/${c.ids[1]}/submit`, { message: 'Here' }],
      [c.freelancer, '', { title: 'More', amountCents: 10_000, dueInDays: 2 }],
    ] as const) {
      const step = await milestoneCall(t, user, c.orderId, path, body);
      expect(step.statusCode, path).toBe(409);
      expect(step.json().message, path).toBe(paused);
    }
    // The submission's auto-approval waits for the dispute, even long after its day.
    const swept = await sweepSubmittedMilestones(t.ctx, new Date(Date.now() + 30 * DAY), [c.orderId]);
    expect(swept).toEqual([]);
    expect((await milestoneRow(c.ids[0]!)).status).toBe('submitted');
    const again = await openDispute(t, c.freelancer, c.orderId, { ...WHY, milestoneId: c.ids[0] });
    expect(again.statusCode).toBe(409);
    await expectLedgerBalanced(t);
  });

  it('refuses a missing milestone, another order’s, one holding no money, and a milestone on a one-price order', async () => {
    const c = await milestoneContract(t);
    const other = await milestoneContract(t);
    const missing = await openDispute(t, c.client, c.orderId, WHY);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'milestoneId', message: 'Choose the milestone the dispute is about' },
    ]);
    const malformed = await openDispute(t, c.client, c.orderId, { ...WHY, milestoneId: 'three' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('milestoneId');
    expect((await openDispute(t, c.client, c.orderId, { ...WHY, milestoneId: other.ids[0] })).statusCode).toBe(404);
    const stranger = await signUp(t.app);
    expect((await openDispute(t, stranger, c.orderId, { ...WHY, milestoneId: c.ids[0] })).statusCode).toBe(404);
    const pending = await openDispute(t, c.freelancer, c.orderId, { ...WHY, milestoneId: c.ids[2] });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(
      'Milestone 3 holds no money to dispute (it is not funded yet): only a funded milestone whose money is not released yet can be disputed.',
    );
    await submit(t, c, c.ids[0]!);
    await milestoneCall(t, c.client, c.orderId, `/${c.ids[0]}/approve`);
    const approved = await openDispute(t, c.client, c.orderId, { ...WHY, milestoneId: c.ids[0] });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toMatch(/^Milestone 1 holds no money to dispute \(it is approved\)/);
    // Nothing held at all: the order offers no dispute.
    expect((await offerCall(t, c.client, 'GET', `/orders/${c.orderId}`)).json().allowedActions).not.toContain(
      'open_dispute',
    );
    const { seller, gigId } = await disputeCast(t);
    const { buyer, orderId } = await paidOrder(t, gigId);
    const onePrice = await openDispute(t, buyer, orderId, { ...WHY, milestoneId: c.ids[1] });
    expect(onePrice.statusCode).toBe(400);
    expect(onePrice.json().errors).toEqual([{ field: 'milestoneId', message: 'This order has no milestones' }]);
    expect(seller.id).toBeTruthy();
    for (const id of [c.orderId, orderId]) {
      expect(await orderStatus(id)).toBe('in_progress');
      expect(await t.ctx.db.select().from(disputes).where(eq(disputes.orderId, id))).toHaveLength(0);
    }
  });
});

describe('settling a milestone’s dispute by agreement', () => {
  it('a partial refund moves only that milestone’s money, to the cent; the contract goes on', async () => {
    const c = await disputedBuild();
    const over = await propose(c.freelancer, c.disputeId, { outcome: 'partial', refundCents: 120_000 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual([
      {
        field: 'refundCents',
        message: "a partial refund is between 1 cent and less than the milestone's amount, $1,200 (120000 cents)",
      },
    ]);
    const proposal = await proposed(c.freelancer, c.disputeId, { outcome: 'partial', refundCents: 45_050 });
    const res = await disputeStep(t, c.client, c.disputeId, `proposals/${proposal}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'settled',
      outcome: 'partial',
      refundCents: 45_050,
      releaseCents: 74_950,
      order: { status: 'in_progress' },
      milestone: { _id: c.ids[1], amountCents: 120_000 },
    });
    expect(await milestoneRow(c.ids[1]!)).toMatchObject({ status: 'settled', refundedCents: 45_050 });
    expect(await providerRefunds(c.ids[1]!)).toEqual([45_050]);
    expect(await movesOf(c.ids[1]!)).toEqual([
      ['charge', 120_000],
      ['refund', -45_050],
      ['release', -74_950],
    ]);
    // The other milestones are untouched: the first still holds its money, the third is not funded.
    expect(await movesOf(c.ids[0]!)).toEqual([['charge', 50_000]]);
    expect(await movesOf(c.ids[2]!)).toEqual([]);
    expect(await providerRefunds(c.ids[0]!)).toEqual([]);
    const order = (await offerCall(t, c.client, 'GET', `/orders/${c.orderId}`)).json();
    expect(order).toMatchObject({ status: 'in_progress', disputedMilestoneId: null });
    expect(order.milestones.map((m: { status: string }) => m.status)).toEqual(['funded', 'settled', 'pending']);
    // The order says how the settled one was shared out; the others were not.
    expect(order.milestones.map((m: { refundedCents: number | null }) => m.refundedCents)).toEqual([
      null,
      45_050,
      null,
    ]);
    const [resolved] = await t.ctx.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, c.orderId), eq(orderEvents.kind, 'dispute_resolved')));
    expect(resolved!.message).toBe(
      'Settled by agreement: a partial refund of $450.50 to the buyer, $749.50 released to the seller for milestone 2, Build',
    );
    // The contract goes on: the next milestone is funded and worked on.
    await fund(t, c, c.ids[2]!);
    expect((await submit(t, c, c.ids[2]!)).statusCode).toBe(200);
    await expectLedgerBalanced(t);
    // ledger:check holds the settled milestone to its split: a refund that is not the one recorded is flagged.
    await t.ctx.db.update(orderMilestones).set({ refundedCents: 45_000 }).where(eq(orderMilestones.id, c.ids[1]!));
    expect((await checkLedger(t.ctx.db)).map(describeProblem)).toEqual([
      expect.stringContaining('is settled with 45000 cents refunded, the ledger refunded 45050'),
    ]);
    await t.ctx.db.update(orderMilestones).set({ refundedCents: 45_050 }).where(eq(orderMilestones.id, c.ids[1]!));
    await expectLedgerBalanced(t);
  });

  it('a release approves the milestone: all of its amount to the freelancer, nothing refunded', async () => {
    const c = await disputedBuild('freelancer');
    const proposal = await proposed(c.client, c.disputeId, { outcome: 'release' });
    const res = await disputeStep(t, c.freelancer, c.disputeId, `proposals/${proposal}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'release', refundCents: 0, releaseCents: 120_000 });
    expect((await milestoneRow(c.ids[1]!)).status).toBe('approved');
    expect(await movesOf(c.ids[1]!)).toEqual([
      ['charge', 120_000],
      ['release', -120_000],
    ]);
    expect(await providerRefunds(c.ids[1]!)).toEqual([]);
    expect(await orderStatus(c.orderId)).toBe('in_progress');
    await expectLedgerBalanced(t);
  });

  it('a withdrawal gives the contract back as it was, its money held, its submissions’ answer time resumed', async () => {
    const c = await disputedBuild();
    // Submitted 10 days before, disputed 9 days before: 13 of the 14 days to answer were left.
    const submittedAt = new Date(Date.now() - 10 * DAY);
    await t.ctx.db
      .update(orderMilestones)
      .set({ status: 'submitted', submittedAt })
      .where(eq(orderMilestones.id, c.ids[0]!));
    await ageDispute(t, c.disputeId, 9 * 24);
    const res = await disputeStep(t, c.client, c.disputeId, 'withdraw');
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderStatus(c.orderId)).toBe('in_progress');
    expect((await milestoneRow(c.ids[1]!)).status).toBe('funded');
    expect((await submit(t, c, c.ids[1]!)).statusCode).toBe(200);
    expect(await sweepSubmittedMilestones(t.ctx, new Date(Date.now() + 5 * DAY), [c.orderId])).toEqual([]);
    expect(await sweepSubmittedMilestones(t.ctx, new Date(Date.now() + 13.5 * DAY), [c.orderId])).toEqual([c.ids[0]]);
    await expectLedgerBalanced(t);
  });
});

describe('POST /admin/disputes/{id}/decide on a milestone’s dispute', () => {
  it('a full refund gives back the milestone’s amount through the provider, once; the contract goes on', async () => {
    const admin = await signUpAdmin(t);
    const c = await disputedBuild();
    await escalated(t, c.client, c.disputeId);
    const wrong = await decide(t, admin, c.disputeId, { outcome: 'refund', refundCents: 200_000, reason: 'x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toEqual({
      field: 'refundCents',
      message: "must be at most the milestone's amount, $1,200 (120000 cents)",
    });
    const res = await decide(t, admin, c.disputeId, { outcome: 'refund', reason: 'The build was never started' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'decided', refundCents: 120_000, releaseCents: 0 });
    expect((await milestoneRow(c.ids[1]!)).status).toBe('refunded');
    expect(await providerRefunds(c.ids[1]!)).toEqual([120_000]);
    expect(await movesOf(c.ids[1]!)).toEqual([
      ['charge', 120_000],
      ['refund', -120_000],
    ]);
    expect(await movesOf(c.ids[0]!)).toEqual([['charge', 50_000]]);
    expect(await orderStatus(c.orderId)).toBe('in_progress');
    // The admins' list names the milestone, whose amount the outcome shared out.
    const list = await as(t.app, admin)({ method: 'GET', url: '/api/v1/admin/disputes?status=decided' });
    expect(list.json().data.find((d: { _id: string }) => d._id === c.disputeId)).toMatchObject({
      priceCents: 200_000,
      refundCents: 120_000,
      milestone: { _id: c.ids[1], position: 2, title: 'Build', amountCents: 120_000 },
    });
    await expectLedgerBalanced(t);
  });
});

describe('the disputed milestone was the last one open', () => {
  it('its settlement completes the contract', async () => {
    const c = await milestoneContract(t, [
      { title: 'Design', amountCents: 50_000, dueInDays: 7 },
      { title: 'Launch', amountCents: 30_000, dueInDays: 3 },
    ]);
    await submit(t, c, c.ids[0]!);
    await milestoneCall(t, c.client, c.orderId, `/${c.ids[0]}/approve`);
    await fund(t, c, c.ids[1]!);
    await submit(t, c, c.ids[1]!);
    const open = await openDispute(t, c.client, c.orderId, { ...WHY, milestoneId: c.ids[1] });
    expect(open.statusCode, open.body).toBe(201);
    const disputeId = open.json().data._id as string;
    const proposal = await proposed(c.client, disputeId, { outcome: 'partial', refundCents: 10_000 });
    const res = await disputeStep(t, c.freelancer, disputeId, `proposals/${proposal}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order.status).toBe('completed');
    expect((await milestonesAs(t, c.client, c.orderId)).map((m) => m.status)).toEqual(['approved', 'settled']);
    const kinds = await t.ctx.db
      .select({ kind: orderEvents.kind })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, c.orderId));
    expect(kinds.map((k) => k.kind).slice(-2)).toEqual(['dispute_resolved', 'completed']);
    await expectLedgerBalanced(t);
  });
});

describe('settlement races', () => {
  it('two accepts of one proposal at once settle once: the money moves once', async () => {
    const c = await disputedBuild();
    const proposal = await proposed(c.freelancer, c.disputeId, { outcome: 'partial', refundCents: 20_000 });
    const answers = await Promise.all([
      disputeStep(t, c.client, c.disputeId, `proposals/${proposal}/accept`),
      disputeStep(t, c.client, c.disputeId, `proposals/${proposal}/accept`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await providerRefunds(c.ids[1]!)).toEqual([20_000]);
    expect(await movesOf(c.ids[1]!)).toEqual([
      ['charge', 120_000],
      ['refund', -20_000],
      ['release', -100_000],
    ]);
    await expectLedgerBalanced(t);
  });

  it('an accept racing an admin’s decision: whichever comes first moves the money, once', async () => {
    const admin = await signUpAdmin(t);
    const c = await disputedBuild();
    await escalated(t, c.freelancer, c.disputeId);
    const proposal = await proposed(c.freelancer, c.disputeId, { outcome: 'release' });
    const answers = await Promise.all([
      disputeStep(t, c.client, c.disputeId, `proposals/${proposal}/accept`),
      decide(t, admin, c.disputeId, { outcome: 'refund', reason: 'Nothing was delivered' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const status = (await milestoneRow(c.ids[1]!)).status;
    expect(['approved', 'refunded']).toContain(status);
    const moves = await movesOf(c.ids[1]!);
    expect(moves).toEqual(
      status === 'approved'
        ? [
            ['charge', 120_000],
            ['release', -120_000],
          ]
        : [
            ['charge', 120_000],
            ['refund', -120_000],
          ],
    );
    expect(await providerRefunds(c.ids[1]!)).toEqual(status === 'approved' ? [] : [120_000]);
    expect(await orderStatus(c.orderId)).toBe('in_progress');
    await expectLedgerBalanced(t);
  });
});
