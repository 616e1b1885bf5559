import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { sweepDeliveredOrders } from '../../server/modules/orders/sweep';
import { ageDispute, bells, disputeCast, disputedOrder, disputeStep, getDispute } from '../support/disputes';
import { getOrder } from '../support/orders';
import { as, createTestApp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

let t: TestApp;
let seller: TestUser;
let stranger: TestUser;
let admin: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ seller, stranger, admin, gigId } = await disputeCast(t));
});
afterAll(() => t.close());

const orderRow = async (id: string) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const propose = (user: TestUser | null, disputeId: string, payload: object) =>
  disputeStep(t, user, disputeId, 'proposals', payload);

describe('POST /disputes/{id}/proposals', () => {
  it('records a proposal with what each side gets; the other party may accept it, the proposer may not', async () => {
    const { buyer, disputeId } = await disputedOrder(t, gigId, seller);
    const res = await propose(seller, disputeId, { outcome: 'partial', refundCents: 2000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.proposals).toEqual([
      expect.objectContaining({
        side: 'seller',
        proposer: expect.objectContaining({ _id: seller.id }),
        outcome: 'partial',
        refundCents: 2000,
        releaseCents: 3000,
        status: 'pending',
        decidedAt: null,
      }),
    ]);
    expect(res.json().data.allowedActions).toEqual(['message', 'propose']);
    expect((await getDispute(t, buyer, disputeId)).json().data.allowedActions).toEqual([
      'message',
      'propose',
      'accept',
      'withdraw',
    ]);
    expect(await bells(t, buyer.id, 'dispute.proposal')).toEqual([
      expect.objectContaining({
        text: expect.stringContaining('a partial refund of $20 to the buyer, $30 released to the seller'),
      }),
    ]);
    expect(t.outbox().some((m) => m.includes(`To: ${buyer.email}`) && m.includes('proposed a partial refund'))).toBe(
      true,
    );
  });

  it('fills in the amount of a full refund and of a release', async () => {
    const { buyer, disputeId } = await disputedOrder(t, gigId, seller);
    expect((await propose(buyer, disputeId, { outcome: 'refund' })).json().data.proposals.at(-1)).toMatchObject({
      refundCents: 5000,
      releaseCents: 0,
    });
    expect(
      (await propose(seller, disputeId, { outcome: 'release', refundCents: 0 })).json().data.proposals.at(-1),
    ).toMatchObject({ refundCents: 0, releaseCents: 5000 });
  });

  it("supersedes every pending proposal, the proposer's own and the other side's: one is pending at a time", async () => {
    const { buyer, disputeId } = await disputedOrder(t, gigId, seller);
    await propose(buyer, disputeId, { outcome: 'refund' });
    await propose(seller, disputeId, { outcome: 'partial', refundCents: 1000 });
    const res = await propose(seller, disputeId, { outcome: 'partial', refundCents: 1500 });
    expect(
      res.json().data.proposals.map((p: { status: string; refundCents: number }) => [p.status, p.refundCents]),
    ).toEqual([
      ['superseded', 5000],
      ['superseded', 1000],
      ['pending', 1500],
    ]);
  });

  it('answers 400 naming refundCents over the price, for a partial of 0 or the whole price, or without an amount', async () => {
    const { buyer, disputeId } = await disputedOrder(t, gigId, seller);
    for (const payload of [
      { outcome: 'partial', refundCents: 5001 },
      { outcome: 'refund', refundCents: 999_999 },
      { outcome: 'partial', refundCents: 5000 },
      { outcome: 'partial', refundCents: 0 },
      { outcome: 'partial' },
      { outcome: 'refund', refundCents: 100 },
      { outcome: 'release', refundCents: 100 },
      { outcome: 'partial', refundCents: 12.5 },
    ]) {
      const res = await propose(buyer, disputeId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(/refundCents/);
    }
    expect((await propose(buyer, disputeId, { outcome: 'partial', refundCents: 5001 })).json().message).toBe(
      "refundCents: must be at most the order's price, $50 (5000 cents)",
    );
    expect((await propose(buyer, disputeId, { outcome: 'nothing' })).statusCode).toBe(400);
    expect((await getDispute(t, buyer, disputeId)).json().data.proposals).toEqual([]);
  });

  it('refuses an admin (403), a stranger (404), signed out (401) and a closed dispute (409)', async () => {
    const { buyer, disputeId } = await disputedOrder(t, gigId, seller);
    expect((await propose(admin, disputeId, { outcome: 'refund' })).json()).toMatchObject({
      statusCode: 403,
      message: 'Only the buyer or the seller can propose an outcome.',
    });
    expect((await propose(stranger, disputeId, { outcome: 'refund' })).statusCode).toBe(404);
    expect((await propose(null, disputeId, { outcome: 'refund' })).statusCode).toBe(401);
    expect((await propose(stranger, UNKNOWN_ID, { outcome: 'refund' })).statusCode).toBe(404);
    await disputeStep(t, buyer, disputeId, 'withdraw');
    expect((await propose(seller, disputeId, { outcome: 'refund' })).statusCode).toBe(409);
  });
});

describe('POST /disputes/{id}/proposals/{proposalId}/accept', () => {
  it("settles the dispute by itself on the other party's accept: the outcome applied, both told", async () => {
    const { buyer, orderId, disputeId } = await disputedOrder(t, gigId, seller);
    const proposal = (await propose(seller, disputeId, { outcome: 'release' })).json().data.proposals[0];
    const res = await disputeStep(t, buyer, disputeId, `proposals/${proposal._id}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'settled',
      outcome: 'release',
      refundCents: 0,
      releaseCents: 5000,
      allowedActions: [],
      order: { status: 'completed' },
    });
    expect(res.json().data.proposals[0]).toMatchObject({ status: 'accepted', decidedAt: expect.any(String) });
    expect((await orderRow(orderId)).status).toBe('completed');
    for (const user of [buyer, seller]) expect(await bells(t, user.id, 'dispute.resolved', disputeId)).toHaveLength(1);
    const timeline = (await getOrder(t, buyer, orderId)).json().timeline;
    expect(timeline.at(-1)).toMatchObject({
      kind: 'dispute_resolved',
      actorId: buyer.id,
      message: 'Settled by agreement: the release of $50 to the seller',
    });
  });

  it('refuses accepting your own proposal (403), an admin (403), a superseded one (409), an unknown one (404), a stranger (404)', async () => {
    const { buyer, disputeId } = await disputedOrder(t, gigId, seller);
    const first = (await propose(buyer, disputeId, { outcome: 'refund' })).json().data.proposals[0];
    expect((await disputeStep(t, buyer, disputeId, `proposals/${first._id}/accept`)).json()).toMatchObject({
      statusCode: 403,
      message: 'You cannot accept your own proposal: the other party accepts it.',
    });
    expect((await disputeStep(t, admin, disputeId, `proposals/${first._id}/accept`)).statusCode).toBe(403);
    expect((await disputeStep(t, stranger, disputeId, `proposals/${first._id}/accept`)).statusCode).toBe(404);
    expect((await disputeStep(t, seller, disputeId, `proposals/${UNKNOWN_ID}/accept`)).statusCode).toBe(404);
    await propose(buyer, disputeId, { outcome: 'partial', refundCents: 4000 });
    expect((await disputeStep(t, seller, disputeId, `proposals/${first._id}/accept`)).json()).toMatchObject({
      statusCode: 409,
      message: 'This proposal is no longer open: it was superseded.',
    });
    expect((await getDispute(t, seller, disputeId)).json().data.status).toBe('open');
  });
});

describe('POST /disputes/{id}/escalate', () => {
  it('refuses before DISPUTE_ESCALATE_HOURS (409 saying when), then lets either party escalate once', async () => {
    const { buyer, disputeId } = await disputedOrder(t, gigId, seller);
    const early = await disputeStep(t, seller, disputeId, 'escalate');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^You can escalate this dispute from \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);
    await ageDispute(t, disputeId);
    expect((await getDispute(t, seller, disputeId)).json().data.allowedActions).toEqual([
      'message',
      'propose',
      'escalate',
    ]);
    const res = await disputeStep(t, seller, disputeId, 'escalate');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'escalated',
      escalatedAt: expect.any(String),
      allowedActions: ['message', 'propose'],
    });
    expect((await disputeStep(t, buyer, disputeId, 'escalate')).json()).toMatchObject({
      statusCode: 409,
      message: 'This dispute is already escalated: an administrator will decide it.',
    });
    expect(await bells(t, buyer.id, 'dispute.escalated', disputeId)).toHaveLength(1);
    expect((await getDispute(t, admin, disputeId)).json().data.allowedActions).toEqual(['message', 'decide']);
  });

  it('refuses an admin (403), a stranger (404) and signed out (401)', async () => {
    const { disputeId } = await disputedOrder(t, gigId, seller);
    await ageDispute(t, disputeId);
    expect((await disputeStep(t, admin, disputeId, 'escalate')).statusCode).toBe(403);
    expect((await disputeStep(t, stranger, disputeId, 'escalate')).statusCode).toBe(404);
    expect((await disputeStep(t, null, disputeId, 'escalate')).statusCode).toBe(401);
  });

  it('follows DISPUTE_ESCALATE_HOURS; the browser tests age a dispute through the test hook', async () => {
    const other = await createTestApp({ DISPUTE_ESCALATE_HOURS: '1', ORDER_TEST_HOOKS: '1' });
    try {
      const cast = await disputeCast(other);
      const { buyer, disputeId } = await disputedOrder(other, cast.gigId, cast.seller);
      expect((await disputeStep(other, buyer, disputeId, 'escalate')).statusCode).toBe(409);
      const aged = await as(
        other.app,
        buyer,
      )({ method: 'POST', url: '/api/v1/disputes/test-hooks/backdate', payload: { disputeId, hours: 1 } });
      expect(aged.statusCode, aged.body).toBe(200);
      expect((await disputeStep(other, buyer, disputeId, 'escalate')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
    expect(
      (
        await as(
          t.app,
          seller,
        )({ method: 'POST', url: '/api/v1/disputes/test-hooks/backdate', payload: { disputeId: UNKNOWN_ID, hours: 1 } })
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /disputes/{id}/withdraw', () => {
  it('lets only the opener withdraw (403 for the other party and an admin); the order returns to its status', async () => {
    const { buyer, orderId, disputeId } = await disputedOrder(t, gigId, seller, { delivered: false });
    await propose(seller, disputeId, { outcome: 'release' });
    expect((await disputeStep(t, seller, disputeId, 'withdraw')).json()).toMatchObject({
      statusCode: 403,
      message: 'Only the party who opened the dispute can withdraw it.',
    });
    expect((await disputeStep(t, admin, disputeId, 'withdraw')).statusCode).toBe(403);
    expect((await disputeStep(t, stranger, disputeId, 'withdraw')).statusCode).toBe(404);
    const res = await disputeStep(t, buyer, disputeId, 'withdraw');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'withdrawn',
      closedAt: expect.any(String),
      outcome: null,
      order: { status: 'in_progress' },
      allowedActions: [],
    });
    expect(res.json().data.proposals[0].status).toBe('void');
    expect((await getOrder(t, seller, orderId)).json()).toMatchObject({
      status: 'in_progress',
      allowedActions: ['deliver', 'cancel', 'open_dispute', 'ask_extension', 'ask_cancel'],
    });
    expect(await bells(t, seller.id, 'dispute.withdrawn', disputeId)).toHaveLength(1);
    expect((await disputeStep(t, buyer, disputeId, 'withdraw')).json()).toMatchObject({
      statusCode: 409,
      message: 'This dispute is closed: it was withdrawn.',
    });
  });

  it('gives the buyer back the answer time that was left on a delivered order: the auto-complete clock paused', async () => {
    const { buyer, orderId, disputeId } = await disputedOrder(t, gigId, seller);
    const days = t.ctx.config.orders.autoCompleteDays;
    const deliveredAt = (await orderRow(orderId)).deliveredAt!.getTime();
    // The dispute lasted far beyond the answer window.
    await ageDispute(t, disputeId, days * 24 + 10);
    await t.ctx.db
      .update(orders)
      .set({ deliveredAt: new Date(deliveredAt - (days * 24 + 10) * 3_600_000) })
      .where(eq(orders.id, orderId));
    const before = Date.now();
    expect((await disputeStep(t, buyer, disputeId, 'withdraw')).statusCode).toBe(200);
    const after = Date.now();
    const order = (await getOrder(t, buyer, orderId)).json();
    expect(order.status).toBe('delivered');
    // Delivered just before the dispute opened, so nearly the whole window is left again,
    // counted from the withdrawal (the database's clock, somewhere between before and after).
    const autoCompleteAt = new Date(order.autoCompleteAt).getTime();
    expect(autoCompleteAt - before).toBeGreaterThan(days * 86_400_000 - 60_000);
    expect(autoCompleteAt - after).toBeLessThanOrEqual(days * 86_400_000);
    expect(await sweepDeliveredOrders(t.ctx)).not.toContain(orderId);
  });
});
