import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigs, notifications, orders, paymentIntents } from '../../server/db/schema';
import { syncOrderWithIntent } from '../../server/modules/orders/service';
import { buyGig, confirmCard, publishGig, startPayment } from '../support/gigs';
import { pngFile } from '../support/multipart';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

let t: TestApp;
let seller: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  gigId = await publishGig(t.app, seller, { title: 'Paid gig', price: '75', coverImage: await pngFile(40, 30) });
});
afterAll(() => t.close());

const sales = async (id = gigId) =>
  (await t.ctx.db.select({ sales: gigs.sales }).from(gigs).where(eq(gigs.id, id)))[0]!.sales;
const orderOf = async (secret: string) =>
  (
    await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, secret.split('_secret_')[0]!))
  )[0]!;
const paidNotes = async () =>
  (
    await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.type, 'order.paid')))
  ).length;
const intentStatus = (secret: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/payments/intent?client_secret=${encodeURIComponent(secret)}` });

describe('POST /orders/create-payment-intent/{id}', () => {
  it("creates a pending order at the gig's price, whatever amount the browser sends", async () => {
    const client = await signUp(t.app);
    const res = await as(
      t.app,
      client,
    )({ method: 'POST', url: `/api/v1/orders/create-payment-intent/${gigId}`, payload: { amount: 1, price: 1 } });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data).toMatchObject({ provider: 'local', publishableKey: null, title: 'Paid gig', price: 75 });
    expect(data.statusCode).toBeUndefined();
    expect(data.clientSecret).toMatch(/^pi_local_[0-9a-f]+_secret_[\w-]+$/);
    const order = await orderOf(data.clientSecret);
    expect(order).toMatchObject({
      gigId,
      buyerId: client.id,
      sellerId: seller.id,
      title: 'Paid gig',
      priceMinor: 7500,
      currency: 'usd',
      status: 'pending',
      paidAt: null,
      deliveryDays: 3,
      revisionsAllowed: 2,
      dueAt: null,
    });
    const [intent] = await t.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, order.paymentIntentId));
    expect(intent).toMatchObject({ amount: 7500, currency: 'usd', status: 'requires_payment_method' });
    expect(intent!.clientSecretHash).not.toContain('secret');
  });

  it('answers 401 signed out, 403 for a freelancer, 404 for an unknown gig, 400 for a bad id, creating no order', async () => {
    const before = (await t.ctx.db.select().from(orders)).length;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/orders/create-payment-intent/${gigId}` })).statusCode,
    ).toBe(401);
    const asSeller = await as(t.app, seller)({ method: 'POST', url: `/api/v1/orders/create-payment-intent/${gigId}` });
    expect(asSeller.statusCode).toBe(403);
    expect(asSeller.json().message).toBe('Only clients can buy gigs');
    const client = await signUp(t.app);
    expect(
      (await as(t.app, client)({ method: 'POST', url: `/api/v1/orders/create-payment-intent/${UNKNOWN_ID}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(t.app, client)({ method: 'POST', url: '/api/v1/orders/create-payment-intent/nope' })).statusCode,
    ).toBe(400);
    expect((await t.ctx.db.select().from(orders)).length).toBe(before);
  });
});

describe('GET /payments/config', () => {
  it('names the local test-mode provider when Stripe is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' });
    expect(res.json().data).toEqual({ provider: 'local', publishableKey: null });
  });
});

describe('POST /payments/local/confirm', () => {
  it('succeeds with 4242 4242 4242 4242: the order is in progress, due after the delivery days, sales go up once, the seller is told', async () => {
    const client = await signUp(t.app, { fullName: 'Carl Client' });
    const secret = await startPayment(t.app, client, gigId);
    const before = await sales();
    const res = await confirmCard(t.app, secret, '4242 4242 4242 4242');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'succeeded' });
    const order = await orderOf(secret);
    expect(order).toMatchObject({ status: 'in_progress' });
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(order.dueAt!.getTime() - order.paidAt!.getTime()).toBe(3 * 86_400_000);
    expect(await sales()).toBe(before + 1);
    const notes = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.type, 'order.paid')));
    expect(notes.map((n) => n.text)).toContain('Carl Client paid for your gig Paid gig');
    expect(notes[0]!.link).toBe(`/orders/${order.id}`);
  });

  it('counts the same success only once, however often it is reported', async () => {
    const client = await signUp(t.app);
    const secret = await startPayment(t.app, client, gigId);
    const before = await sales();
    const notesBefore = await paidNotes();
    expect((await confirmCard(t.app, secret, '4242424242424242')).statusCode).toBe(200);
    const again = await confirmCard(t.app, secret, '4242424242424242');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This payment is already complete.');
    for (let i = 0; i < 2; i++) expect((await intentStatus(secret)).json().data.status).toBe('succeeded');
    const order = await orderOf(secret);
    const intent = { id: order.paymentIntentId, status: 'succeeded' as const, amount: 7500, currency: 'usd' };
    await Promise.all([syncOrderWithIntent(t.ctx, t.ctx.db, intent), syncOrderWithIntent(t.ctx, t.ctx.db, intent)]);
    expect(await sales()).toBe(before + 1);
    expect(await paidNotes()).toBe(notesBefore + 1);
    expect(await orderOf(secret)).toEqual(order);
  });

  it('refuses a card and a paid intent in the payer’s language (Spanish, Arabic), English as before', async () => {
    const client = await signUp(t.app);
    const secret = await startPayment(t.app, client, gigId);
    const confirm = (lang: string, cardNumber: string, expiry = '12 / 34') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/payments/local/confirm?lang=${lang}`,
        payload: { clientSecret: secret, cardNumber, expiry, cvc: '123', email: 'buyer@example.com' },
      });
    expect((await confirm('es', '4000 0000 0000 0002')).json().message).toBe('Tu tarjeta fue rechazada.');
    const expired = await confirm('ar', '4242 4242 4242 4242', '01 / 20');
    expect(expired.json().errors).toEqual([{ field: 'expiry', message: 'تاريخ انتهاء صلاحية بطاقتك في الماضي.' }]);
    expect((await confirm('en', '4242 4242 4242 4242')).statusCode).toBe(200);
    expect((await confirm('es', '4242 4242 4242 4242')).json().message).toBe('Este pago ya se completó.');
    expect((await confirm('en', '4242 4242 4242 4242')).json().message).toBe('This payment is already complete.');
  });

  it('declines 4000 0000 0000 0002 with the card_error message, leaving the order unpaid and the intent open', async () => {
    const client = await signUp(t.app);
    const secret = await startPayment(t.app, client, gigId);
    const before = await sales();
    const res = await confirmCard(t.app, secret, '4000 0000 0000 0002');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ statusCode: 402, success: false, message: 'Your card was declined.' });
    expect(await orderOf(secret)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await sales()).toBe(before);
    expect((await intentStatus(secret)).json().data.status).toBe('requires_payment_method');
    expect((await confirmCard(t.app, secret, '4242 4242 4242 4242')).statusCode).toBe(200);
    expect(await sales()).toBe(before + 1);
  });

  it.each([
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4111 1111 1111 1111', 'Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.'],
  ])('declines %s with 402 %j', async (card, message) => {
    const secret = await startPayment(t.app, await signUp(t.app), gigId);
    const res = await confirmCard(t.app, secret, card);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(message);
    expect((await orderOf(secret)).status).toBe('pending');
  });

  it('leaves the payment processing with 4000 0000 0000 0077, not paid and not listed', async () => {
    const client = await signUp(t.app);
    const secret = await startPayment(t.app, client, gigId);
    const before = await sales();
    const res = await confirmCard(t.app, secret, '4000000000000077');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('processing');
    expect((await intentStatus(secret)).json().data).toMatchObject({
      status: 'processing',
      amount: 7500,
      currency: 'usd',
      orderId: (await orderOf(secret)).id,
      receipt: { title: 'Paid gig' },
    });
    expect((await orderOf(secret)).status).toBe('processing');
    expect(await sales()).toBe(before);
    expect((await as(t.app, client)({ method: 'GET', url: '/api/v1/orders' })).json()).toEqual([]);
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ cardNumber: '4242 4242' }, 'Your card number is incomplete.'],
    [{ cardNumber: '4242-abcd' }, 'Your card number is invalid.'],
    [{ expiry: '01 / 20' }, "Your card's expiration date is in the past."],
    [{ expiry: '13 / 40' }, "Your card's expiration month is invalid."],
    [{ expiry: '' }, "Your card's expiration date is incomplete."],
    [{ cvc: '1' }, "Your card's security code is incomplete."],
    [{ email: 'nope' }, 'email: Email address must be a valid address'],
  ])('answers 400 validation errors for %j, changing nothing', async (extra: Record<string, string>, message) => {
    const secret = await startPayment(t.app, await signUp(t.app), gigId);
    const res = await confirmCard(t.app, secret, '4242 4242 4242 4242', extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await orderOf(secret)).status).toBe('pending');
  });

  it('answers 404 for an unknown or forged client secret', async () => {
    const secret = await startPayment(t.app, await signUp(t.app), gigId);
    const forged = `${secret.split('_secret_')[0]}_secret_forgedforgedforged`;
    for (const s of [forged, 'pi_local_000_secret_zzzzzzzzzz', 'not-a-secret-at-all']) {
      expect((await confirmCard(t.app, s, '4242 4242 4242 4242')).statusCode).toBe(404);
    }
    expect((await orderOf(secret)).status).toBe('pending');
  });
});

