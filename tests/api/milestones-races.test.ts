import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions, milestonePayments, orderMilestones, paymentRefunds } from '../../server/db/schema';
import { syncMilestonePayment } from '../../server/modules/milestones/funding';
import { sweepSubmittedMilestones } from '../../server/modules/milestones/sweep';
import { confirmCard } from '../support/gigs';
import { milestoneCall, milestoneContract, startFunding, submit } from '../support/milestones';
import { balance, expectLedgerBalanced } from '../support/money';
import { offerCall } from '../support/offers';
import { useTestApp } from '../support/use-test-app';

/** Races on one contract's money (issue 34), each checked by ledger:check after it; run on PGlite and PostgreSQL. */
const t = useTestApp();

const movesOf = async (milestoneId: string) =>
  (await t.ctx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.milestoneId, milestoneId)))
    .map((m) => m.kind)
    .sort();
const statusOf = async (milestoneId: string) =>
  (await t.ctx.db.select().from(orderMilestones).where(eq(orderMilestones.id, milestoneId)))[0]!.status;

describe('funding races', () => {
  it('two payments of one milestone confirmed at once fund it once; the other is refunded', async () => {
    const c = await milestoneContract(t);
    const secrets = await Promise.all([startFunding(t, c, c.ids[1]!), startFunding(t, c, c.ids[1]!)]);
    const answers = await Promise.all(secrets.map((s) => confirmCard(t.app, s, '4242 4242 4242 4242')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await movesOf(c.ids[1]!)).toEqual(['charge']);
    const payments = await t.ctx.db
      .select()
      .from(milestonePayments)
      .where(eq(milestonePayments.milestoneId, c.ids[1]!));
    expect(payments.filter((p) => p.refundId !== null)).toHaveLength(1);
    const refunds = await t.ctx.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, payments.find((p) => p.refundId)!.refundId!));
    expect(refunds.map((r) => r.amount)).toEqual([120_000]);
    expect((await balance(t, c.freelancer)).escrowCents).toBe(170_000);
    await expectLedgerBalanced(t);
  });

  it('one payment confirmed twice at once (webhook and return page) charges once', async () => {
    const c = await milestoneContract(t);
    const secret = await startFunding(t, c, c.ids[2]!);
    await confirmCard(t.app, secret, '4242 4242 4242 4242');
    const intent = secret.split('_secret_')[0]!;
    const told = { id: intent, status: 'succeeded' as const, amount: 30_000, currency: 'usd' };
    await Promise.all([
      syncMilestonePayment(t.ctx, t.ctx.db, told),
      syncMilestonePayment(t.ctx, t.ctx.db, told),
      offerCall(t, c.client, 'GET', `/payments/intent?client_secret=${encodeURIComponent(secret)}`),
    ]);
    expect(await movesOf(c.ids[2]!)).toEqual(['charge']);
    expect(await statusOf(c.ids[2]!)).toBe('funded');
    await expectLedgerBalanced(t);
  });
});

describe('release races', () => {
  it('an approval racing the sweep releases once', async () => {
    const c = await milestoneContract(t);
    await submit(t, c, c.ids[0]!);
    const later = new Date(Date.now() + 15 * 86_400_000);
    const [approval] = await Promise.all([
      milestoneCall(t, c.client, c.orderId, `/${c.ids[0]}/approve`),
      sweepSubmittedMilestones(t.ctx, later, [c.orderId]),
    ]);
    expect([200, 409]).toContain(approval.statusCode);
    expect(await movesOf(c.ids[0]!)).toEqual(['charge', 'release']);
    expect(await statusOf(c.ids[0]!)).toBe('approved');
    const money = await balance(t, c.freelancer);
    expect(money.pendingCents + money.availableCents).toBe(50_000);
    await expectLedgerBalanced(t);
  });

  it('the sweep approves a submission left unanswered for MILESTONE_AUTO_APPROVE_DAYS, not before', async () => {
    const c = await milestoneContract(t);
    await submit(t, c, c.ids[0]!);
    expect(await sweepSubmittedMilestones(t.ctx, new Date(Date.now() + 13 * 86_400_000), [c.orderId])).toEqual([]);
    expect(await sweepSubmittedMilestones(t.ctx, new Date(Date.now() + 15 * 86_400_000), [c.orderId])).toEqual([
      c.ids[0],
    ]);
    const order = (await offerCall(t, c.client, 'GET', `/orders/${c.orderId}`)).json();
    expect(order.milestones[0].status).toBe('approved');
    expect(order.timeline.at(-1)).toMatchObject({ kind: 'milestone_approved', actorId: null });
    await expectLedgerBalanced(t);
  });

  it('a cancel racing an approval moves the money once: released, or refunded, never both', async () => {
    const c = await milestoneContract(t);
    await submit(t, c, c.ids[0]!);
    const [approval, cancel] = await Promise.all([
      milestoneCall(t, c.client, c.orderId, `/${c.ids[0]}/approve`),
      offerCall(t, c.freelancer, 'POST', `/orders/${c.orderId}/cancel`, { reason: 'Stopping here' }),
    ]);
    expect(cancel.statusCode).toBe(200);
    const moves = await movesOf(c.ids[0]!);
    if (approval.statusCode === 200) expect(moves).toEqual(['charge', 'release']);
    else {
      expect(approval.statusCode).toBe(409);
      expect(moves).toEqual(['charge', 'refund']);
    }
    expect((await balance(t, c.freelancer)).escrowCents).toBe(0);
    await expectLedgerBalanced(t);
  });
});
