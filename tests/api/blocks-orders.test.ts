import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, disputes, notifications, orders, paymentIntents } from '../../server/db/schema';
import { openDispute } from '../support/disputes';
import { confirmCard, publishGig, startPayment } from '../support/gigs';
import { expectLedgerBalanced } from '../support/money';
import { pngFile } from '../support/multipart';
import { orderStep, paidOrder } from '../support/orders';
import { applyTo, createPost } from '../support/posts';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

// A block stops what reaches the other party by bell and mail: buying their gig (also a payment
// started before the block), requirements and a dispute on an order, an application to a post.
let t: TestApp;
let seller: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  gigId = await publishGig(t.app, seller, { title: 'Logo gig', price: '50', coverImage: await pngFile(40, 30) });
});
afterAll(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

const block = (by: TestUser, id: string) => as(t.app, by)({ method: 'POST', url: `/api/v1/users/${id}/block` });
const unblock = (by: TestUser, id: string) => as(t.app, by)({ method: 'DELETE', url: `/api/v1/users/${id}/block` });
const buy = (buyer: TestUser) =>
  as(t.app, buyer)({ method: 'POST', url: `/api/v1/orders/create-payment-intent/${gigId}` });
const ordersOf = (buyer: TestUser) => t.ctx.db.select().from(orders).where(eq(orders.buyerId, buyer.id));
const bellsOf = (user: TestUser, type: string) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, type)));
const intentOf = async (secret: string) =>
  (
    await t.ctx.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, secret.split('_secret_')[0]!))
  )[0]!;

describe('POST /orders/create-payment-intent/{gigId} across a block', () => {
  it('refuses a buyer the seller blocked (403), and a buyer who blocked the seller, starting no payment; unblocking lets them buy', async () => {
    const buyer = await signUp(t.app);
    await block(seller, buyer.id);
    const refused = await buy(buyer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You cannot buy from this user.');
    await unblock(seller, buyer.id);
    await block(buyer, seller.id);
    const mine = await buy(buyer);
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toBe('You blocked this user. Unblock them to buy from them.');
    expect(await ordersOf(buyer)).toHaveLength(0);
    await unblock(buyer, seller.id);
    expect((await buy(buyer)).statusCode).toBe(200);
    expect(await ordersOf(buyer)).toHaveLength(1);
  });
});

describe('POST /payments/local/confirm for a gig across a block', () => {
  it('refuses the card of a payment started before the seller blocked the buyer (403): nothing charged, the order unpaid', async () => {
    const buyer = await signUp(t.app);
    const secret = await startPayment(t.app, buyer, gigId);
    await block(seller, buyer.id);
    const bells = (await bellsOf(seller, 'order.paid')).length;
    const res = await confirmCard(t.app, secret, '4242 4242 4242 4242');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot buy from this user.');
    expect((await intentOf(secret)).status).toBe('requires_payment_method');
    expect((await ordersOf(buyer))[0]).toMatchObject({ status: 'pending', paidAt: null });
    expect(await bellsOf(seller, 'order.paid')).toHaveLength(bells);
  });

  it('confirms when no block stands between them', async () => {
    const buyer = await signUp(t.app);
    const secret = await startPayment(t.app, buyer, gigId);
    expect((await confirmCard(t.app, secret, '4242 4242 4242 4242')).statusCode).toBe(200);
    expect((await ordersOf(buyer))[0]).toMatchObject({ status: 'in_progress' });
  });

  it('leaves one consistent outcome when the confirmation races the block: paid before it, or refused with nothing charged', async () => {
    for (let i = 0; i < 3; i++) {
      const buyer = await signUp(t.app);
      const secret = await startPayment(t.app, buyer, gigId);
      const [paid] = await Promise.all([confirmCard(t.app, secret, '4242 4242 4242 4242'), block(seller, buyer.id)]);
      expect([200, 403]).toContain(paid.statusCode);
      const [order] = await ordersOf(buyer);
      expect(order!.status).toBe(paid.statusCode === 200 ? 'in_progress' : 'pending');
      expect((await intentOf(secret)).status).toBe(paid.statusCode === 200 ? 'succeeded' : 'requires_payment_method');
    }
    await expectLedgerBalanced(t);
  });
});

describe('POST /orders/{id}/requirements across a block', () => {
  it('refuses requirements from a buyer the seller blocked after the order (403), ringing no bell; unblocked, they go', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    await block(seller, buyer.id);
    const before = (await bellsOf(seller, 'order.requirements')).length;
    const refused = await orderStep(t, buyer, orderId, 'requirements', { requirements: 'A blue logo' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You cannot go on with this order with this user.');
    expect((await t.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.requirements).toBeNull();
    expect(await bellsOf(seller, 'order.requirements')).toHaveLength(before);
    await unblock(seller, buyer.id);
    const sent = await orderStep(t, buyer, orderId, 'requirements', { requirements: 'A blue logo' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().requirements).toBe('A blue logo');
  });
});

describe('POST /orders/{id}/dispute across a block', () => {
  it('refuses a dispute between the two while a block stands (403), opening none; without it, the dispute opens', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    await block(seller, buyer.id);
    const refused = await openDispute(t, buyer, orderId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You cannot go on with this order with this user.');
    const byBlocker = await openDispute(t, seller, orderId);
    expect(byBlocker.statusCode).toBe(403);
    expect(byBlocker.json().message).toBe('You blocked this user. Unblock them to go on with this order.');
    expect(await t.ctx.db.select().from(disputes).where(eq(disputes.orderId, orderId))).toHaveLength(0);
    expect((await t.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('in_progress');
    await unblock(seller, buyer.id);
    expect((await openDispute(t, buyer, orderId)).statusCode).toBe(201);
  });
});

describe('POST /applications/createapplication/{postId} across a block', () => {
  it('refuses a freelancer the client blocked (403), storing no application and no file; unblocked, they apply', async () => {
    const client = await signUp(t.app, { fullName: 'Cleo Client' });
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const post = await createPost(t.app, client);
    await block(client, freelancer.id);
    const dir = path.join(t.dataDir, 'uploads/private/attachments');
    const stored = () => (existsSync(dir) ? readdirSync(dir).length : 0);
    const before = stored();
    const refused = await applyTo(t.app, freelancer, post._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You cannot apply to this post.');
    expect(await t.ctx.db.select().from(applications).where(eq(applications.postId, post._id))).toHaveLength(0);
    expect(stored()).toBe(before);
    await unblock(client, freelancer.id);
    expect((await applyTo(t.app, freelancer, post._id)).statusCode).toBe(201);
    expect(await t.ctx.db.select().from(applications).where(eq(applications.postId, post._id))).toHaveLength(1);
  });
});