describe('GET /payments/intent', () => {
  it('answers the status for a client secret, 404 for an unknown one and 400 without one', async () => {
    const secret = await startPayment(t.app, await signUp(t.app), gigId);
    expect((await intentStatus(secret)).json().data).toMatchObject({
      status: 'requires_payment_method',
      amount: 7500,
      currency: 'usd',
      orderId: (await orderOf(secret)).id,
    });
    expect((await intentStatus('pi_local_abc_secret_nothing')).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/payments/intent' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('client_secret');
  });
});

describe('GET /orders', () => {
  it('lists paid orders as a bare list, buying and selling, with status, role, other party and due date', async () => {
    const buyer = await signUp(t.app, { fullName: 'Olga Orders' });
    const otherSeller = await signUp(t.app, { role: 'freelancer', fullName: 'Other Seller' });
    const secondGig = await publishGig(t.app, otherSeller, {
      title: 'Second gig',
      price: '20',
      coverImage: await pngFile(40, 30),
    });
    await buyGig(t.app, buyer, gigId);
    await startPayment(t.app, buyer, secondGig);
    await buyGig(t.app, buyer, secondGig);
    const mine = await as(t.app, buyer)({ method: 'GET', url: '/api/v1/orders' });
    expect(mine.statusCode).toBe(200);
    const list = mine.json();
    expect(list).toHaveLength(2);
    expect(Object.keys(list[0]).sort()).toEqual([
      '_id',
      'createdAt',
      'dueAt',
      'img',
      'otherParty',
      'price',
      'role',
      'status',
      'title',
    ]);
    expect(list[0]).toMatchObject({
      title: 'Second gig',
      price: 20,
      status: 'in_progress',
      role: 'buying',
      otherParty: { _id: otherSeller.id, fullName: 'Other Seller', avatar: null },
    });
    expect(list[0].img).toMatch(/^\/api\/v1\/files\/public\/gig-thumbs\//);
    expect(new Date(list[0].dueAt).getTime()).toBeGreaterThan(Date.now());
    expect(list[1]).toMatchObject({
      price: 75,
      role: 'buying',
      otherParty: { _id: seller.id, fullName: 'Sam Seller' },
    });
    const sold = await as(t.app, otherSeller)({ method: 'GET', url: '/api/v1/orders' });
    expect(sold.json()).toEqual([
      expect.objectContaining({
        title: 'Second gig',
        role: 'selling',
        otherParty: { _id: buyer.id, fullName: 'Olga Orders', avatar: null },
      }),
    ]);
  });

  it('filters by ?role= and ?status=, and answers 400 naming a bad filter', async () => {
    const buyer = await signUp(t.app);
    await buyGig(t.app, buyer, gigId);
    const get = (q: string) => as(t.app, buyer)({ method: 'GET', url: `/api/v1/orders${q}` });
    expect((await get('?role=buying')).json()).toHaveLength(1);
    expect((await get('?role=selling')).json()).toEqual([]);
    expect((await get('?status=in_progress')).json()).toHaveLength(1);
    expect((await get('?status=completed')).json()).toEqual([]);
    const bad = await get('?status=paid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^status: /);
    expect((await get('?role=owner')).statusCode).toBe(400);
  });

  it('answers an empty list to a user with no paid orders and 401 signed out', async () => {
    expect((await as(t.app, await signUp(t.app))({ method: 'GET', url: '/api/v1/orders' })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/orders' })).statusCode).toBe(401);
  });
});
