import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../server/db/schema';
import { balance, expectLedgerBalanced, fundSeller } from '../support/money';
import { as, createTestApp, signUp, UNKNOWN_ID, type TestApp, type TestUser } from '../support/test-app';

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

const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  as(t.app, user)({ method, url: `/api/v1/payouts${url}`, ...(payload ? { payload } : {}) });
const addAccount = (seller: TestUser, accountNumber = '12345678') =>
  call(seller, 'POST', '/account', { accountHolder: 'Sam Seller', accountNumber });
const withdraw = (seller: TestUser, amountCents?: number) =>
  call(seller, 'POST', '/withdraw', amountCents === undefined ? {} : { amountCents });

async function fundedSeller(dollars: number, account = true): Promise<TestUser> {
  const seller = await signUp(t.app, { role: 'freelancer' });
  await fundSeller(t, seller, buyer, dollars);
  if (account) expect((await addAccount(seller)).statusCode).toBe(200);
  return seller;
}

describe('GET /payouts/balance', () => {
  it('answers the four balances in cents for a freelancer', async () => {
    const seller = await fundedSeller(25, false);
    const res = await call(seller, 'GET', '/balance');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        currency: 'usd',
        escrowCents: 0,
        pendingCents: 0,
        availableCents: 2500,
        paidOutCents: 0,
        nextAvailableAt: null,
      },
    });
  });

  it('refuses a guest (401) and a client (403)', async () => {
    expect((await call(null, 'GET', '/balance')).statusCode).toBe(401);
    const res = await call(buyer, 'GET', '/balance');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only freelancers have earnings and payouts');
  });
});

describe('GET and POST /payouts/account', () => {
  it('saves a test payout account and shows only its last four digits', async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    expect((await call(seller, 'GET', '/account')).json().data).toEqual({
      provider: 'local',
      ready: false,
      accountHolder: null,
      accountLast4: null,
      onboardingUrl: null,
    });
    const res = await addAccount(seller, '000123456789');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      provider: 'local',
      ready: true,
      accountHolder: 'Sam Seller',
      accountLast4: '6789',
      onboardingUrl: null,
    });
    expect(res.body).not.toContain('000123456789');
    expect((await call(seller, 'GET', '/account')).json().data.accountLast4).toBe('6789');
  });

  it('refuses a bad account number or holder, naming the field, and changes nothing', async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    const bad = await call(seller, 'POST', '/account', { accountHolder: 'Sam', accountNumber: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('accountNumber');
    const noHolder = await call(seller, 'POST', '/account', { accountHolder: '', accountNumber: '12345678' });
    expect(noHolder.statusCode).toBe(400);
    expect(noHolder.json().message).toContain('accountHolder');
    expect((await call(seller, 'GET', '/account')).json().data.ready).toBe(false);
    expect((await call(null, 'POST', '/account', { accountHolder: 'Sam', accountNumber: '12345678' })).statusCode).toBe(
      401,
    );
    expect(
      (await call(buyer, 'POST', '/account', { accountHolder: 'Sam', accountNumber: '12345678' })).statusCode,
    ).toBe(403);
  });
});

describe('POST /payouts/withdraw', () => {
  it('pays part, then all the rest, of the available balance at once in test mode', async () => {
    const seller = await fundedSeller(50);
    const part = await withdraw(seller, 1250);
    expect(part.statusCode).toBe(201);
    expect(part.json().data).toMatchObject({ amountCents: 1250, status: 'paid', destination: 'Test account ••••5678' });
    expect(await balance(t, seller)).toMatchObject({ availableCents: 3750, paidOutCents: 1250 });
    const rest = await withdraw(seller);
    expect(rest.json().data).toMatchObject({ amountCents: 3750, status: 'paid' });
    expect(await balance(t, seller)).toMatchObject({ availableCents: 0, paidOutCents: 5000 });
    expect(t.outbox().filter((m) => m.includes('Payout paid')).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses without a payout account, with nothing available, and above the balance, losing nothing', async () => {
    const noAccount = await fundedSeller(30, false);
    const first = await withdraw(noAccount);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe('Add a payout account before withdrawing.');
    const empty = await signUp(t.app, { role: 'freelancer' });
    await addAccount(empty);
    const nothing = await withdraw(empty);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('Nothing is available to withdraw yet.');
    await addAccount(noAccount);
    const tooMuch = await withdraw(noAccount, 3001);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('You can withdraw at most $30 now.');
    expect(await balance(t, noAccount)).toMatchObject({ availableCents: 3000, paidOutCents: 0 });
    expect((await withdraw(noAccount, 0)).statusCode).toBe(400);
    expect((await call(noAccount, 'POST', '/withdraw', { amountCents: 10.5 })).statusCode).toBe(400);
    expect((await call(noAccount, 'POST', '/withdraw', { amountCents: '100' })).statusCode).toBe(400);
    expect((await call(buyer, 'POST', '/withdraw', {})).statusCode).toBe(403);
    expect((await call(null, 'POST', '/withdraw', {})).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(payouts).where(eq(payouts.sellerId, noAccount.id))).toHaveLength(0);
  });

  it('fails a payout to the test account 000999 and returns the money to available', async () => {
    const seller = await fundedSeller(20);
    await addAccount(seller, '000999');
    const res = await withdraw(seller);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'failed', amountCents: 2000 });
    expect(res.json().data.failureMessage).toContain('000999');
    expect(await balance(t, seller)).toMatchObject({ availableCents: 2000, paidOutCents: 0 });
    expect(t.outbox().some((m) => m.includes('Payout failed') && m.includes('$20'))).toBe(true);
  });

  it('pays out at most the balance when ten withdrawals arrive at once', async () => {
    const seller = await fundedSeller(35);
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(seller, 1000)));
    const paid = answers.filter((r) => r.statusCode === 201);
    expect(paid).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await balance(t, seller)).toMatchObject({ availableCents: 500, paidOutCents: 3000 });
  });

  it('lets only one of two withdrawals of everything through', async () => {
    const seller = await fundedSeller(15);
    const [a, b] = await Promise.all([withdraw(seller), withdraw(seller)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await balance(t, seller)).toMatchObject({ availableCents: 0, paidOutCents: 1500 });
  });
});

