import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginChallenges, recoveryCodes, users } from '../../server/db/schema';
import { hashToken } from '../../server/platform/auth';
import { signUpAdmin } from '../support/admin';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';
import { totpCode, turnOnTwoFactor } from '../support/two-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://workify.example' });
});
afterAll(() => t.close());

const post = (user: TestUser | null, url: string, payload?: object) =>
  as(t.app, user)({ method: 'POST', url: `/api/v1/users${url}`, ...(payload ? { payload } : {}) });
const me = async (user: TestUser) =>
  (await as(t.app, user)({ method: 'GET', url: '/api/v1/users/get-user' })).json().data;
const login = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: user.email, password: user.password } });
/** The first step: the password, answering the challenge cookie to send with the second. */
async function passwordStep(user: TestUser): Promise<string> {
  const res = await login(user);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ statusCode: 200, data: null, message: { twoFactorRequired: true }, success: true });
  expect(res.cookies.find((c) => c.name === 'workify_session')).toBeUndefined();
  return `workify_2fa=${res.cookies.find((c) => c.name === 'workify_2fa')!.value}`;
}
const codeStep = (challenge: string | null, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login/2fa',
    headers: challenge ? { cookie: challenge } : {},
    payload: { code },
  });
const mailsTo = (user: TestUser, subject: string) =>
  t
    .outbox()
    .filter((m) => m.includes(`To: ${user.email}`) && m.includes(`Subject: Workify security notice: ${subject}`));

describe('POST /users/2fa/setup and /users/2fa/enable', () => {
  it('offers a secret and its otpauth URL, turns on with a current code and answers ten recovery codes, stored hashed', async () => {
    const user = await signUp(t.app);
    const setup = await post(user, '/2fa/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(
      new RegExp(
        `^otpauth://totp/Workify:${encodeURIComponent(user.email).replace(/\./g, '\\.')}\\?.*secret=${secret}`,
      ),
    );
    expect((await me(user)).twoFactorEnabled).toBe(false);
    const res = await post(user, '/2fa/enable', { code: totpCode(secret) });
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect((await me(user)).twoFactorEnabled).toBe(true);
    const stored = await t.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((r) => r.codeHash).sort()).toEqual(codes.map((c) => hashToken(c.replace('-', ''))).sort());
    expect(JSON.stringify(stored)).not.toContain(codes[0]!);
    await t.ctx.later.idle();
    expect(mailsTo(user, 'Two-step sign-in was turned on')[0]).toContain('https://workify.example/security');
  });

  it('refuses a wrong code (400 naming code) and leaves it off; refuses enable before setup (409) and a second setup once on (409)', async () => {
    const user = await signUp(t.app);
    expect((await post(user, '/2fa/enable', { code: '123456' })).statusCode).toBe(409);
    const { secret } = (await post(user, '/2fa/setup')).json().data;
    const wrong = await post(user, '/2fa/enable', { code: totpCode(secret, 10) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'code', message: expect.stringContaining('This code is not right') },
    ]);
    expect((await me(user)).twoFactorEnabled).toBe(false);
    expect((await post(user, '/2fa/enable', { code: totpCode(secret) })).statusCode).toBe(200);
    expect((await post(user, '/2fa/setup')).statusCode).toBe(409);
    expect((await post(user, '/2fa/enable', { code: totpCode(secret) })).statusCode).toBe(409);
  });

  it('refuses a guest (401) and a code of bad shape (400)', async () => {
    expect((await post(null, '/2fa/setup')).statusCode).toBe(401);
    const user = await signUp(t.app);
    expect((await post(user, '/2fa/enable', { code: '1' })).statusCode).toBe(400);
    expect((await post(user, '/2fa/enable', {})).statusCode).toBe(400);
  });
});

describe('POST /users/login and /users/login/2fa', () => {
  it('an account without two-step sign-in signs in in one step, as the original client expects', async () => {
    const user = await signUp(t.app);
    const res = await login(user);
    expect(res.json()).toMatchObject({
      statusCode: 200,
      success: true,
      data: { _id: user.id, twoFactorEnabled: false },
      message: { user: { _id: user.id } },
    });
    expect(res.cookies.find((c) => c.name === 'workify_session')).toBeTruthy();
  });

  it('with it on: the password sets no session; a current code within 5 minutes finishes with the usual answer', async () => {
    const user = await signUp(t.app);
    const { secret } = await turnOnTwoFactor(t.app, user);
    const challenge = await passwordStep(user);
    // The challenge is no session.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/get-user', headers: { cookie: challenge } })).statusCode,
    ).toBe(401);
    const res = await codeStep(challenge, totpCode(secret, 1));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      statusCode: 200,
      success: true,
      data: { _id: user.id },
      message: { user: { _id: user.id } },
    });
    const session = res.cookies.find((c) => c.name === 'workify_session')!.value;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/users/get-user',
          headers: { cookie: `workify_session=${session}` },
        })
      ).statusCode,
    ).toBe(200);
    // The challenge works once.
    expect((await codeStep(challenge, totpCode(secret, 1))).statusCode).toBe(401);
  });

  it('refuses a replayed code within its window, a wrong one, no challenge, and an expired challenge', async () => {
    const user = await signUp(t.app);
    const { secret } = await turnOnTwoFactor(t.app, user);
    // The enabling code's step is used: the same code cannot sign in.
    const replay = await codeStep(await passwordStep(user), totpCode(secret));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0]).toEqual({
      field: 'code',
      message: 'This code was already used: wait for the next one in your app',
    });
    const challenge = await passwordStep(user);
    expect((await codeStep(challenge, '000000')).statusCode).toBe(400);
    expect((await codeStep(null, totpCode(secret, 1))).statusCode).toBe(401);
    await t.ctx.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.userId, user.id));
    const late = await codeStep(challenge, totpCode(secret, 1));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/within 5 minutes/);
  });

  it('accepts a recovery code once', async () => {
    const user = await signUp(t.app);
    const { recoveryCodes: codes } = await turnOnTwoFactor(t.app, user);
    expect((await codeStep(await passwordStep(user), codes[3]!.toLowerCase())).statusCode).toBe(200);
    const again = await codeStep(await passwordStep(user), codes[3]!);
    expect(again.statusCode).toBe(400);
    expect((await codeStep(await passwordStep(user), codes[4]!)).statusCode).toBe(200);
  });

  it('limits wrong codes per account: after five, even the right code is refused (429) for a while', async () => {
    const user = await signUp(t.app);
    const { secret } = await turnOnTwoFactor(t.app, user);
    const challenge = await passwordStep(user);
    for (let i = 0; i < 5; i++) expect((await codeStep(challenge, String(100000 + i))).statusCode).toBe(400);
    const res = await codeStep(challenge, totpCode(secret, 1));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many wrong codes/);
  });
});

