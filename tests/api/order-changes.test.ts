import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, notifications, orderEvents, orders } from '../../server/db/schema';
import { sweepCancelRequests } from '../../server/modules/orders/sweep';
import { publishGig } from '../support/gigs';
import { expectLedgerBalanced } from '../support/money';
import { pngFile } from '../support/multipart';
import { deliverWork, getOrder, orderStep, paidOrder } from '../support/orders';
import { createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
let seller: TestUser;
let stranger: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  stranger = await signUp(t.app, { fullName: 'Someone Else' });
  gigId = await publishGig(t.app, seller, { title: 'Change gig', price: '60', coverImage: await pngFile(40, 30) });
});
afterAll(() => t.close());

const row = async (id: string) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const kinds = async (id: string) =>
  (
    await t.ctx.db
      .select({ kind: orderEvents.kind })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(orderEvents.createdAt)
  ).map((e) => e.kind);
const bells = async (userId: string, orderId: string) =>
  (
    await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.link, `/orders/${orderId}`)))
  ).map((n) => n.text);
const moneyKinds = async (orderId: string) =>
  (
    await t.ctx.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.orderId, orderId))
  )
    .map((x) => x.kind)
    .sort();
const askMore = (user: TestUser, id: string, days: unknown = 2) =>
  orderStep(t, user, id, 'extension', { days, reason: 'The brand fonts arrive on Friday' });

describe('POST /orders/{id}/extension', () => {
  it('lets the seller ask for more days: the buyer sees the request, may answer it, and is told', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const res = await askMore(seller, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().change).toMatchObject({
      kind: 'extension',
      by: 'seller',
      days: 2,
      reason: 'The brand fonts arrive on Friday',
      expiresAt: null,
    });
    const view = (await getOrder(t, buyer, orderId)).json();
    expect(view.allowedActions).toEqual(expect.arrayContaining(['accept_extension', 'decline_extension']));
    expect(await kinds(orderId)).toContain('extension_asked');
    expect(await bells(buyer.id, orderId)).toContain('Sam Seller asked for 2 more days: Change gig');
    expect(
      t
        .outbox()
        .filter(
          (m) =>
            m.includes(`To: ${buyer.email}`) && m.includes(`/orders/${orderId}`) && m.includes('asked for 2 more days'),
        ).length,
    ).toBe(1);
  });

  it.each([
    [31, 'days: must be at most 30 days'],
    [0, 'days: must be at least 1 day'],
    [1.5, 'days: must be a whole number'],
  ])('refuses %j days with a 400 naming the field, changing nothing', async (days, message) => {
    const { orderId } = await paidOrder(t, gigId);
    const res = await askMore(seller, orderId, days);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await row(orderId)).changeKind).toBeNull();
  });

  it('refuses the buyer (403), a stranger (404) and a second request while one waits (409)', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    expect((await askMore(buyer, orderId)).json()).toMatchObject({
      statusCode: 403,
      message: 'Only the seller can ask for more time.',
    });
    expect((await askMore(stranger, orderId)).statusCode).toBe(404);
    expect((await askMore(seller, orderId)).statusCode).toBe(200);
    expect((await askMore(seller, orderId, 5)).json()).toMatchObject({
      statusCode: 409,
      message: 'A request is already waiting for an answer on this order.',
    });
    expect((await row(orderId)).changeDays).toBe(2);
  });
});

describe('POST /orders/{id}/extension/accept and /decline', () => {
  it('moves the due date by the days asked when the buyer accepts', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const due = (await row(orderId)).dueAt!.getTime();
    await askMore(seller, orderId, 2);
    const res = await orderStep(t, buyer, orderId, 'extension/accept');
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().dueAt) - due).toBe(2 * 86_400_000);
    expect(res.json().change).toBeNull();
    expect(await bells(seller.id, orderId)).toContain(`${res.json().buyer.fullName} accepted 2 more days: Change gig`);
  });

  it('keeps the due date when the buyer declines; the seller cannot answer their own request; a stranger is refused', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const due = (await row(orderId)).dueAt!.getTime();
    await askMore(seller, orderId, 3);
    expect((await orderStep(t, seller, orderId, 'extension/accept')).json()).toMatchObject({
      statusCode: 403,
      message: 'Only the buyer can answer a request for more time.',
    });
    expect((await orderStep(t, stranger, orderId, 'extension/decline')).statusCode).toBe(404);
    const res = await orderStep(t, buyer, orderId, 'extension/decline');
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().dueAt)).toBe(due);
    expect(await kinds(orderId)).toEqual(['paid', 'extension_asked', 'extension_declined']);
    expect((await orderStep(t, buyer, orderId, 'extension/accept')).json()).toMatchObject({
      statusCode: 409,
      message: 'There is no request for an extension to answer.',
    });
  });
});

