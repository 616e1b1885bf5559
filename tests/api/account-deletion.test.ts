import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigs, ledgerEntries, orders } from '../../server/db/schema';
import { decide, disputeCast, disputedOrder, escalated, getDispute } from '../support/disputes';
import { publishGig } from '../support/gigs';
import { expectLedgerBalanced, fundSeller } from '../support/money';
import { pngFile } from '../support/multipart';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';
import { storedPrice } from '../../server/platform/prices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

const deleteAccount = (user: TestUser) =>
  as(t.app, user)({ method: 'DELETE', url: '/api/v1/users/delete-account', payload: { password: user.password } });

async function openOrder(seller: TestUser, buyer: TestUser, status: string) {
  const [row] = await t.ctx.db
    .insert(orders)
    .values({
      buyerId: buyer.id,
      sellerId: seller.id,
      imgKey: 'x.webp',
      title: 'Open order',
      ...storedPrice(10),
      paymentIntentId: `pi_open_${Math.random()}`,
      status,
      paidAt: new Date(),
    })
    .returning();
  return row!.id;
}

describe('DELETE /users/delete-account (records that outlive accounts)', () => {
  it('is refused while the user has an order that is not completed or cancelled, as buyer or seller', async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    const buyer = await signUp(t.app);
    const orderId = await openOrder(seller, buyer, 'delivered');
    for (const user of [seller, buyer]) {
      const res = await deleteAccount(user);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'You have orders that are not finished. Complete or cancel them before deleting your account.',
      );
    }
    expect((await as(t.app, seller)({ method: 'GET', url: '/api/v1/users/get-user' })).statusCode).toBe(200);
    // Tidy for the ledger check at the end: the order is cancelled without money having been recorded.
    await t.ctx.db.update(orders).set({ status: 'cancelled', paidAt: null }).where(eq(orders.id, orderId));
  });

  it('is refused while the seller has money in their earnings, and allowed once it is withdrawn', async () => {
    const seller = await signUp(t.app, { role: 'freelancer', fullName: 'Gone Seller' });
    const buyer = await signUp(t.app);
    const gigId = await publishGig(t.app, seller, { coverImage: await pngFile(40, 30) });
    const [gig] = await t.ctx.db.select().from(gigs).where(eq(gigs.id, gigId));
    const orderId = await fundSeller(t, seller, buyer, 30);
    const refused = await deleteAccount(seller);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You still have $30 in your earnings. Withdraw it (clearing money becomes available first) before deleting your account.',
    );

    await as(
      t.app,
      seller,
    )({
      method: 'POST',
      url: '/api/v1/payouts/account',
      payload: { accountHolder: 'Gone Seller', accountNumber: '12345678' },
    });
    expect((await as(t.app, seller)({ method: 'POST', url: '/api/v1/payouts/withdraw', payload: {} })).statusCode).toBe(
      201,
    );
    const entriesBefore = (await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, seller.id)))
      .length;
    const res = await deleteAccount(seller);
    expect(res.statusCode).toBe(200);

    // The order, its ledger and its receipt stay; the seller shows as "Deleted user".
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ sellerId: null, buyerId: buyer.id, status: 'completed' });
    expect(await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, seller.id))).toHaveLength(
      entriesBefore,
    );
    const receipt = await as(t.app, buyer)({ method: 'GET', url: `/api/v1/orders/${orderId}/receipt` });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().data.seller).toEqual({ _id: null, fullName: 'Deleted user' });
    const payments = await as(t.app, buyer)({ method: 'GET', url: '/api/v1/payouts/payments' });
    expect(payments.json().data[0]).toMatchObject({ orderId, seller: 'Deleted user' });

    // The listing went, and its files with it.
    expect(await t.ctx.db.select().from(gigs).where(eq(gigs.id, gigId))).toHaveLength(0);
    for (const key of [gig!.coverKey, ...gig!.imageKeys]) expect(await t.ctx.storage.get(key)).toBeNull();
  });

  it('keeps a decided dispute when the party who opened it deletes their account', async () => {
    const { seller, admin, gigId } = await disputeCast(t);
    const { buyer, orderId, disputeId } = await disputedOrder(t, gigId, seller);
    await escalated(t, buyer, disputeId);
    expect(
      (await decide(t, admin, disputeId, { outcome: 'refund', reason: 'The delivery did not match the brief' }))
        .statusCode,
    ).toBe(200);
    expect((await deleteAccount(buyer)).statusCode).toBe(200);

    // The seller and the operators still read it, the opener shown as "Deleted user".
    const seen = await getDispute(t, seller, disputeId);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({
      status: 'decided',
      outcome: 'refund',
      openedBySide: 'buyer',
      openedBy: { _id: null, fullName: 'Deleted user' },
    });
    expect((await as(t.app, seller)({ method: 'GET', url: `/api/v1/orders/${orderId}` })).json()).toMatchObject({
      disputeId,
      status: 'cancelled',
      refunded: true,
    });
    const list = await as(t.app, admin)({ method: 'GET', url: '/api/v1/admin/disputes?status=decided' });
    expect(list.json().data.find((d: { _id: string }) => d._id === disputeId)).toMatchObject({
      openedBySide: 'buyer',
      buyer: { _id: null, fullName: 'Deleted user' },
    });
  });
});
