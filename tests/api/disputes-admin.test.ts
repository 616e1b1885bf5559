import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, disputes } from '../../server/db/schema';
import { bells, decide, disputeCast, disputedOrder, disputeStep, escalated } from '../support/disputes';
import { getOrder } from '../support/orders';
import { as, createTestApp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

let t: TestApp;
let seller: TestUser;
let client: TestUser;
let admin: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ seller, stranger: client, admin, gigId } = await disputeCast(t));
});
afterAll(() => t.close());

const list = (user: TestUser | null, query = '') =>
  as(t.app, user)({ method: 'GET', url: `/api/v1/admin/disputes${query}` });
const adminView = (user: TestUser | null, id: string) =>
  as(t.app, user)({ method: 'GET', url: `/api/v1/admin/disputes/${id}` });

describe('GET /admin/disputes', () => {
  it('lists disputes newest first for admins, by status, keyset paged', async () => {
    const first = await disputedOrder(t, gigId, seller);
    const second = await disputedOrder(t, gigId, seller, { by: 'seller' });
    const all = await list(admin, '?limit=100');
    expect(all.statusCode).toBe(200);
    const ids = all.json().data.map((d: { _id: string }) => d._id);
    expect(ids.indexOf(second.disputeId)).toBe(0);
    expect(ids.indexOf(first.disputeId)).toBe(1);
    await escalated(t, second.buyer, second.disputeId);
    const esc = (await list(admin, '?status=escalated')).json().data;
    expect(esc.map((d: { _id: string }) => d._id)).toContain(second.disputeId);
    expect(esc.map((d: { _id: string }) => d._id)).not.toContain(first.disputeId);
    expect(esc.find((d: { _id: string }) => d._id === second.disputeId)).toMatchObject({
      orderId: second.orderId,
      orderTitle: 'Logo gig',
      priceCents: 5000,
      status: 'escalated',
      reason: 'not_as_described',
      openedBySide: 'seller',
      buyer: { _id: second.buyer.id },
      seller: { _id: seller.id, fullName: 'Sam Seller' },
      outcome: null,
      escalatedAt: expect.any(String),
    });
    const page1 = (await list(admin, '?limit=1')).json();
    expect(page1.data.map((d: { _id: string }) => d._id)).toEqual([first.disputeId]);
    const page2 = (await list(admin, `?limit=1&cursor=${page1.meta.nextCursor}`)).json();
    expect(page2.data.map((d: { _id: string }) => d._id)).toEqual([second.disputeId]);
  });

  it('answers 403 to every non-admin (a party too), 401 signed out, 400 for an unknown status or cursor', async () => {
    const { buyer } = await disputedOrder(t, gigId, seller);
    for (const user of [client, seller, buyer])
      expect((await list(user)).json()).toMatchObject({ statusCode: 403, message: 'Only administrators can do this' });
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(admin, '?status=lost')).statusCode).toBe(400);
    expect((await list(admin, '?cursor=zz')).statusCode).toBe(400);
  });
});

