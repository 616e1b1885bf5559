import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, ORIGIN, passkeyCeremonies } from '../support/passkey-ceremonies';
import { createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
});
afterAll(() => t.close());

const { call, cookieOf, withCookies, ageSessions, addPasskey, loginStart } = passkeyCeremonies(() => t);

/** Step-up's first call: the options, and the ceremony cookie the browser then holds. */
async function reauthStart(user: TestUser) {
  const res = await call(user, 'POST', '/reauth/passkey/options');
  expect(res.statusCode, res.body).toBe(200);
  return { challenge: res.json().data.challenge as string, ceremony: cookieOf(res, 'workify_passkey_reauth') };
}
const reauth = (user: TestUser, ceremony: string, response: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/reauth/passkey',
    headers: withCookies(user.cookie, ceremony),
    payload: { response },
  });
/** A step-up-guarded change: removing a passkey answers 403 reauth_required on an unproven session. */
const removeAnswers = async (user: TestUser, passkeyId: string) =>
  (await call(user, 'DELETE', `/passkeys/${passkeyId}`)).statusCode;

describe('POST /users/reauth/passkey/options', () => {
  it('offers only the signed-in account’s own passkeys, in a ceremony cookie of its own', async () => {
    const user = await signUp(t.app);
    const { key: first } = await addPasskey(user, newKey(), 'Phone');
    const { key: second } = await addPasskey(user, newKey(), 'Laptop');
    await addPasskey(await signUp(t.app));
    const res = await call(user, 'POST', '/reauth/passkey/options');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.allowCredentials.map((c: { id: string }) => c.id);
    expect(ids.sort()).toEqual([first.id, second.id].sort());
    expect(res.json().data.userVerification).toBe('required');
    const cookie = res.cookies.find((c) => c.name === 'workify_passkey_reauth')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/users/reauth/passkey' });
  });

  it('refuses a guest (401) and an account without a passkey (400 no_passkey, saying to use the password)', async () => {
    expect((await call(null, 'POST', '/reauth/passkey/options')).statusCode).toBe(401);
    const res = await call(await signUp(t.app), 'POST', '/reauth/passkey/options');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'no_passkey', message: expect.stringContaining('password') });
  });
});

describe('POST /users/reauth/passkey', () => {
  it('proves the owner again with their passkey: a step-up change then goes through', async () => {
    const user = await signUp(t.app);
    const { key, passkey } = await addPasskey(user);
    await ageSessions(user);
    expect(await removeAnswers(user, passkey._id)).toBe(403);
    const { challenge, ceremony } = await reauthStart(user);
    const res = await reauth(user, ceremony, key.login(challenge));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Thank you: confirmed for the next 10 minutes');
    expect(await removeAnswers(user, passkey._id)).toBe(200);
  });

  it('refuses another account’s passkey (401) and the session stays unproven', async () => {
    const user = await signUp(t.app);
    const { passkey } = await addPasskey(user);
    const { key: strangers } = await addPasskey(await signUp(t.app));
    await ageSessions(user);
    const { challenge, ceremony } = await reauthStart(user);
    const res = await reauth(user, ceremony, strangers.login(challenge));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toContain('not one of your account');
    expect(await removeAnswers(user, passkey._id)).toBe(403);
  });

  it('refuses a replayed answer, a sign-in ceremony’s cookie, a missing one and an unverified person', async () => {
    const user = await signUp(t.app);
    const { key, passkey } = await addPasskey(user);
    await ageSessions(user);
    const once = await reauthStart(user);
    const answer = key.login(once.challenge);
    expect((await reauth(user, once.ceremony, answer)).statusCode).toBe(200);
    await ageSessions(user);
    expect((await reauth(user, once.ceremony, answer)).statusCode).toBe(400);
    // A sign-in ceremony's cookie has another name and purpose: it proves nothing here.
    const signIn = await loginStart();
    const asReauth = signIn.ceremony.replace('workify_passkey_login', 'workify_passkey_reauth');
    expect((await reauth(user, asReauth, key.login(signIn.challenge))).statusCode).toBe(400);
    const missing = await reauthStart(user);
    expect((await reauth(user, '', key.login(missing.challenge))).statusCode).toBe(400);
    const unverified = await reauthStart(user);
    expect(
      (await reauth(user, unverified.ceremony, key.login(unverified.challenge, { userVerified: false }))).statusCode,
    ).toBe(401);
    expect(await removeAnswers(user, passkey._id)).toBe(403);
  });

  it('refuses a guest (401) and a ceremony started by another account (400)', async () => {
    const user = await signUp(t.app);
    const { key } = await addPasskey(user);
    const other = await signUp(t.app);
    await addPasskey(other);
    const { challenge, ceremony } = await reauthStart(user);
    expect((await reauth({ ...user, cookie: '' }, ceremony, key.login(challenge))).statusCode).toBe(401);
    const theirs = await reauthStart(other);
    expect((await reauth(user, theirs.ceremony, key.login(theirs.challenge))).statusCode).toBe(400);
  });
});
