import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUSPENDED_LOGIN } from '@shared/schemas/moderation';
import { passkeyChallenges, passkeys, users } from '../../server/db/schema';
import { as, createTestApp, signUp, UNKNOWN_ID, type TestApp, type TestUser } from '../support/test-app';
import { newKey, ORIGIN, passkeyCeremonies } from '../support/passkey-ceremonies';
import { turnOnTwoFactor } from '../support/two-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
});
afterAll(() => t.close());

const { call, cookieOf, ageSessions, registrationStart, register, addPasskey, loginStart, login } = passkeyCeremonies(
  () => t,
);
const mailsTo = async (user: TestUser, subject: string) => {
  await t.ctx.later.idle();
  return t
    .outbox()
    .filter((m) => m.includes(`To: ${user.email}`) && m.includes(`Subject: Workify security notice: ${subject}`));
};
const me = async (user: TestUser) => (await call(user, 'GET', '/get-user')).json().data;

describe('POST /users/passkeys/register/options', () => {
  it('offers a discoverable, user-verified passkey for this site, not one the account has already', async () => {
    const user = await signUp(t.app);
    const { key } = await addPasskey(user);
    const res = await call(user, 'POST', '/passkeys/register/options');
    expect(res.statusCode).toBe(200);
    const options = res.json().data;
    expect(options.rp).toEqual({ id: 'workify.example', name: 'Workify' });
    expect(options.user.name).toBe(user.username);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([key.id]);
    const cookie = res.cookies.find((c) => c.name === 'workify_passkey_add')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/users/passkeys/register' });
    // Only hashes are kept: neither the cookie's token nor the challenge is in the database.
    const rows = await t.ctx.db.select().from(passkeyChallenges).where(eq(passkeyChallenges.userId, user.id));
    expect(JSON.stringify(rows)).not.toContain(options.challenge);
    expect(JSON.stringify(rows)).not.toContain(cookie.value);
  });

  it('refuses a guest (401) and a session that has not proven its owner in 10 minutes (403 reauth_required)', async () => {
    expect((await call(null, 'POST', '/passkeys/register/options')).statusCode).toBe(401);
    const user = await signUp(t.app);
    await ageSessions(user);
    const res = await call(user, 'POST', '/passkeys/register/options');
    expect(res.statusCode).toBe(403);
    expect(res.json().reason).toBe('reauth_required');
  });
});

describe('POST /users/passkeys/register', () => {
  it('keeps the passkey under its name, lists it, says so on the account and mails the owner', async () => {
    const user = await signUp(t.app);
    expect((await me(user)).hasPasskey).toBe(false);
    const { passkey } = await addPasskey(user, newKey(), '  Phone  ');
    expect(passkey).toMatchObject({ name: 'Phone', lastUsedAt: null });
    expect((await me(user)).hasPasskey).toBe(true);
    expect((await call(user, 'GET', '/passkeys')).json().data).toEqual([passkey]);
    const mails = await mailsTo(user, 'A passkey was added');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Its name: Phone');
    expect(mails[0]).toContain(`${ORIGIN}/security`);
  });

  it('refuses a ceremony that is missing, used, expired or someone else’s, and a wrong challenge, adding nothing', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const key = newKey();
    const { challenge, ceremony } = await registrationStart(user);
    expect((await register(user, '', key.register(challenge))).statusCode).toBe(400);
    // Someone else's ceremony cookie is bound to their account.
    const theirs = await registrationStart(other);
    expect((await register(user, theirs.ceremony, key.register(theirs.challenge))).statusCode).toBe(400);
    // The authenticator signed another challenge than this browser's: refused, and the ceremony is spent.
    const wrong = await register(user, ceremony, key.register('d3JvbmcgY2hhbGxlbmdl'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'response', message: 'The passkey could not be checked. Please try again.' },
    ]);
    const replay = await register(user, ceremony, key.register(challenge));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toContain('expired or was already used');
    const late = await registrationStart(user);
    await t.ctx.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.userId, user.id));
    expect((await register(user, late.ceremony, key.register(late.challenge))).statusCode).toBe(400);
    expect((await call(user, 'GET', '/passkeys')).json().data).toEqual([]);
    expect((await me(user)).hasPasskey).toBe(false);
  });

  it('refuses a missing name or a response from another site (400 naming the field), and the same passkey twice (409)', async () => {
    const user = await signUp(t.app);
    const key = newKey();
    const first = await registrationStart(user);
    const noName = await register(user, first.ceremony, key.register(first.challenge), '  ');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors[0].field).toBe('name');
    const phished = await registrationStart(user);
    const res = await register(
      user,
      phished.ceremony,
      key.register(phished.challenge, { origin: 'https://evil.example' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('response');
    await addPasskey(user, key);
    const again = await registrationStart(user);
    expect((await register(user, again.ceremony, key.register(again.challenge))).statusCode).toBe(409);
  });
});

