import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gigs,
  orderDeliveries,
  orderEvents,
  orders,
  paymentIntents,
  paymentRefunds,
  users,
} from '../../server/db/schema';
import { sweepDeliveredOrders } from '../../server/modules/orders/sweep';
import { confirmCard, publishGig, startPayment } from '../support/gigs';
import { pngFile } from '../support/multipart';
import { expectLedgerBalanced } from '../support/money';
import { deliverWork, getOrder, orderStep, paidOrder } from '../support/orders';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
let seller: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  gigId = await publishGig(t.app, seller, {
    title: 'Logo gig',
    price: '50',
    deliveryTime: '2',
    revisionNumber: '1',
    coverImage: await pngFile(40, 30),
  });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const orderRow = async (id: string) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const eventsOf = async (id: string, kind: string) =>
  t.ctx.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, kind)));

describe('order auto-completion sweep', () => {
  it('completes a delivered order only after ORDER_AUTO_COMPLETE_DAYS, once, telling both parties', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    await deliverWork(t, seller, orderId);
    const deliveredAt = (await orderRow(orderId)).deliveredAt!.getTime();
    expect(await sweepDeliveredOrders(t.ctx, new Date(deliveredAt + 2 * DAY))).not.toContain(orderId);
    expect((await orderRow(orderId)).status).toBe('delivered');
    const [a, b] = await Promise.all([
      sweepDeliveredOrders(t.ctx, new Date(deliveredAt + 3 * DAY + 1000)),
      sweepDeliveredOrders(t.ctx, new Date(deliveredAt + 3 * DAY + 1000)),
    ]);
    expect([...a, ...b].filter((id) => id === orderId)).toHaveLength(1);
    expect((await orderRow(orderId)).status).toBe('completed');
    expect(await eventsOf(orderId, 'auto_completed')).toHaveLength(1);
    expect(
      t.outbox().filter((m) => m.includes(`/orders/${orderId}`) && m.includes('completed automatically')),
    ).toHaveLength(2);
    expect((await orderStep(t, buyer, orderId, 'accept')).statusCode).toBe(409);
  });

  it('completes once when an accept races the sweep', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    await deliverWork(t, seller, orderId);
    const later = new Date((await orderRow(orderId)).deliveredAt!.getTime() + 4 * DAY);
    const [accept, swept] = await Promise.all([
      orderStep(t, buyer, orderId, 'accept'),
      sweepDeliveredOrders(t.ctx, later),
    ]);
    const completions = [...(await eventsOf(orderId, 'completed')), ...(await eventsOf(orderId, 'auto_completed'))];
    expect(completions).toHaveLength(1);
    expect(accept.statusCode === 200).toBe(!swept.includes(orderId));
    expect((await orderRow(orderId)).status).toBe('completed');
  });

  it('narrowed to some orders (the test hook), leaves every other due order delivered', async () => {
    const first = await paidOrder(t, gigId);
    const second = await paidOrder(t, gigId);
    await deliverWork(t, seller, first.orderId);
    await deliverWork(t, seller, second.orderId);
    const later = new Date(Date.now() + 4 * DAY);
    expect(await sweepDeliveredOrders(t.ctx, later, [second.orderId])).toEqual([second.orderId]);
    expect((await orderRow(first.orderId)).status).toBe('delivered');
    expect(await sweepDeliveredOrders(t.ctx, later)).toContain(first.orderId);
  });
});

describe('POST /orders/{id}/cancel', () => {
  it('lets the seller cancel before completion and refunds through the provider', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const res = await orderStep(t, seller, orderId, 'cancel', { reason: 'Cannot take it on' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refunded: true });
    expect(res.json().timeline.map((e: { kind: string }) => e.kind)).toEqual(['paid', 'cancelled', 'refunded']);
    const row = await orderRow(orderId);
    const [refund] = await t.ctx.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.intentId, row.paymentIntentId));
    expect(refund).toMatchObject({ id: row.refundId, amount: 5000 });
    expect(t.outbox().some((m) => m.includes(`To: ${buyer.email}`) && m.includes('cancelled the order'))).toBe(true);
    const again = await orderStep(t, seller, orderId, 'cancel', { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order can no longer be cancelled.');
  });

  it('lets the buyer cancel only past the due date and before a delivery', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const early = await orderStep(t, buyer, orderId, 'cancel', { reason: 'Too slow' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can cancel once the due date has passed without a delivery.');
    await t.ctx.db
      .update(orders)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    expect((await orderStep(t, await signUp(t.app), orderId, 'cancel', { reason: 'x' })).statusCode).toBe(404);
    expect((await orderStep(t, buyer, orderId, 'cancel', { reason: '' })).statusCode).toBe(400);
    const late = await orderStep(t, buyer, orderId, 'cancel', { reason: 'Too slow' });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ status: 'cancelled', refunded: true });
  });

  it('refuses the buyer a cancel once work was delivered late and a revision asked for: the money stays, a dispute is offered', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    await t.ctx.db
      .update(orders)
      .set({ dueAt: new Date(Date.now() - DAY) })
      .where(eq(orders.id, orderId));
    expect((await deliverWork(t, seller, orderId)).statusCode).toBe(200);
    const revision = await orderStep(t, buyer, orderId, 'revision', { message: 'Make it blue' });
    expect(revision.statusCode).toBe(200);
    // Issue 34: asking the seller to cancel by agreement stays open; cancelling alone does not.
    expect(revision.json().allowedActions).toEqual(['open_dispute', 'ask_cancel']);
    const cancel = await orderStep(t, buyer, orderId, 'cancel', { reason: 'Keep the files, take the money' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      'Work was delivered on this order, so it can no longer be cancelled: open a dispute if something is wrong.',
    );
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ status: 'revision', refundId: null });
    expect(
      await t.ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.intentId, row.paymentIntentId)),
    ).toHaveLength(0);
    await expectLedgerBalanced(t);
  });

  it('leaves one consistent state when a cancel races a delivery', async () => {
    const { orderId } = await paidOrder(t, gigId);
    const [cancel, delivery] = await Promise.all([
      orderStep(t, seller, orderId, 'cancel', { reason: 'Race' }),
      deliverWork(t, seller, orderId),
    ]);
    expect(cancel.statusCode).toBe(200);
    const row = await orderRow(orderId);
    expect(row.status).toBe('cancelled');
    const deliveries = await t.ctx.db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, orderId));
    expect(deliveries).toHaveLength(delivery.statusCode === 200 ? 1 : 0);
    expect([200, 409]).toContain(delivery.statusCode);
    expect(
      await t.ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.intentId, row.paymentIntentId)),
    ).toHaveLength(1);
  });
});