describe('POST /orders/{id}/cancel-request', () => {
  it('lets either party ask; the sender cannot accept their own request; a stranger is refused', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    expect((await orderStep(t, stranger, orderId, 'cancel-request', { reason: 'Me too' })).statusCode).toBe(404);
    expect((await orderStep(t, buyer, orderId, 'cancel-request', { reason: '' })).json()).toMatchObject({
      statusCode: 400,
      message: 'reason: A reason is required',
    });
    const res = await orderStep(t, buyer, orderId, 'cancel-request', { reason: 'Our launch was called off' });
    expect(res.statusCode).toBe(200);
    expect(res.json().change).toMatchObject({ kind: 'cancellation', by: 'buyer', reason: 'Our launch was called off' });
    expect(Date.parse(res.json().change.expiresAt) - Date.parse(res.json().change.createdAt)).toBe(3 * 86_400_000);
    expect((await orderStep(t, buyer, orderId, 'cancel-request/accept')).json()).toMatchObject({
      statusCode: 409,
      message: 'You sent this request: the other party answers it.',
    });
    expect((await orderStep(t, stranger, orderId, 'cancel-request/accept')).statusCode).toBe(404);
    expect((await row(orderId)).status).toBe('in_progress');
    expect(await bells(seller.id, orderId)).toContain(
      `${res.json().buyer.fullName} asked to cancel the order: Change gig`,
    );
  });
});

describe('POST /orders/{id}/cancel-request/accept and /decline', () => {
  it('cancels and refunds the whole price through the ledger when the other party accepts', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    await orderStep(t, seller, orderId, 'cancel-request', { reason: 'I fell ill' });
    const res = await orderStep(t, buyer, orderId, 'cancel-request/accept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refunded: true, change: null });
    expect(await kinds(orderId)).toEqual(['paid', 'cancel_asked', 'cancelled', 'refunded']);
    expect(await moneyKinds(orderId)).toEqual(['charge', 'refund']);
    expect(
      t
        .outbox()
        .filter(
          (m) =>
            m.includes(`To: ${seller.email}`) &&
            m.includes(`/orders/${orderId}`) &&
            m.includes('agreed to cancel the order'),
        ).length,
    ).toBe(1);
    await expectLedgerBalanced(t);
  });

  it('keeps the order going when the other party declines', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    await orderStep(t, seller, orderId, 'cancel-request', { reason: 'Too busy' });
    const res = await orderStep(t, buyer, orderId, 'cancel-request/decline');
    expect(res.json()).toMatchObject({ status: 'in_progress', change: null });
    expect(await moneyKinds(orderId)).toEqual(['charge']);
  });

  it('moves the money once when accepting the cancel races accepting the delivery', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    expect((await deliverWork(t, seller, orderId)).statusCode).toBe(200);
    await orderStep(t, buyer, orderId, 'cancel-request', { reason: 'No longer needed' });
    // The buyer changes their mind and accepts the delivery while the seller agrees to cancel.
    const [cancel, accept] = await Promise.all([
      orderStep(t, seller, orderId, 'cancel-request/accept'),
      orderStep(t, buyer, orderId, 'accept'),
    ]);
    expect([cancel.statusCode, accept.statusCode].sort()).toEqual([200, 409]);
    const kindsOfMoney = await moneyKinds(orderId);
    expect(kindsOfMoney.filter((k) => k !== 'charge')).toHaveLength(1);
    expect((await row(orderId)).status).toBe(cancel.statusCode === 200 ? 'cancelled' : 'completed');
    await expectLedgerBalanced(t);
  });
});

describe('the sweep: unanswered cancel requests', () => {
  it('expires a cancel request after 3 days, telling its sender, and not before', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    await orderStep(t, buyer, orderId, 'cancel-request', { reason: 'Changed my mind' });
    const asked = (await row(orderId)).changeAt!.getTime();
    expect(await sweepCancelRequests(t.ctx, new Date(asked + 3 * 86_400_000 - 1000), [orderId])).toEqual([]);
    expect(await sweepCancelRequests(t.ctx, new Date(asked + 3 * 86_400_000 + 1000), [orderId])).toEqual([orderId]);
    expect(await row(orderId)).toMatchObject({ status: 'in_progress', changeKind: null });
    expect(await kinds(orderId)).toEqual(['paid', 'cancel_asked', 'cancel_expired']);
    expect(await bells(buyer.id, orderId)).toContain('Your request to cancel expired unanswered: Change gig');
    expect(await sweepCancelRequests(t.ctx, new Date(asked + 9 * 86_400_000), [orderId])).toEqual([]);
  });
});
