import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { sweepDeliveredOrders } from '../../server/modules/orders/sweep';
import { sweepClearing } from '../../server/modules/payouts/clearing';
import { publishGig } from '../support/gigs';
import { balance, expectLedgerBalanced } from '../support/money';
import { pngFile } from '../support/multipart';
import { deliverWork, getOrder, orderStep, paidOrder } from '../support/orders';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

/** Issue 22's "Done when", through the real order steps (the ledger hangs on the order machine). */
let t: TestApp;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

async function sellerWithGig(price = '50'): Promise<{ seller: TestUser; gigId: string }> {
  const seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  const gigId = await publishGig(t.app, seller, { price, coverImage: await pngFile(40, 30) });
  return { seller, gigId };
}
const receipt = (user: TestUser, orderId: string) =>
  as(t.app, user)({ method: 'GET', url: `/api/v1/orders/${orderId}/receipt` });

describe('money through an order (charge, release, clearing, refund)', () => {
  it('holds a paid order, releases it at acceptance, makes it available after the clearing days', async () => {
    const { seller, gigId } = await sellerWithGig('50');
    const { buyer, orderId } = await paidOrder(t, gigId);
    expect(await balance(t, seller)).toMatchObject({ escrowCents: 5000, pendingCents: 0, availableCents: 0 });
    expect((await receipt(buyer, orderId)).json().data).toMatchObject({
      funds: 'held',
      amountCents: 5000,
      platformFeeCents: 0,
      paymentMethod: { brand: 'visa', last4: '4242' },
    });
    await ledgerStillBalances();

    expect((await deliverWork(t, seller, orderId)).statusCode).toBe(200);
    const accepted = await orderStep(t, buyer, orderId, 'accept');
    expect(accepted.statusCode).toBe(200);
    const now = Date.now();
    const pending = await balance(t, seller);
    expect(pending).toMatchObject({ escrowCents: 0, pendingCents: 5000, availableCents: 0 });
    expect(Date.parse(pending.nextAvailableAt!)).toBeGreaterThan(now + 6 * DAY);
    expect(t.outbox().some((m) => m.includes('Funds released: $50') && m.includes(seller.email))).toBe(true);
    await ledgerStillBalances();

    expect(await sweepClearing(t.ctx, new Date(now + 6 * DAY))).not.toContain(orderId);
    expect(await sweepClearing(t.ctx, new Date(now + 7 * DAY + 60_000))).toContain(orderId);
    expect(await balance(t, seller)).toMatchObject({ escrowCents: 0, pendingCents: 0, availableCents: 5000 });
    expect(t.outbox().some((m) => m.includes('Funds available') && m.includes('$50'))).toBe(true);
    expect((await receipt(seller, orderId)).json().data.funds).toBe('released');
    await ledgerStillBalances();
  });

  it('releases an order the auto-complete sweep completes', async () => {
    const { seller, gigId } = await sellerWithGig('30');
    const { orderId } = await paidOrder(t, gigId);
    await deliverWork(t, seller, orderId);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(await sweepDeliveredOrders(t.ctx, new Date(row!.deliveredAt!.getTime() + 4 * DAY))).toContain(orderId);
    expect(await balance(t, seller)).toMatchObject({ escrowCents: 0, pendingCents: 3000 });
    await ledgerStillBalances();
  });

  it('refunds a cancelled order and leaves the seller nothing', async () => {
    const { seller, gigId } = await sellerWithGig('40');
    const { buyer, orderId } = await paidOrder(t, gigId);
    expect((await orderStep(t, seller, orderId, 'cancel', { reason: 'Cannot do it' })).statusCode).toBe(200);
    expect(await balance(t, seller)).toEqual(
      expect.objectContaining({ escrowCents: 0, pendingCents: 0, availableCents: 0, paidOutCents: 0 }),
    );
    const r = (await receipt(buyer, orderId)).json().data;
    expect(r).toMatchObject({ funds: 'refunded', refund: { amountCents: 4000 } });
    await ledgerStillBalances();
  });

  it('moves the money once when an acceptance races a cancellation', async () => {
    const { seller, gigId } = await sellerWithGig('20');
    const { buyer, orderId } = await paidOrder(t, gigId);
    await deliverWork(t, seller, orderId);
    const [accept, cancel] = await Promise.all([
      orderStep(t, buyer, orderId, 'accept'),
      orderStep(t, seller, orderId, 'cancel', { reason: 'Race' }),
    ]);
    expect([accept.statusCode, cancel.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const b = await balance(t, seller);
    expect(b.escrowCents).toBe(0);
    expect(b.pendingCents).toBe(accept.statusCode === 200 ? 2000 : 0);
    await ledgerStillBalances();
  });
});

describe('records outlive accounts (through the orders API)', () => {
  it("keeps the buyer's order, listed and open, once the seller deleted their account", async () => {
    const { seller, gigId } = await sellerWithGig('10');
    const { buyer, orderId } = await paidOrder(t, gigId);
    await deliverWork(t, seller, orderId);
    await orderStep(t, buyer, orderId, 'accept');
    await sweepClearing(t.ctx, new Date(Date.now() + 8 * DAY));
    const refused = await as(
      t.app,
      seller,
    )({ method: 'DELETE', url: '/api/v1/users/delete-account', payload: { password: seller.password } });
    expect(refused.statusCode).toBe(409);
    await as(
      t.app,
      seller,
    )({
      method: 'POST',
      url: '/api/v1/payouts/account',
      payload: { accountHolder: 'Sam Seller', accountNumber: '12345678' },
    });
    expect((await as(t.app, seller)({ method: 'POST', url: '/api/v1/payouts/withdraw', payload: {} })).statusCode).toBe(
      201,
    );
    expect(
      (
        await as(
          t.app,
          seller,
        )({ method: 'DELETE', url: '/api/v1/users/delete-account', payload: { password: seller.password } })
      ).statusCode,
    ).toBe(200);
    const order = await getOrder(t, buyer, orderId);
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({
      status: 'completed',
      seller: { _id: null, fullName: 'Deleted user' },
      conversationId: null,
    });
    const list = await as(t.app, buyer)({ method: 'GET', url: '/api/v1/orders' });
    expect(list.json().find((o: { _id: string }) => o._id === orderId)).toMatchObject({
      otherParty: { _id: null, fullName: 'Deleted user' },
    });
    await ledgerStillBalances();
  });
});

async function ledgerStillBalances() {
  await expectLedgerBalanced(t);
}
