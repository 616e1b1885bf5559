import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions, offers, orderMilestones } from '../../server/db/schema';
import { milestoneContract, threeMilestones } from '../support/milestones';
import { expectLedgerBalanced } from '../support/money';
import { offerCall, offerTerms, postWithApplicant } from '../support/offers';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();

const offerWith = async (milestones: unknown, extra: object = {}) => {
  const { client, application } = await postWithApplicant(t);
  const res = await offerCall(t, client, 'POST', '/offers', {
    applicationId: application._id,
    description: offerTerms.description,
    milestones,
    ...extra,
  });
  return { res, client, application };
};

describe('POST /offers with milestones', () => {
  it('stores them; the price is their total, the days their sum; GET /offers/{id} answers them', async () => {
    const { res, client } = await offerWith(threeMilestones);
    expect(res.statusCode, res.body).toBe(201);
    const offer = res.json().data;
    expect(offer).toMatchObject({ price: 2000, deliveryDays: 24, revisions: 0 });
    const read = (await offerCall(t, client, 'GET', `/offers/${offer._id}`)).json().data;
    expect(read.milestones.map((m: object) => ({ ...m }))).toEqual(
      threeMilestones.map((m, i) => expect.objectContaining({ ...m, position: i + 1, status: 'pending', _id: null })),
    );
  });

  it('leaves an offer without milestones as it was: its terms required, no milestones answered', async () => {
    const { client, application } = await postWithApplicant(t);
    const plain = await offerCall(t, client, 'POST', '/offers', { applicationId: application._id, ...offerTerms });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data).toMatchObject({ price: 300, milestones: [] });
    const { res } = await offerWith(undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'price', message: 'Price must be a number' });
  });

  it('refuses bad milestones with 400 naming the field, and makes no offer', async () => {
    const cases: [unknown, string, string][] = [
      [[], 'milestones', 'An offer with milestones needs at least 1'],
      [Array.from({ length: 21 }, () => threeMilestones[0]), 'milestones', 'An offer has at most 20 milestones'],
      [
        [threeMilestones[0], threeMilestones[1], { ...threeMilestones[2], amountCents: -500 }],
        'milestones.2.amountCents',
        'Amount must be at least $1',
      ],
      [[{ ...threeMilestones[0], amountCents: 0 }], 'milestones.0.amountCents', 'Amount must be at least $1'],
      [[{ ...threeMilestones[0], amountCents: 12_345 }], 'milestones.0.amountCents', 'Amount must be in whole dollars'],
      [[{ ...threeMilestones[0], title: ' ' }], 'milestones.0.title', 'Title is required'],
      [[{ ...threeMilestones[0], dueInDays: 0 }], 'milestones.0.dueInDays', 'Due in days must be at least 1'],
      ['three', 'milestones', 'must be a list of milestones'],
    ];
    for (const [milestones, field, message] of cases) {
      const { res, application } = await offerWith(milestones);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toContainEqual({ field, message });
      expect(await t.ctx.db.select().from(offers).where(eq(offers.applicationId, application._id))).toHaveLength(0);
    }
    const { res } = await offerWith(threeMilestones, { price: 1999 });
    expect(res.json().errors).toContainEqual({ field: 'price', message: 'must equal the milestones’ total' });
  });
});

describe('POST /offers/{id}/create-payment-intent with milestones', () => {
  it('charges the first milestone only: the contract starts with it funded and the rest pending', async () => {
    const c = await milestoneContract(t);
    const order = (await offerCall(t, c.client, 'GET', `/orders/${c.orderId}`)).json();
    expect(order).toMatchObject({ status: 'in_progress', price: 2000, dueAt: null, source: 'offer' });
    // The funded first milestone may be disputed (tests/api/milestones-disputes.test.ts).
    expect(order.allowedActions).toContain('open_dispute');
    expect(order.milestones.map((m: { status: string }) => m.status)).toEqual(['funded', 'pending', 'pending']);
    expect(order.milestones[0].dueAt).not.toBeNull();
    expect(order.timeline.map((e: { kind: string }) => e.kind)).toEqual(['paid', 'milestone_funded']);
    // The offer answers the milestones' state on the order, with the viewer's actions.
    const offer = (await offerCall(t, c.client, 'GET', `/offers/${c.offerId}`)).json().data;
    expect(
      offer.milestones.map((m: { status: string; allowedActions: string[] }) => [m.status, m.allowedActions]),
    ).toEqual([
      ['funded', []],
      ['pending', ['fund']],
      ['pending', ['fund']],
    ]);
    const seller = (await offerCall(t, c.freelancer, 'GET', `/orders/${c.orderId}`)).json();
    expect(seller.milestones[0].allowedActions).toEqual(['submit']);
    const charges = await t.ctx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.orderId, c.orderId));
    expect(charges.map((x) => [x.kind, x.amountCents, x.milestoneId])).toEqual([['charge', 50_000, c.ids[0]]]);
    const rows = await t.ctx.db.select().from(orderMilestones).where(eq(orderMilestones.orderId, c.orderId));
    expect(rows).toHaveLength(3);
    await expectLedgerBalanced(t);
  });

  it('refuses the order-level steps a contract takes milestone by milestone', async () => {
    const c = await milestoneContract(t);
    const extension = await offerCall(t, c.freelancer, 'POST', `/orders/${c.orderId}/extension`, {
      days: 2,
      reason: 'More time',
    });
    expect(extension.statusCode).toBe(409);
    expect(extension.json().message).toBe('Each milestone has its own due date: propose a new milestone instead.');
    const dispute = await offerCall(t, c.client, 'POST', `/orders/${c.orderId}/dispute`, {
      reason: 'not_delivered',
      details: 'Not what we agreed',
    });
    // A dispute on a contract names its milestone.
    expect(dispute.statusCode).toBe(400);
    expect(dispute.json().errors).toEqual([
      { field: 'milestoneId', message: 'Choose the milestone the dispute is about' },
    ]);
  });
});