describe('passkey races', () => {
  it('one ceremony answered twice at once adds one passkey; two removals at once leave the count right', async () => {
    const user = await signUp(t.app);
    const { challenge, ceremony } = await registrationStart(user);
    const key = newKey();
    const answers = await Promise.all([
      register(user, ceremony, key.register(challenge)),
      register(user, ceremony, key.register(challenge)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const second = await addPasskey(user);
    const [{ _id: first }] = (await call(user, 'GET', '/passkeys')).json().data;
    const removals = await Promise.all([
      call(user, 'DELETE', `/passkeys/${first}`),
      call(user, 'DELETE', `/passkeys/${first}`),
    ]);
    expect(removals.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const [row] = await t.ctx.db.select({ count: users.passkeyCount }).from(users).where(eq(users.id, user.id));
    expect(row!.count).toBe(1);
    expect((await call(user, 'GET', '/passkeys')).json().data.map((p: { _id: string }) => p._id)).toEqual([
      second.passkey._id,
    ]);
  });
});

describe('GET /users/passkeys', () => {
  it('lists only the owner’s passkeys, and nobody’s to a guest', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    await addPasskey(other, newKey(), 'Theirs');
    const { passkey } = await addPasskey(user, newKey(), 'Mine');
    expect((await call(user, 'GET', '/passkeys')).json().data.map((p: { _id: string }) => p._id)).toEqual([
      passkey._id,
    ]);
    expect((await call(null, 'GET', '/passkeys')).statusCode).toBe(401);
  });
});

describe('DELETE /users/passkeys/{id}', () => {
  it('removes the owner’s passkey after step-up, mails them, and the passkey signs in no more', async () => {
    const user = await signUp(t.app);
    const { key, passkey } = await addPasskey(user, newKey(), 'Old phone');
    await ageSessions(user);
    const refused = await call(user, 'DELETE', `/passkeys/${passkey._id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().reason).toBe('reauth_required');
    expect((await call(user, 'GET', '/passkeys')).json().data).toHaveLength(1);
    expect((await call(user, 'POST', '/reauth', { payload: { password: user.password } })).statusCode).toBe(200);
    expect((await call(user, 'DELETE', `/passkeys/${passkey._id}`)).statusCode).toBe(200);
    expect((await call(user, 'GET', '/passkeys')).json().data).toEqual([]);
    expect((await me(user)).hasPasskey).toBe(false);
    expect((await mailsTo(user, 'A passkey was removed'))[0]).toContain('Its name: Old phone');
    const { challenge, ceremony } = await loginStart();
    const res = await login(ceremony, key.login(challenge));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toContain('not known here');
  });

  it('answers 404 for someone else’s passkey and an unknown one, removing nothing', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { passkey } = await addPasskey(owner);
    expect((await call(other, 'DELETE', `/passkeys/${passkey._id}`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/passkeys/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/passkeys')).json().data).toHaveLength(1);
    expect((await me(owner)).hasPasskey).toBe(true);
  });
});

describe('POST /users/login/passkey', () => {
  it('signs in without an e-mail or a TOTP code, with the usual answer and a freshly proven session', async () => {
    const user = await signUp(t.app);
    await turnOnTwoFactor(t.app, user);
    const { key, passkey } = await addPasskey(user);
    const { challenge, ceremony } = await loginStart();
    const res = await login(ceremony, key.login(challenge));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 200, success: true, data: { _id: user.id, email: user.email } });
    expect(body.message.user).toEqual(body.data);
    const session = cookieOf(res, 'workify_session');
    const signedIn = { ...user, cookie: session };
    expect((await call(signedIn, 'GET', '/get-user')).statusCode).toBe(200);
    const [listed] = (await call(signedIn, 'GET', '/passkeys')).json().data;
    expect(listed._id).toBe(passkey._id);
    expect(Date.now() - Date.parse(listed.lastUsedAt)).toBeLessThan(60_000);
    // Counts as step-up: a security change goes through without asking again.
    expect((await call(signedIn, 'DELETE', `/passkeys/${passkey._id}`)).statusCode).toBe(200);
  });

  it('uses a challenge once: the same signed answer again is refused', async () => {
    const user = await signUp(t.app);
    const { key } = await addPasskey(user);
    const { challenge, ceremony } = await loginStart();
    const answer = key.login(challenge);
    expect((await login(ceremony, answer)).statusCode).toBe(200);
    const replay = await login(ceremony, answer);
    expect(replay.statusCode).toBe(400);
    expect(replay.cookies.find((c) => c.name === 'workify_session' && c.value)).toBeUndefined();
  });

  it('refuses an unknown passkey, no ceremony, an expired one, an unverified user and a counter that went back', async () => {
    const user = await signUp(t.app);
    const { key } = await addPasskey(user);
    const unknown = await loginStart();
    expect((await login(unknown.ceremony, newKey().login(unknown.challenge))).statusCode).toBe(401);
    const none = await loginStart();
    expect((await login('', key.login(none.challenge))).statusCode).toBe(400);
    const late = await loginStart();
    await t.ctx.db.update(passkeyChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await login(late.ceremony, key.login(late.challenge))).statusCode).toBe(400);
    const unverified = await loginStart();
    expect(
      (await login(unverified.ceremony, key.login(unverified.challenge, { userVerified: false }))).statusCode,
    ).toBe(401);
    const fine = await loginStart();
    expect((await login(fine.ceremony, key.login(fine.challenge, { counter: 10 }))).statusCode).toBe(200);
    const cloned = await loginStart();
    expect((await login(cloned.ceremony, key.login(cloned.challenge, { counter: 5 }))).statusCode).toBe(401);
  });

  it('refuses a suspended account as password login does (403), with no session', async () => {
    const user = await signUp(t.app);
    const { key } = await addPasskey(user);
    await t.ctx.db.update(users).set({ suspendedAt: new Date(), suspendedReason: 'Spam' }).where(eq(users.id, user.id));
    const { challenge, ceremony } = await loginStart();
    const res = await login(ceremony, key.login(challenge));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SUSPENDED_LOGIN);
    expect(res.cookies.find((c) => c.name === 'workify_session' && c.value)).toBeUndefined();
  });

  it('refuses a malformed answer naming the field (400), never a 500', async () => {
    const { ceremony } = await loginStart();
    const res = await login(ceremony, { id: 'not base64url!', type: 'public-key' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('response.id');
  });
});

describe('an administrator’s passkey', () => {
  it('opens the admin console as two-step sign-in does', async () => {
    const admin = await signUp(t.app, { fullName: 'Ada Passkey' });
    await t.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    t.ctx.sessions.evictUser(admin.id);
    const refused = await as(t.app, admin)({ method: 'GET', url: '/api/v1/admin/overview' });
    expect(refused.json()).toMatchObject({
      reason: 'two_factor_required',
      message: expect.stringContaining('passkey'),
    });
    const { passkey } = await addPasskey(admin);
    expect((await me(admin)).hasPasskey).toBe(true);
    expect((await as(t.app, admin)({ method: 'GET', url: '/api/v1/admin/overview' })).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/passkeys/${passkey._id}`)).statusCode).toBe(200);
    expect((await as(t.app, admin)({ method: 'GET', url: '/api/v1/admin/overview' })).statusCode).toBe(403);
    expect(await t.ctx.db.select().from(passkeys).where(eq(passkeys.userId, admin.id))).toEqual([]);
  });
});
