import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerClearings, ledgerEntries, ledgerTransactions, orders } from '../../server/db/schema';
import { checkLedger, describeProblem } from '../../server/modules/payouts/check';
import { sweepClearing } from '../../server/modules/payouts/clearing';
import { balancesOf, post, recordCharge, recordRefund, recordRelease } from '../../server/modules/payouts/ledger';
import { publishGig } from '../support/gigs';
import { pngFile } from '../support/multipart';
import { createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';
import { storedPrice } from '../../server/platform/prices';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let gigId: string;
const DAY = 86_400_000;
const money = { platformFeePercent: 0, clearingDays: 7 };

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'freelancer' });
  buyer = await signUp(t.app);
  gigId = await publishGig(t.app, seller, { price: '40', coverImage: await pngFile(40, 30) });
});
afterAll(() => t.close());

/** An order row as a confirmed payment leaves it (the ledger functions are tested on their own here). */
async function order(status = 'in_progress', price = 40) {
  const [row] = await t.ctx.db
    .insert(orders)
    .values({
      gigId,
      buyerId: buyer.id,
      sellerId: seller.id,
      imgKey: 'x.webp',
      title: 'Ledger gig',
      ...storedPrice(price),
      paymentIntentId: `pi_ledger_${Math.random()}`,
      status,
      paidAt: new Date(),
    })
    .returning();
  return row!;
}
const setStatus = (id: string, status: string) => t.ctx.db.update(orders).set({ status }).where(eq(orders.id, id));

describe('the ledger tables (database rules)', () => {
  it('refuses a transaction whose entries do not sum to zero, at commit, writing nothing', async () => {
    const key = `test:${Math.random()}`;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await post(tx, {
          kind: 'charge',
          key,
          sellerId: seller.id,
          amountCents: 100,
          legs: [{ account: 'escrow', userId: seller.id, amountCents: 100 }],
        });
      }),
    ).rejects.toThrow();
    expect(
      await t.ctx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key)),
    ).toHaveLength(0);
  });

  it('refuses any UPDATE or DELETE of a past entry or transaction', async () => {
    const o = await order();
    await t.ctx.db.transaction((tx) => recordCharge(tx, o));
    const [entry] = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, o.id));
    await expect(
      t.ctx.db.update(ledgerEntries).set({ amountCents: 1 }).where(eq(ledgerEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.ctx.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
    await expect(t.ctx.db.delete(ledgerTransactions).where(eq(ledgerTransactions.orderId, o.id))).rejects.toThrow();
    expect(await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, o.id))).toHaveLength(2);
  });
});

describe('charge, release, clear, refund', () => {
  it('moves a paid order through escrow, pending and available, once', async () => {
    const before = await balancesOf(t.ctx.db, seller.id);
    const o = await order();
    expect(await t.ctx.db.transaction((tx) => recordCharge(tx, o))).toBe(true);
    expect(await t.ctx.db.transaction((tx) => recordCharge(tx, o))).toBe(false);
    const held = await balancesOf(t.ctx.db, seller.id);
    expect((held.escrow ?? 0) - (before.escrow ?? 0)).toBe(4000);
    const now = new Date();
    await setStatus(o.id, 'completed');
    const [a, b] = await Promise.all([
      t.ctx.db.transaction((tx) => recordRelease(tx, o, now, money)),
      t.ctx.db.transaction((tx) => recordRelease(tx, o, now, money)),
    ]);
    expect(a + b).toBe(4000);
    const pending = await balancesOf(t.ctx.db, seller.id);
    expect((pending.seller_pending ?? 0) - (before.seller_pending ?? 0)).toBe(4000);
    expect(pending.escrow).toBe(before.escrow ?? 0);
    expect(await sweepClearing(t.ctx, new Date(now.getTime() + 6 * DAY))).not.toContain(o.id);
    expect(await sweepClearing(t.ctx, new Date(now.getTime() + 7 * DAY + 1), [crypto.randomUUID()])).toEqual([]); // narrowed to another order
    expect(await sweepClearing(t.ctx, new Date(now.getTime() + 7 * DAY + 1))).toContain(o.id);
    expect(await t.ctx.db.select().from(ledgerClearings).where(eq(ledgerClearings.orderId, o.id))).toHaveLength(0);
    const cleared = await balancesOf(t.ctx.db, seller.id);
    expect((cleared.seller_available ?? 0) - (before.seller_available ?? 0)).toBe(4000);
    expect(t.outbox().some((m) => m.includes('Funds available') && m.includes('$40'))).toBe(true);
  });

  it('takes the platform fee at release when PLATFORM_FEE_PERCENT is set', async () => {
    const o = await order('in_progress', 33);
    await t.ctx.db.transaction((tx) => recordCharge(tx, o));
    await setStatus(o.id, 'completed');
    expect(
      await t.ctx.db.transaction((tx) => recordRelease(tx, o, new Date(), { platformFeePercent: 10, clearingDays: 0 })),
    ).toBe(2970);
    const fees = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.orderId} = ${o.id} AND ${ledgerEntries.account} = 'platform_fees'`);
    expect(fees.map((f) => f.amountCents)).toEqual([330]);
  });

  it('refunds a cancelled order and leaves the seller nothing; a release racing the refund moves the money once', async () => {
    const before = await balancesOf(t.ctx.db, seller.id);
    const o = await order();
    await t.ctx.db.transaction((tx) => recordCharge(tx, o));
    const [refunded, released] = await Promise.all([
      t.ctx.db.transaction((tx) => recordRefund(tx, o)),
      t.ctx.db.transaction((tx) => recordRelease(tx, o, new Date(), money)),
    ]);
    expect([refunded, released].filter((x) => x > 0)).toHaveLength(1);
    await setStatus(o.id, refunded > 0 ? 'cancelled' : 'completed');
    const after = await balancesOf(t.ctx.db, seller.id);
    expect(after.escrow ?? 0).toBe(before.escrow ?? 0);
    expect((after.seller_pending ?? 0) - (before.seller_pending ?? 0)).toBe(released);
  });
});

describe('checkLedger (npm run ledger:check)', () => {
  it('passes on the ledger the scenarios above left', async () => {
    expect((await checkLedger(t.ctx.db)).map(describeProblem)).toEqual([]);
  });

  it('names an order whose state and ledger disagree', async () => {
    const o = await order('completed');
    await t.ctx.db.transaction((tx) => recordCharge(tx, o));
    const problems = (await checkLedger(t.ctx.db)).map(describeProblem);
    expect(problems).toEqual([`order ${o.id} is completed but its money was never released`]);
    await t.ctx.db.transaction((tx) => recordRelease(tx, o, new Date(), money));
    expect(await checkLedger(t.ctx.db)).toEqual([]);
  });
});

// Last: it switches the balance trigger off in this test's own database to plant a bad row.
describe('checkLedger on a hand-made unbalanced row', () => {
  it('fails naming the transaction', async () => {
    await t.ctx.db.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_balanced`);
    const id = await t.ctx.db.transaction((tx) =>
      post(tx, {
        kind: 'charge',
        key: 'bad-row',
        sellerId: seller.id,
        amountCents: 5,
        legs: [{ account: 'escrow', userId: seller.id, amountCents: 5 }],
      }),
    );
    const problems = (await checkLedger(t.ctx.db)).map(describeProblem);
    expect(problems).toContain(`transaction ${id} does not balance: its usd entries sum to 5 cents`);
  });
});
