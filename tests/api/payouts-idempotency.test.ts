import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../server/db/schema';
import { balance, expectLedgerBalanced, fundSeller } from '../support/money';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

/** A retried withdrawal (same Idempotency-Key, same seller) answers the first one's payout and pays once. */
let t: TestApp;
let buyer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await signUp(t.app);
});
afterAll(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

const withdraw = (seller: TestUser, key: string | undefined, amountCents?: number) =>
  as(
    t.app,
    seller,
  )({
    method: 'POST',
    url: '/api/v1/payouts/withdraw',
    headers: key === undefined ? {} : { 'idempotency-key': key },
    payload: amountCents === undefined ? {} : { amountCents },
  });
const payoutsOf = (seller: TestUser) => t.ctx.db.select().from(payouts).where(eq(payouts.sellerId, seller.id));

async function fundedSeller(dollars: number): Promise<TestUser> {
  const seller = await signUp(t.app, { role: 'freelancer' });
  await fundSeller(t, seller, buyer, dollars);
  const account = await as(
    t.app,
    seller,
  )({
    method: 'POST',
    url: '/api/v1/payouts/account',
    payload: { accountHolder: 'Sam Seller', accountNumber: '12345678' },
  });
  expect(account.statusCode).toBe(200);
  return seller;
}

describe('POST /payouts/withdraw with an Idempotency-Key', () => {
  it('pays once when five retries of one withdrawal arrive at once, answering each with the same payout', async () => {
    const seller = await fundedSeller(35);
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(seller, 'withdraw-7f3a', 1000)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((a) => a.json().data._id));
    expect(ids.size).toBe(1);
    // A twin that arrives while the first call is still paying sees the payout as it stands: pending.
    const statuses = answers.map((a) => a.json().data.status as string);
    expect(statuses).toContain('paid');
    expect(statuses.every((s) => s === 'paid' || s === 'pending')).toBe(true);
    expect(answers.every((a) => a.json().data.amountCents === 1000)).toBe(true);
    expect(await payoutsOf(seller)).toMatchObject([{ amountCents: 1000, status: 'paid' }]);
    expect(await balance(t, seller)).toMatchObject({ availableCents: 2500, paidOutCents: 1000 });
    // A later retry still answers the same payout; a new key is a new withdrawal.
    expect((await withdraw(seller, 'withdraw-7f3a', 1000)).json().data._id).toBe([...ids][0]);
    const next = await withdraw(seller, 'withdraw-8b1c', 1000);
    expect(next.statusCode).toBe(201);
    expect(next.json().data._id).not.toBe([...ids][0]);
    expect(await balance(t, seller)).toMatchObject({ availableCents: 1500, paidOutCents: 2000 });
  });

  it('keys each account apart: another seller’s same key is their own withdrawal', async () => {
    const [a, b] = [await fundedSeller(10), await fundedSeller(10)];
    const [first, second] = [await withdraw(a, 'same-key'), await withdraw(b, 'same-key')];
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().data._id).not.toBe(second.json().data._id);
    expect(await balance(t, b)).toMatchObject({ availableCents: 0, paidOutCents: 1000 });
  });

  it('refuses the key reused for another amount (409) and an empty key (400), paying nothing more', async () => {
    const seller = await fundedSeller(20);
    expect((await withdraw(seller, 'reused', 500)).statusCode).toBe(201);
    const other = await withdraw(seller, 'reused', 700);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Idempotency-Key: this key was used for a withdrawal of another amount');
    const empty = await withdraw(seller, ' ', 700);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/idempotency-key/i);
    expect(await payoutsOf(seller)).toHaveLength(1);
    expect(await balance(t, seller)).toMatchObject({ availableCents: 1500, paidOutCents: 500 });
  });

  it('without a key, two withdrawals are two payouts, as before', async () => {
    const seller = await fundedSeller(20);
    expect((await withdraw(seller, undefined, 500)).statusCode).toBe(201);
    expect((await withdraw(seller, undefined, 500)).statusCode).toBe(201);
    expect(await payoutsOf(seller)).toHaveLength(2);
  });
});