describe('GET /admin/disputes/{id}', () => {
  it("shows an admin the whole case: the dispute, both sides' order timeline and the deliveries with their files", async () => {
    const { buyer, orderId, disputeId } = await disputedOrder(t, gigId, seller);
    const res = await adminView(admin, disputeId);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      _id: disputeId,
      viewerSide: 'admin',
      decidedBy: null,
      order: { _id: orderId, buyer: { _id: buyer.id } },
    });
    expect(data.timeline.map((e: { kind: string }) => e.kind)).toEqual(['paid', 'delivered', 'disputed']);
    expect(data.deliveries).toHaveLength(1);
    const url = data.deliveries[0].files[0].url;
    expect(url).toBe(`/api/v1/disputes/${disputeId}/deliveries/${data.deliveries[0]._id}/files/0`);
    for (const user of [admin, buyer, seller])
      expect((await as(t.app, user)({ method: 'GET', url })).statusCode).toBe(200);
    expect((await as(t.app, client)({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await as(t.app, admin)({ method: 'GET', url: `/api/v1/disputes/${disputeId}/deliveries/${UNKNOWN_ID}/files/0` }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 403 to non-admins (a party too), 401 signed out, 404 for an unknown dispute', async () => {
    const { buyer, disputeId } = await disputedOrder(t, gigId, seller);
    for (const user of [client, buyer, seller]) expect((await adminView(user, disputeId)).statusCode).toBe(403);
    expect((await adminView(null, disputeId)).statusCode).toBe(401);
    expect((await adminView(admin, UNKNOWN_ID)).statusCode).toBe(404);
  });
});

describe('POST /admin/disputes/{id}/decide', () => {
  it('decides an escalated dispute: the outcome applied, the reason shown, both parties told, the audit log written', async () => {
    const { buyer, orderId, disputeId } = await disputedOrder(t, gigId, seller);
    await escalated(t, buyer, disputeId);
    const res = await decide(t, admin, disputeId, {
      outcome: 'refund',
      reason: 'The delivery did not match the brief',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'decided',
      outcome: 'refund',
      refundCents: 5000,
      releaseCents: 0,
      decisionReason: 'The delivery did not match the brief',
      decidedBy: { _id: admin.id, fullName: 'Ada Admin' },
      order: { status: 'cancelled' },
      allowedActions: [],
    });
    const order = (await getOrder(t, buyer, orderId)).json();
    expect(order).toMatchObject({ status: 'cancelled', refunded: true });
    expect(order.timeline.slice(-2)).toMatchObject([
      {
        kind: 'dispute_resolved',
        actorId: admin.id,
        message: 'Decided by Workify: a full refund of $50 to the buyer. Reason: The delivery did not match the brief',
      },
      { kind: 'refunded', message: '$50 refunded' },
    ]);
    const [line] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'dispute'), eq(auditLog.targetId, disputeId)));
    expect(line).toMatchObject({
      actorId: admin.id,
      actorName: 'Ada Admin',
      action: 'dispute.decide',
      reason: 'The delivery did not match the brief',
      details: { orderId, outcome: 'refund', refundCents: 5000, releasedCents: 0 },
    });
    for (const user of [buyer, seller]) {
      expect(await bells(t, user.id, 'dispute.resolved', disputeId)).toHaveLength(1);
      expect(
        t
          .outbox()
          .some((m) => m.includes(`To: ${user.email}`) && m.includes('Decided by Workify: a full refund of $50')),
      ).toBe(true);
    }
    expect((await getDispute(buyer, disputeId)).decisionReason).toBe('The delivery did not match the brief');
  });

  it('refuses an open dispute (409: the parties escalate first) and a closed one (409)', async () => {
    const { buyer, disputeId } = await disputedOrder(t, gigId, seller);
    const early = await decide(t, admin, disputeId, { outcome: 'release', reason: 'x' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Only an escalated dispute can be decided: a party can escalate it from /);
    const proposal = (
      await disputeStep(t, seller, disputeId, 'proposals', { outcome: 'partial', refundCents: 2500 })
    ).json().data.proposals[0];
    expect((await disputeStep(t, buyer, disputeId, `proposals/${proposal._id}/accept`)).statusCode).toBe(200);
    expect((await decide(t, admin, disputeId, { outcome: 'refund', reason: 'Too late' })).json()).toMatchObject({
      statusCode: 409,
      message: 'This dispute is closed: it was settled.',
    });
    const other = await disputedOrder(t, gigId, seller);
    await escalated(t, other.buyer, other.disputeId);
    expect(
      (await decide(t, admin, other.disputeId, { outcome: 'release', reason: 'Work delivered as agreed' })).statusCode,
    ).toBe(200);
    expect((await decide(t, admin, other.disputeId, { outcome: 'refund', reason: 'Changed my mind' })).statusCode).toBe(
      409,
    );
    expect(
      (await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, other.disputeId))).map((l) => l.action),
    ).toEqual(['dispute.decide']);
  });

  it('answers 403 to non-admins (a party too), 401 signed out, 400 naming the field, 404 for an unknown dispute', async () => {
    const { buyer, disputeId } = await disputedOrder(t, gigId, seller);
    await escalated(t, buyer, disputeId);
    for (const user of [client, buyer, seller])
      expect((await decide(t, user, disputeId, { outcome: 'refund', reason: 'Mine' })).statusCode).toBe(403);
    expect((await decide(t, null, disputeId, { outcome: 'refund', reason: 'x' })).statusCode).toBe(401);
    const over = await decide(t, admin, disputeId, { outcome: 'partial', refundCents: 6000, reason: 'Half' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/^refundCents: /);
    const noReason = await decide(t, admin, disputeId, { outcome: 'refund' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/);
    expect((await decide(t, admin, UNKNOWN_ID, { outcome: 'refund', reason: 'x' })).statusCode).toBe(404);
    expect(
      (await t.ctx.db.select({ status: disputes.status }).from(disputes).where(eq(disputes.id, disputeId)))[0]!.status,
    ).toBe('escalated');
  });
});

const getDispute = async (user: TestUser, id: string) =>
  (await as(t.app, user)({ method: 'GET', url: `/api/v1/disputes/${id}` })).json().data;
