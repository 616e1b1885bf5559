import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://workify.example' });
});
afterAll(() => t.close());

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Signs the user in again from another browser; answers its session cookie and its device cookie. */
async function signInFrom(user: TestUser, userAgent: string, opts: { ip?: string; device?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { 'user-agent': userAgent, ...(opts.device ? { cookie: `workify_device=${opts.device}` } : {}) },
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  const cookie = (name: string) => res.cookies.find((c) => c.name === name)!.value;
  return { cookie: `workify_session=${cookie('workify_session')}`, device: cookie('workify_device') };
}
const getUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/users/get-user', headers: { cookie } });
const list = (user: TestUser) => as(t.app, user)({ method: 'GET', url: '/api/v1/users/sessions' });
const mailsTo = (user: TestUser, subject: string) =>
  t
    .outbox()
    .filter((m) => m.includes(`To: ${user.email}`) && m.includes(`Subject: Workify security notice: ${subject}`));

describe('GET /users/sessions', () => {
  it('lists the account’s sessions with browser, system, IP and times, marking the current one', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    await signInFrom(user, CHROME_ON_WINDOWS, { ip: '203.0.113.9' });
    const res = await list(user);
    expect(res.statusCode).toBe(200);
    const items = res.json().data as {
      _id: string;
      browser: string;
      system: string;
      ip: string | null;
      createdAt: string;
      lastSeenAt: string;
      current: boolean;
    }[];
    expect(items).toHaveLength(2);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    expect(items.find((s) => !s.current)).toMatchObject({
      browser: 'Chrome 120',
      system: 'Windows 10',
      ip: '203.0.113.9',
    });
    for (const s of items) expect(Date.parse(s.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt) - 1000);
    // Nobody else's.
    const theirs = (await list(other)).json().data as { _id: string }[];
    expect(theirs).toHaveLength(1);
    expect(items.map((s) => s._id)).not.toContain(theirs[0]!._id);
  });

  it('moves last seen forward when a session is used after a while', async () => {
    const user = await signUp(t.app);
    const old = new Date(Date.now() - 30 * 60_000);
    await t.ctx.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.userId, user.id));
    t.ctx.sessions.evictUser(user.id);
    const [mine] = (await list(user)).json().data as { lastSeenAt: string }[];
    expect(Date.parse(mine!.lastSeenAt)).toBeGreaterThan(old.getTime() + 60_000);
  });

  it('refuses a guest (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/sessions' })).statusCode).toBe(401);
  });
});

describe('DELETE /users/sessions/{id}', () => {
  it('ends another of the account’s sessions: it answers 401 at once, this one goes on', async () => {
    const user = await signUp(t.app);
    const phone = await signInFrom(user, FIREFOX_ON_LINUX);
    expect((await getUser(phone.cookie)).statusCode).toBe(200); // in use, so in the session cache
    const target = ((await list(user)).json().data as { _id: string; current: boolean }[]).find((s) => !s.current)!;
    const res = await as(t.app, user)({ method: 'DELETE', url: `/api/v1/users/sessions/${target._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Session ended');
    expect((await getUser(phone.cookie)).statusCode).toBe(401);
    expect((await getUser(user.cookie)).statusCode).toBe(200);
  });

  it('ends the current session too, clearing its cookie', async () => {
    const user = await signUp(t.app);
    const mine = ((await list(user)).json().data as { _id: string; current: boolean }[]).find((s) => s.current)!;
    const res = await as(t.app, user)({ method: 'DELETE', url: `/api/v1/users/sessions/${mine._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'workify_session')?.value).toBe('');
    expect((await getUser(user.cookie)).statusCode).toBe(401);
  });

  it('answers 404 for another account’s session (which goes on) or an unknown id, 400 for a bad id, 401 for a guest', async () => {
    const user = await signUp(t.app);
    const victim = await signUp(t.app);
    const theirs = ((await list(victim)).json().data as { _id: string }[])[0]!;
    const res = await as(t.app, user)({ method: 'DELETE', url: `/api/v1/users/sessions/${theirs._id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Session not found');
    expect((await getUser(victim.cookie)).statusCode).toBe(200);
    expect((await as(t.app, user)({ method: 'DELETE', url: `/api/v1/users/sessions/${UNKNOWN_ID}` })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, user)({ method: 'DELETE', url: '/api/v1/users/sessions/not-an-id' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/users/sessions/${theirs._id}` })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /users/sessions/revoke-others', () => {
  it('ends every other session at once and keeps this one', async () => {
    const user = await signUp(t.app);
    const a = await signInFrom(user, CHROME_ON_WINDOWS);
    const b = await signInFrom(user, FIREFOX_ON_LINUX);
    for (const s of [a, b]) expect((await getUser(s.cookie)).statusCode).toBe(200);
    const res = await as(t.app, user)({ method: 'POST', url: '/api/v1/users/sessions/revoke-others' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { ended: 2 }, message: 'Signed out 2 other sessions' });
    for (const s of [a, b]) expect((await getUser(s.cookie)).statusCode).toBe(401);
    expect((await getUser(user.cookie)).statusCode).toBe(200);
    expect((await list(user)).json().data).toHaveLength(1);
  });

  it('refuses a guest (401)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/sessions/revoke-others' })).statusCode).toBe(401);
  });
});

describe('security mails', () => {
  it('a sign-in from a new browser mails the owner, with a link to the security screen; a known browser does not', async () => {
    const user = await signUp(t.app);
    await t.ctx.later.idle();
    // The sign-up's own browser is the account's first: nothing to warn about.
    expect(mailsTo(user, 'A new sign-in')).toHaveLength(0);
    const first = await signInFrom(user, CHROME_ON_WINDOWS, { ip: '198.51.100.7' });
    await t.ctx.later.idle();
    const mails = mailsTo(user, 'A new sign-in');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Browser: Chrome 120 on Windows 10');
    expect(mails[0]).toContain('Address: 198.51.100.7');
    expect(mails[0]).toContain('If this was not you');
    expect(mails[0]).toContain('https://workify.example/security');
    await signInFrom(user, CHROME_ON_WINDOWS, { device: first.device });
    await t.ctx.later.idle();
    expect(mailsTo(user, 'A new sign-in')).toHaveLength(1);
  });

  it('a password change and a payout account change mail the owner', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    const changed = await as(
      t.app,
      user,
    )({
      method: 'POST',
      url: '/api/v1/users/change-password',
      payload: { currentPassword: user.password, newPassword: 'violet canyon ladder 42' },
    });
    expect(changed.statusCode).toBe(200);
    const account = await as(
      t.app,
      user,
    )({
      method: 'POST',
      url: '/api/v1/payouts/account',
      payload: { accountHolder: 'Sam Seller', accountNumber: '000123456789' },
    });
    expect(account.statusCode).toBe(200);
    await t.ctx.later.idle();
    expect(mailsTo(user, 'Your password was changed')[0]).toContain('https://workify.example/security');
    const payout = mailsTo(user, 'Your payout account was changed')[0]!;
    expect(payout).toContain('ending in 6789');
    expect(payout).not.toContain('000123456789');
    expect(payout).toContain('https://workify.example/security');
  });
});