describe('GET /payouts and GET /payouts/transactions', () => {
  it('pages the payouts and the money movements newest first', async () => {
    const seller = await fundedSeller(30);
    for (const cents of [100, 200, 300]) expect((await withdraw(seller, cents)).statusCode).toBe(201);
    const first = await call(seller, 'GET', '/?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.map((p: { amountCents: number }) => p.amountCents)).toEqual([300, 200]);
    const next = await call(seller, 'GET', `/?limit=2&cursor=${first.json().meta.nextCursor}`);
    expect(next.json().data.map((p: { amountCents: number }) => p.amountCents)).toEqual([100]);
    expect(next.json().meta.nextCursor).toBeNull();

    const tx = await call(seller, 'GET', '/transactions?limit=3');
    expect(tx.statusCode).toBe(200);
    expect(tx.json().data.map((x: { kind: string; amountCents: number }) => `${x.kind} ${x.amountCents}`)).toEqual([
      'payout_paid 300',
      'payout 300',
      'payout_paid 200',
    ]);
    const all = await call(seller, 'GET', `/transactions?limit=100&cursor=${tx.json().meta.nextCursor}`);
    expect(
      all
        .json()
        .data.map((x: { kind: string }) => x.kind)
        .slice(-3),
    ).toEqual(['clear', 'release', 'charge']);
    expect((await call(seller, 'GET', '/transactions?cursor=nonsense')).statusCode).toBe(400);
    expect((await call(buyer, 'GET', '/transactions')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/')).statusCode).toBe(401);
  });
});

describe('GET /orders/{id}/receipt', () => {
  it('answers the receipt to the buyer and the seller, and not found to anyone else', async () => {
    const seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
    const orderId = await fundSeller(t, seller, buyer, 42);
    for (const user of [buyer, seller]) {
      const res = await as(t.app, user)({ method: 'GET', url: `/api/v1/orders/${orderId}/receipt` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        orderId,
        item: 'Funded order',
        amountCents: 4200,
        platformFeeCents: 0,
        currency: 'usd',
        refund: null,
        funds: 'released',
        seller: { fullName: 'Sam Seller' },
      });
      expect(res.json().data.receiptNumber).toMatch(/^WF-\d{8}-[0-9A-F]{8}$/);
    }
    expect(
      (await as(t.app, await signUp(t.app))({ method: 'GET', url: `/api/v1/orders/${orderId}/receipt` })).statusCode,
    ).toBe(404);
    expect((await as(t.app, buyer)({ method: 'GET', url: `/api/v1/orders/${UNKNOWN_ID}/receipt` })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, null)({ method: 'GET', url: `/api/v1/orders/${orderId}/receipt` })).statusCode).toBe(401);
  });
});

describe('GET /payouts/sellers/{id}', () => {
  it('says anyone, signed in or not, can buy from a seller in test mode', async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/payouts/sellers/${seller.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ canBeBought: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payouts/sellers/not-an-id' })).statusCode).toBe(400);
  });
});

describe('GET /payouts/payments', () => {
  it("lists the client's payments with where their money is", async () => {
    const client = await signUp(t.app);
    const seller = await signUp(t.app, { role: 'freelancer' });
    const orderId = await fundSeller(t, seller, client, 12);
    const res = await call(client, 'GET', '/payments');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ orderId, amountCents: 1200, funds: 'released', status: 'completed' }),
    ]);
    expect((await call(seller, 'GET', '/payments')).statusCode).toBe(403);
  });
});
