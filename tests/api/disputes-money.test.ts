import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries, ledgerTransactions, orders, paymentRefunds } from '../../server/db/schema';
import { checkLedger, describeProblem } from '../../server/modules/payouts/check';
import { post, recordCharge, recordRefund } from '../../server/modules/payouts/ledger';
import { decide, disputedOrder, disputeStep, escalated, signUpAdmin } from '../support/disputes';
import { publishGig } from '../support/gigs';
import { balance, expectLedgerBalanced } from '../support/money';
import { pngFile } from '../support/multipart';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';
import { storedPrice } from '../../server/platform/prices';

/*
 * Every outcome moves the money on the ledger and through the provider, once: a partial refund
 * refunds part of what is held and releases the rest (less the platform fee, 10% here), a full
 * refund cancels, a release completes. ledger:check (payouts/check.ts) is clean after each test.
 */
let t: TestApp;
let seller: TestUser;
let admin: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp({ PLATFORM_FEE_PERCENT: '10' });
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  admin = await signUpAdmin(t);
  gigId = await publishGig(t.app, seller, { title: 'Logo gig', price: '50', coverImage: await pngFile(40, 30) });
});
afterEach(() => expectLedgerBalanced(t));
afterAll(() => t.close());

/** An order's ledger, kind → headline cents, and what each account got. */
async function ledgerOf(orderId: string) {
  const txs = await t.ctx.db
    .select({ kind: ledgerTransactions.kind, amountCents: ledgerTransactions.amountCents })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.orderId, orderId));
  const entries = await t.ctx.db
    .select({ account: ledgerEntries.account, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId));
  const accounts: Record<string, number> = {};
  for (const e of entries) accounts[e.account] = (accounts[e.account] ?? 0) + e.amountCents;
  return { kinds: Object.fromEntries(txs.map((x) => [x.kind, x.amountCents])), count: txs.length, accounts };
}
const refundsOf = async (orderId: string) => {
  const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return {
    order: order!,
    refunds: await t.ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.intentId, order!.paymentIntentId)),
  };
};
const proposeAndAccept = async (proposer: TestUser, accepter: TestUser, disputeId: string, proposal: object) => {
  const made = (await disputeStep(t, proposer, disputeId, 'proposals', proposal)).json().data.proposals.at(-1);
  return disputeStep(t, accepter, disputeId, `proposals/${made._id}/accept`);
};

describe('settling by agreement: the money', () => {
  it('a partial refund: the amount back to the buyer (provider and ledger), the rest released less the fee', async () => {
    const { buyer, orderId, disputeId } = await disputedOrder(t, gigId, seller);
    const pendingBefore = (await balance(t, seller)).pendingCents;
    const res = await proposeAndAccept(seller, buyer, disputeId, { outcome: 'partial', refundCents: 2000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'settled',
      outcome: 'partial',
      refundCents: 2000,
      releaseCents: 3000,
      order: { status: 'completed' },
    });
    expect(await ledgerOf(orderId)).toEqual({
      kinds: { charge: 5000, refund: 2000, release: 2700 },
      count: 3,
      accounts: { card_payments: -5000, escrow: 0, buyer_refunds: 2000, seller_pending: 2700, platform_fees: 300 },
    });
    const { order, refunds } = await refundsOf(orderId);
    expect(refunds.map((r) => r.amount)).toEqual([2000]);
    expect(order.refundId).toBe(refunds[0]!.id);
    expect((await balance(t, seller)).pendingCents).toBe(pendingBefore + 2700);
    const receipt = (await as(t.app, buyer)({ method: 'GET', url: `/api/v1/orders/${orderId}/receipt` })).json().data;
    expect(receipt).toMatchObject({ funds: 'partly_refunded', amountCents: 5000, refund: { amountCents: 2000 } });
    // The order page's "Refunded" is for a full refund; this one completed.
    expect((await as(t.app, buyer)({ method: 'GET', url: `/api/v1/orders/${orderId}` })).json()).toMatchObject({
      status: 'completed',
      refunded: false,
    });
    const payments = (await as(t.app, buyer)({ method: 'GET', url: '/api/v1/payouts/payments' })).json().data;
    expect(payments.find((p: { orderId: string }) => p.orderId === orderId)).toMatchObject({
      funds: 'partly_refunded',
    });
    expect(t.outbox().some((m) => m.includes(`To: ${seller.email}`) && m.includes('Funds released: $27'))).toBe(true);
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, disputeId));
    expect(audit).toMatchObject({
      actorId: null,
      actorName: 'Workify',
      action: 'dispute.settle',
      reason: 'Agreed by both parties',
      details: { orderId, outcome: 'partial', refundCents: 2000, releasedCents: 3000 },
    });
  });

  it('a release completes the order: all to the seller, less the fee; nothing refunded', async () => {
    const { buyer, orderId, disputeId } = await disputedOrder(t, gigId, seller);
    expect((await proposeAndAccept(buyer, seller, disputeId, { outcome: 'release' })).statusCode).toBe(200);
    expect(await ledgerOf(orderId)).toMatchObject({
      kinds: { charge: 5000, release: 4500 },
      count: 2,
      accounts: { escrow: 0, seller_pending: 4500, platform_fees: 500 },
    });
    expect((await refundsOf(orderId)).refunds).toEqual([]);
  });

  it('a full refund cancels the order: all back to the buyer, nothing released', async () => {
    const { buyer, orderId, disputeId } = await disputedOrder(t, gigId, seller);
    expect((await proposeAndAccept(buyer, seller, disputeId, { outcome: 'refund' })).json().data.order.status).toBe(
      'cancelled',
    );
    expect(await ledgerOf(orderId)).toMatchObject({
      kinds: { charge: 5000, refund: 5000 },
      count: 2,
      accounts: { escrow: 0, buyer_refunds: 5000 },
    });
    expect((await refundsOf(orderId)).refunds.map((r) => r.amount)).toEqual([5000]);
  });

  it('a withdrawal moves nothing: the price stays held', async () => {
    const { buyer, orderId, disputeId } = await disputedOrder(t, gigId, seller);
    expect((await disputeStep(t, buyer, disputeId, 'withdraw')).statusCode).toBe(200);
    expect(await ledgerOf(orderId)).toMatchObject({ kinds: { charge: 5000 }, count: 1, accounts: { escrow: 5000 } });
  });
});

