import { expect } from 'vitest';
import { orders } from '../../server/db/schema';
import { checkLedger, describeProblem } from '../../server/modules/payouts/check';
import { recordCharge, recordRelease } from '../../server/modules/payouts/ledger';
import { as, type TestApp, type TestUser } from './test-app';
import { storedPrice } from '../../server/platform/prices';

/**
 * Gives the seller `dollars` of available money the way a completed order would (charge,
 * then release with no clearing wait), on an order row made for it.
 */
export async function fundSeller(t: TestApp, seller: TestUser, buyer: TestUser, dollars: number): Promise<string> {
  return t.ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        buyerId: buyer.id,
        sellerId: seller.id,
        imgKey: 'x.webp',
        title: 'Funded order',
        ...storedPrice(dollars),
        paymentIntentId: `pi_fund_${Math.random()}`,
        status: 'completed',
        paidAt: new Date(),
        completedAt: new Date(),
      })
      .returning();
    await recordCharge(tx, order!);
    await recordRelease(tx, order!, new Date(), { platformFeePercent: 0, clearingDays: 0 });
    return order!.id;
  });
}

export async function balance(t: TestApp, seller: TestUser) {
  const res = await as(t.app, seller)({ method: 'GET', url: '/api/v1/payouts/balance' });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    escrowCents: number;
    pendingCents: number;
    availableCents: number;
    paidOutCents: number;
    nextAvailableAt: string | null;
  };
}

/** The ledger:check of the test's database: run after the money tests. */
export async function expectLedgerBalanced(t: TestApp): Promise<void> {
  expect((await checkLedger(t.ctx.db)).map(describeProblem)).toEqual([]);
}