describe('POST /users/2fa/disable and /users/2fa/recovery-codes', () => {
  it('turns off only with a current app code (not a recovery code, not a wrong one), and mails the owner', async () => {
    const user = await signUp(t.app);
    const { secret, recoveryCodes: codes } = await turnOnTwoFactor(t.app, user);
    expect((await post(user, '/2fa/disable', { code: codes[0]! })).statusCode).toBe(400);
    expect((await post(user, '/2fa/disable', { code: totpCode(secret, 10) })).statusCode).toBe(400);
    expect((await me(user)).twoFactorEnabled).toBe(true);
    const res = await post(user, '/2fa/disable', { code: totpCode(secret, 1) });
    expect(res.statusCode).toBe(200);
    expect((await me(user)).twoFactorEnabled).toBe(false);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await t.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
    expect((await login(user)).json().data._id).toBe(user.id);
    await t.ctx.later.idle();
    expect(mailsTo(user, 'Two-step sign-in was turned off')).toHaveLength(1);
    expect((await post(user, '/2fa/disable', { code: totpCode(secret, -1) })).statusCode).toBe(409);
  });

  it('regenerates the recovery codes for a current code: the old ones stop working', async () => {
    const user = await signUp(t.app);
    const { secret, recoveryCodes: old } = await turnOnTwoFactor(t.app, user);
    const res = await post(user, '/2fa/recovery-codes', { code: totpCode(secret, 1) });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect((await codeStep(await passwordStep(user), old[0]!)).statusCode).toBe(400);
    expect((await codeStep(await passwordStep(user), fresh[0]!)).statusCode).toBe(200);
  });
});

describe('the admin console needs two-step sign-in', () => {
  it('refuses an administrator without it (403, reason two_factor_required) and answers once it is on', async () => {
    const admin = await signUp(t.app, { fullName: 'Ada Nofactor' });
    await t.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    t.ctx.sessions.evictUser(admin.id);
    const refused = await as(t.app, admin)({ method: 'GET', url: '/api/v1/admin/overview' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      reason: 'two_factor_required',
      message: expect.stringContaining('turn on two-step sign-in'),
    });
    await turnOnTwoFactor(t.app, admin);
    expect((await as(t.app, admin)({ method: 'GET', url: '/api/v1/admin/overview' })).statusCode).toBe(200);
    const withIt = await signUpAdmin(t);
    expect((await as(t.app, withIt)({ method: 'GET', url: '/api/v1/admin/users' })).statusCode).toBe(200);
  });

  it('nor does an administrator without it see hidden content, as one with it does', async () => {
    const member = await signUp(t.app, { fullName: 'Hidden Member' });
    const withIt = await signUpAdmin(t);
    expect(
      (
        await as(
          t.app,
          withIt,
        )({
          method: 'POST',
          url: `/api/v1/admin/content/user/${member.id}/hide`,
          payload: { reason: 'Impersonates a brand' },
        })
      ).statusCode,
    ).toBe(200);
    const without = await signUp(t.app, { fullName: 'Ada Nofactor Two' });
    await t.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, without.id));
    t.ctx.sessions.evictUser(without.id);
    expect((await as(t.app, without)({ method: 'GET', url: `/api/v1/users/${member.id}` })).statusCode).toBe(404);
    expect((await as(t.app, withIt)({ method: 'GET', url: `/api/v1/users/${member.id}` })).statusCode).toBe(200);
  });
});

describe('TOTP secrets at rest', () => {
  it('are sealed in the database: neither the offered nor the enabled secret is readable there', async () => {
    const user = await signUp(t.app);
    const setup = await post(user, '/2fa/setup');
    const { secret } = setup.json().data as { secret: string };
    const [pending] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(pending!.totpPendingSecret).toMatch(/^v1:/);
    expect(pending!.totpPendingSecret).not.toContain(secret);
    expect((await post(user, '/2fa/enable', { code: totpCode(secret) })).statusCode).toBe(200);
    const [on] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(on!.totpSecret).toMatch(/^v1:/);
    expect(on!.totpSecret).not.toContain(secret);
    expect((await codeStep(await passwordStep(user), totpCode(secret, 1))).statusCode).toBe(200);
  });

  it('kept in the clear before sealing, still sign in and are sealed on first use', async () => {
    const user = await signUp(t.app);
    const { secret } = await turnOnTwoFactor(t.app, user);
    await t.ctx.db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, user.id));
    expect((await codeStep(await passwordStep(user), totpCode(secret))).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpSecret).toMatch(/^v1:/);
    expect((await codeStep(await passwordStep(user), totpCode(secret, 1))).statusCode).toBe(200);
  });
});