describe('races: the money moves once', () => {
  it('two accepts of one proposal at once: one settles, the other 409', async () => {
    const { buyer, orderId, disputeId } = await disputedOrder(t, gigId, seller);
    const proposal = (
      await disputeStep(t, seller, disputeId, 'proposals', { outcome: 'partial', refundCents: 1000 })
    ).json().data.proposals[0];
    const answers = await Promise.all(
      [0, 1].map(() => disputeStep(t, buyer, disputeId, `proposals/${proposal._id}/accept`)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ledgerOf(orderId)).toMatchObject({ kinds: { charge: 5000, refund: 1000, release: 3600 }, count: 3 });
    expect((await refundsOf(orderId)).refunds).toHaveLength(1);
    expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, disputeId))).toHaveLength(1);
  });

  it("an admin's decision racing the parties' settlement: whichever comes second is refused", async () => {
    const { buyer, orderId, disputeId } = await disputedOrder(t, gigId, seller);
    await escalated(t, buyer, disputeId);
    const proposal = (await disputeStep(t, seller, disputeId, 'proposals', { outcome: 'release' })).json().data
      .proposals[0];
    const [accepted, decided] = await Promise.all([
      disputeStep(t, buyer, disputeId, `proposals/${proposal._id}/accept`),
      decide(t, admin, disputeId, { outcome: 'refund', reason: 'Not delivered as described' }),
    ]);
    expect([accepted.statusCode, decided.statusCode].sort()).toEqual([200, 409]);
    const ledger = await ledgerOf(orderId);
    expect(ledger.count).toBe(2);
    expect(ledger.accounts.escrow).toBe(0);
    expect(ledger.kinds).toEqual(
      accepted.statusCode === 200 ? { charge: 5000, release: 4500 } : { charge: 5000, refund: 5000 },
    );
    const lines = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'dispute'), eq(auditLog.targetId, disputeId)));
    expect(lines.map((l) => l.action)).toEqual([accepted.statusCode === 200 ? 'dispute.settle' : 'dispute.decide']);
  });

  it('an admin deciding a partial refund moves it like a settlement', async () => {
    const { buyer, orderId, disputeId } = await disputedOrder(t, gigId, seller);
    await escalated(t, buyer, disputeId);
    expect(
      (await decide(t, admin, disputeId, { outcome: 'partial', refundCents: 4999, reason: 'Barely delivered' }))
        .statusCode,
    ).toBe(200);
    expect(await ledgerOf(orderId)).toMatchObject({
      kinds: { charge: 5000, refund: 4999, release: 1 },
      accounts: { escrow: 0, buyer_refunds: 4999, seller_pending: 1 },
    });
  });
});

describe('ledger:check on partial refunds', () => {
  it('names a completed order refunded in full beside a release', async () => {
    const own = await createTestApp();
    try {
      const s = await signUp(own.app, { role: 'freelancer' });
      const b = await signUp(own.app);
      const [order] = await own.ctx.db
        .insert(orders)
        .values({
          buyerId: b.id,
          sellerId: s.id,
          imgKey: 'x.webp',
          title: 'Odd',
          ...storedPrice(50),
          paymentIntentId: 'pi_odd',
          status: 'completed',
          paidAt: new Date(),
        })
        .returning();
      await own.ctx.db.transaction(async (tx) => {
        await recordCharge(tx, order!);
        await recordRefund(tx, order!);
        await post(tx, {
          kind: 'release',
          key: `release:${order!.id}`,
          orderId: order!.id,
          sellerId: s.id,
          amountCents: 0,
          legs: [],
        });
      });
      expect((await checkLedger(own.ctx.db)).map(describeProblem)).toEqual([
        `order ${order!.id} is completed but was refunded 5000 of its 5000 cents`,
      ]);
    } finally {
      await own.close();
    }
  });
});
