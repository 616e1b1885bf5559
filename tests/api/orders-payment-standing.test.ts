import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentIntents, paymentRefunds } from '../../server/db/schema';
import { confirmCard, publishGig, startPayment } from '../support/gigs';
import { makeAdmin, suspend } from '../support/moderation';
import { expectLedgerBalanced } from '../support/money';
import { pngFile } from '../support/multipart';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

// A gig payment started before its buyer was suspended or deleted their account must not make
// an order after it (an offer's payment is refused the same way): the card is refused, and money
// the provider already took is given back.
let t: TestApp;
let admin: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  const seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  gigId = await publishGig(t.app, seller, { title: 'Logo gig', price: '50', coverImage: await pngFile(40, 30) });
});
afterAll(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

const SUSPENDED = 'The buyer’s account is suspended: this payment cannot make an order.';
const GONE = 'The buyer deleted their account: this payment cannot make an order.';
const intentIdOf = (secret: string) => secret.split('_secret_')[0]!;
const orderOf = async (secret: string) =>
  (
    await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, intentIdOf(secret)))
  )[0]!;
const intentOf = async (secret: string) =>
  (
    await t.ctx.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intentIdOf(secret)))
  )[0]!;
const refundsOf = (secret: string) =>
  t.ctx.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.intentId, intentIdOf(secret)));
const deleteAccount = (user: TestUser) =>
  as(t.app, user)({ method: 'DELETE', url: '/api/v1/users/delete-account', payload: { password: user.password } });
/** The provider took the money on its side (as Stripe does before its webhook); the /success screen then asks. */
async function providerTookTheMoney(secret: string) {
  await t.ctx.db
    .update(paymentIntents)
    .set({ status: 'succeeded' })
    .where(eq(paymentIntents.id, intentIdOf(secret)));
  return t.app.inject({ method: 'GET', url: `/api/v1/payments/intent?client_secret=${encodeURIComponent(secret)}` });
}

describe('POST /payments/local/confirm after the buyer was suspended', () => {
  it('refuses the card (409): nothing charged, the order stays unpaid', async () => {
    const buyer = await signUp(t.app);
    const secret = await startPayment(t.app, buyer, gigId);
    expect((await suspend(t, admin, buyer.id)).statusCode).toBe(200);
    const res = await confirmCard(t.app, secret, '4242 4242 4242 4242');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SUSPENDED);
    expect((await intentOf(secret)).status).toBe('requires_payment_method');
    expect(await orderOf(secret)).toMatchObject({ status: 'pending', paidAt: null });
  });

  it('pays an order of a buyer in good standing', async () => {
    const buyer = await signUp(t.app);
    const secret = await startPayment(t.app, buyer, gigId);
    expect((await confirmCard(t.app, secret, '4242 4242 4242 4242')).statusCode).toBe(200);
    expect(await orderOf(secret)).toMatchObject({ status: 'in_progress', buyerId: buyer.id });
  });

  it('leaves one consistent outcome when the confirmation races the suspension', async () => {
    for (let i = 0; i < 3; i++) {
      const buyer = await signUp(t.app);
      const secret = await startPayment(t.app, buyer, gigId);
      const [paid, suspended] = await Promise.all([
        confirmCard(t.app, secret, '4242 4242 4242 4242'),
        suspend(t, admin, buyer.id),
      ]);
      expect(suspended.statusCode).toBe(200);
      expect([200, 409]).toContain(paid.statusCode);
      expect((await orderOf(secret)).status).toBe(paid.statusCode === 200 ? 'in_progress' : 'pending');
      expect((await intentOf(secret)).status).toBe(paid.statusCode === 200 ? 'succeeded' : 'requires_payment_method');
    }
    await expectLedgerBalanced(t);
  });
});

describe('GET /payments/intent when the provider took the money of a refused buyer', () => {
  it('cancels the order of a suspended buyer and refunds it in full', async () => {
    const buyer = await signUp(t.app);
    const secret = await startPayment(t.app, buyer, gigId);
    await suspend(t, admin, buyer.id);
    const res = await providerTookTheMoney(secret);
    expect(res.statusCode).toBe(200);
    expect(await orderOf(secret)).toMatchObject({ status: 'cancelled', paidAt: null });
    expect((await refundsOf(secret)).map((r) => r.amount)).toEqual([5000]);
    await expectLedgerBalanced(t);
  });

  it('cancels and refunds the order of a buyer who deleted their account meanwhile, never a paid order with no buyer', async () => {
    const buyer = await signUp(t.app);
    const secret = await startPayment(t.app, buyer, gigId);
    expect((await deleteAccount(buyer)).statusCode).toBe(200);
    await providerTookTheMoney(secret);
    expect(await orderOf(secret)).toMatchObject({ status: 'cancelled', buyerId: null, paidAt: null });
    expect((await refundsOf(secret)).map((r) => r.amount)).toEqual([5000]);
    await expectLedgerBalanced(t);
  });
});

describe('DELETE /users/delete-account with a gig payment started', () => {
  it('lets the account go with an unpaid intent; its card confirmed later is refused (409), charging nothing', async () => {
    const buyer = await signUp(t.app);
    const secret = await startPayment(t.app, buyer, gigId);
    expect((await deleteAccount(buyer)).statusCode).toBe(200);
    const res = await confirmCard(t.app, secret, '4242 4242 4242 4242');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(GONE);
    expect((await intentOf(secret)).status).toBe('requires_payment_method');
    expect(await orderOf(secret)).toMatchObject({ status: 'pending', buyerId: null, paidAt: null });
  });

  it('runs a deletion and a confirmation racing it one after the other: a paid order refuses the deletion, a deletion refuses the card', async () => {
    for (let i = 0; i < 3; i++) {
      const buyer = await signUp(t.app);
      const secret = await startPayment(t.app, buyer, gigId);
      const [paid, deleted] = await Promise.all([
        confirmCard(t.app, secret, '4242 4242 4242 4242'),
        deleteAccount(buyer),
      ]);
      const order = await orderOf(secret);
      if (paid.statusCode === 200) {
        expect(deleted.statusCode).toBe(409);
        expect(order).toMatchObject({ status: 'in_progress', buyerId: buyer.id });
      } else {
        expect([paid.statusCode, deleted.statusCode]).toEqual([409, 200]);
        expect(order).toMatchObject({ status: 'pending', buyerId: null, paidAt: null });
      }
    }
    await expectLedgerBalanced(t);
  });
});
