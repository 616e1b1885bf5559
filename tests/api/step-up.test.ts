import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { fundSeller } from '../support/money';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';
import { totpCode, turnOnTwoFactor } from '../support/two-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  as(t.app, user)({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) });
const account = (user: TestUser) =>
  call(user, 'POST', '/payouts/account', { accountHolder: 'Sam Seller', accountNumber: '12345678' });
/** The session proved its owner eleven minutes ago: past the step-up window. */
const ageSessions = (user: TestUser) =>
  t.ctx.db
    .update(sessions)
    .set({ reauthAt: new Date(Date.now() - 11 * 60_000) })
    .where(eq(sessions.userId, user.id));
const expectReauth = (res: { statusCode: number; json: () => { reason?: string } }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json().reason).toBe('reauth_required');
};

describe('step-up on money and security changes (reason reauth_required)', () => {
  it('a session that signed in within 10 minutes may change the payout account and withdraw; an older one is asked again', async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    await fundSeller(t, seller, await signUp(t.app), 20);
    expect((await account(seller)).statusCode).toBe(200);
    await ageSessions(seller);
    expectReauth(await account(seller));
    expectReauth(await call(seller, 'POST', '/payouts/withdraw', {}));
    expect((await call(seller, 'GET', '/payouts/balance')).json().data.availableCents).toBe(2000);
    const ok = await call(seller, 'POST', '/users/reauth', { password: seller.password });
    expect(ok.statusCode).toBe(200);
    expect((await account(seller)).statusCode).toBe(200);
    expect((await call(seller, 'POST', '/payouts/withdraw', {})).statusCode).toBe(201);
  });

  it('turning two-step sign-in off needs it too; the password proves the owner again', async () => {
    const user = await signUp(t.app);
    const { secret } = await turnOnTwoFactor(t.app, user);
    await ageSessions(user);
    // Refused before the code is looked at: the code stays good for the retry.
    expectReauth(await call(user, 'POST', '/users/2fa/disable', { code: totpCode(secret, 1) }));
    expect((await call(user, 'POST', '/users/reauth', { password: user.password })).statusCode).toBe(200);
    expect((await call(user, 'POST', '/users/2fa/disable', { code: totpCode(secret, 1) })).statusCode).toBe(200);
  });

  it('for an account with two-step sign-in, a current code proves the owner as the password does', async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    const { secret } = await turnOnTwoFactor(t.app, seller);
    await ageSessions(seller);
    expectReauth(await account(seller));
    expect((await call(seller, 'POST', '/users/reauth', { code: totpCode(secret, 1) })).statusCode).toBe(200);
    expect((await account(seller)).statusCode).toBe(200);
  });
});

describe('POST /users/reauth', () => {
  it('refuses a wrong password naming the field, and the session stays unproven', async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    await ageSessions(seller);
    const res = await call(seller, 'POST', '/users/reauth', { password: 'not the password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'password', message: 'Incorrect password' }]);
    expectReauth(await account(seller));
  });

  it('refuses a code from an account without two-step sign-in, neither or both proofs (400), and a guest (401)', async () => {
    const user = await signUp(t.app);
    const code = await call(user, 'POST', '/users/reauth', { code: '123456' });
    expect(code.statusCode).toBe(400);
    expect(code.json().errors[0].field).toBe('code');
    expect((await call(user, 'POST', '/users/reauth', {})).statusCode).toBe(400);
    expect((await call(user, 'POST', '/users/reauth', { password: user.password, code: '123456' })).statusCode).toBe(
      400,
    );
    expect((await call(null, 'POST', '/users/reauth', { password: 'x' })).statusCode).toBe(401);
  });

  it('limits wrong passwords per account: the eleventh within 15 minutes is refused (429), even the right one', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 10; i++)
      expect((await call(user, 'POST', '/users/reauth', { password: `wrong ${i}` })).statusCode).toBe(400);
    expect((await call(user, 'POST', '/users/reauth', { password: user.password })).statusCode).toBe(429);
  });
});