describe('payment refusals (deleted gig, own gig)', () => {
  it('refuses to start paying for your own gig', async () => {
    const owner = await signUp(t.app, { role: 'freelancer' });
    const own = await publishGig(t.app, owner, { coverImage: await pngFile(40, 30) });
    await t.ctx.db.update(users).set({ isClient: true }).where(eq(users.id, owner.id));
    const res = await as(t.app, owner)({ method: 'POST', url: `/api/v1/orders/create-payment-intent/${own}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot buy your own gig.');
  });

  it('refuses the confirmation when the gig was deleted or now belongs to the buyer, charging nothing', async () => {
    const gone = await publishGig(t.app, seller, { coverImage: await pngFile(40, 30) });
    const client = await signUp(t.app);
    const secret = await startPayment(t.app, client, gone);
    expect((await as(t.app, seller)({ method: 'DELETE', url: `/api/v1/gigs/${gone}` })).statusCode).toBe(200);
    const res = await confirmCard(t.app, secret, '4242 4242 4242 4242');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This gig is no longer available.');
    const intentId = secret.split('_secret_')[0]!;
    expect((await t.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)))[0]!.status).toBe(
      'requires_payment_method',
    );
    expect((await t.ctx.db.select().from(orders).where(eq(orders.paymentIntentId, intentId)))[0]!.status).toBe(
      'pending',
    );

    const secret2 = await startPayment(t.app, client, gigId);
    await t.ctx.db.update(gigs).set({ userId: client.id }).where(eq(gigs.id, gigId));
    try {
      const own = await confirmCard(t.app, secret2, '4242 4242 4242 4242');
      expect(own.statusCode).toBe(409);
      expect(own.json().message).toBe('You cannot buy your own gig.');
    } finally {
      await t.ctx.db.update(gigs).set({ userId: seller.id }).where(eq(gigs.id, gigId));
    }
  });
});

describe('order mails and their preferences', () => {
  it('mails every step to the other party unless that kind is switched off', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const mailsTo = (user: TestUser, text: string) =>
      t.outbox().filter((m) => m.includes(`To: ${user.email}`) && m.includes(`/orders/${orderId}`) && m.includes(text))
        .length;
    expect(mailsTo(seller, 'paid for your gig')).toBe(1);
    const put = await as(
      t.app,
      buyer,
    )({ method: 'PUT', url: '/api/v1/orders/mail-preferences', payload: { off: ['order.delivered'] } });
    expect(put.json()).toEqual({ off: ['order.delivered'] });
    expect((await as(t.app, buyer)({ method: 'GET', url: '/api/v1/orders/mail-preferences' })).json()).toEqual({
      off: ['order.delivered'],
    });
    await deliverWork(t, seller, orderId);
    expect(mailsTo(buyer, 'delivered the work')).toBe(0);
    await orderStep(t, buyer, orderId, 'revision', { message: 'Bluer' });
    expect(mailsTo(seller, 'asked for a revision')).toBe(1);
    await deliverWork(t, seller, orderId);
    await orderStep(t, buyer, orderId, 'accept');
    expect(mailsTo(seller, 'accepted the delivery')).toBe(1);
    expect((await getOrder(t, buyer, orderId)).json().status).toBe('completed');
    const bad = await as(
      t.app,
      buyer,
    )({ method: 'PUT', url: '/api/v1/orders/mail-preferences', payload: { off: ['spam'] } });
    expect(bad.statusCode).toBe(400);
  });
});
