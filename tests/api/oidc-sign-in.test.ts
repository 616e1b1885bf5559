import { translateMessage } from '../../server/platform/i18n';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInIdentities, users } from '../../server/db/schema';
import { OidcBrowser } from '../support/oidc-browser';
import { startTestProvider, type ProviderAccount, type TestProvider } from '../support/oidc-provider';
import { as, createTestApp, signUp, type TestApp } from '../support/test-app';
import { totpCode, turnOnTwoFactor } from '../support/two-factor';

const PUBLIC_URL = 'http://localhost:3999';
const CALLBACK = `${PUBLIC_URL}/api/v1/auth/oidc/oidc/callback`;

let provider: TestProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startTestProvider([CALLBACK]);
  t = await createTestApp({
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: 'Acme ID',
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const person = (over: Partial<ProviderAccount> = {}): ProviderAccount => {
  const tag = randomUUID().slice(0, 8);
  return { sub: `sub-${tag}`, email: `oidc-${tag}@example.com`, email_verified: true, name: `Oidc ${tag}`, ...over };
};
/** A new browser signs in at the provider as `account`, from the login screen's button. */
async function signInWith(account: ProviderAccount, rewrite?: (url: URL) => URL) {
  provider.signInAs(account);
  const browser = new OidcBrowser(t.app, PUBLIC_URL);
  const end = await browser.open('/api/v1/auth/oidc/oidc/start', rewrite);
  return { browser, end };
}
const inBrowser = (browser: OidcBrowser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie: browser.appCookie(), origin: PUBLIC_URL },
    ...(payload ? { payload } : {}),
  });
/** A local port nothing listens on (a provider that is down). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const userByEmail = async (email: string) => (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0];

describe('GET /auth/providers', () => {
  it('lists the configured providers by the name their button shows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ providers: [{ id: 'oidc', name: 'Acme ID' }] });
  });
});

describe('GET /auth/oidc/{provider}/start', () => {
  it('sends the browser to the provider with PKCE, state and nonce, the redirect URI from PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/oidc/start' });
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['state', 'nonce', 'code_challenge']) expect(to.searchParams.get(p)).toBeTruthy();
    expect(res.cookies.find((c) => c.name === 'workify_oidc')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('answers 404 for a provider that is not configured (Google here) or unknown', async () => {
    for (const url of [
      '/api/v1/auth/oidc/google/start',
      '/api/v1/auth/oidc/nope/start',
      '/api/v1/auth/oidc/google/callback',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Sign-in provider not found');
    }
  });

  it('answers its refusal page in the visitor’s language, right to left in Arabic', async () => {
    const ar = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/google/start?lang=ar' });
    expect(ar.statusCode).toBe(404);
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('<h1>تسجيل الدخول هذا غير متاح</h1>');
    expect(ar.body).toContain('<p>لم يُعثر على مزوّد تسجيل الدخول</p>');
    const es = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/oidc/oidc/callback?code=x&state=y',
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(es.statusCode).toBe(400);
    expect(es.body).toContain('<h1>Se rechazó este inicio de sesión</h1>');
    expect(es.body).toContain('caducó o se empezó en otro navegador');
    expect(es.body).toContain('<a href="/login">Volver a la pantalla de inicio de sesión</a>');
  });

  it('answers a 503 page, not a crash, when the provider cannot be reached', async () => {
    const down = await createTestApp({
      PUBLIC_URL,
      OIDC_ISSUER: `http://127.0.0.1:${await closedPort()}`,
      OIDC_CLIENT_ID: 'x',
      OIDC_CLIENT_SECRET: 'y',
    });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/oidc/start' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Sign-in with OpenID Connect is unavailable right now');
      expect((await down.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('GET /auth/oidc/{provider}/callback', () => {
  it('a first sign-in waits for the role: no account exists until it is chosen, then one with the e-mail verified', async () => {
    const account = person();
    const { browser, end } = await signInWith(account);
    expect(end.location).toBe('/signup/role');
    expect(browser.hasAppCookie('workify_session')).toBe(false);
    expect(await userByEmail(account.email!)).toBeUndefined();
    const pending = await inBrowser(browser, 'GET', '/auth/oidc/pending');
    expect(pending.json().data).toEqual({
      kind: 'signup',
      providerName: 'Acme ID',
      email: account.email,
      fullName: account.name,
      codeRequired: false,
    });
    const noProfession = await inBrowser(browser, 'POST', '/auth/oidc/pending/account', { isClient: false });
    expect(noProfession.statusCode).toBe(400);
    expect(noProfession.json().errors).toEqual([
      { field: 'profession', message: 'Profession is required for freelancers' },
    ]);
    const made = await inBrowser(browser, 'POST', '/auth/oidc/pending/account', {
      isClient: false,
      profession: 'Web Developer',
    });
    expect(made.statusCode).toBe(200);
    const user = made.json().message.user;
    expect(user).toMatchObject({
      email: account.email,
      isClient: false,
      profession: 'Web Developer',
      emailVerified: true,
    });
    const session = made.cookies.find((c) => c.name === 'workify_session')!;
    const self = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/get-user',
      headers: { cookie: `workify_session=${session.value}` },
    });
    expect(self.json().data._id).toBe(user._id);
    // The step works once.
    const again = await inBrowser(browser, 'POST', '/auth/oidc/pending/account', { isClient: true });
    expect(again.statusCode).toBe(401);
  });

  it('a returning identity signs straight in', async () => {
    const account = person();
    const first = await signInWith(account);
    await inBrowser(first.browser, 'POST', '/auth/oidc/pending/account', { isClient: true });
    const { browser, end } = await signInWith(account);
    expect(end.location).toBe('/dashboard');
    const self = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/get-user',
      headers: { cookie: browser.appCookie() },
    });
    expect(self.statusCode).toBe(200);
    expect(self.json().data).toMatchObject({ email: account.email, isClient: true });
  });

  it("never links to an existing account's e-mail until its password is proved, then signs in to it", async () => {
    const owner = await signUp(t.app);
    const account = person({ email: owner.email });
    const { browser, end } = await signInWith(account);
    expect(end.location).toBe('/login/link');
    expect(browser.hasAppCookie('workify_session')).toBe(false);
    expect((await inBrowser(browser, 'GET', '/auth/oidc/pending')).json().data).toMatchObject({
      kind: 'link',
      email: owner.email,
      codeRequired: false,
    });
    // Choosing a role instead would make a second account with the same e-mail: refused.
    expect((await inBrowser(browser, 'POST', '/auth/oidc/pending/account', { isClient: true })).statusCode).toBe(409);
    const wrong = await inBrowser(browser, 'POST', '/auth/oidc/pending/link', { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'password', message: 'Incorrect password' }]);
    expect(await t.ctx.db.select().from(signInIdentities).where(eq(signInIdentities.userId, owner.id))).toEqual([]);
    const linked = await inBrowser(browser, 'POST', '/auth/oidc/pending/link', { password: owner.password });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().message.user._id).toBe(owner.id);
    expect(linked.cookies.some((c) => c.name === 'workify_session')).toBe(true);
    await t.ctx.later.idle();
    expect(
      t.outbox().some((m) => m.includes(`To: ${owner.email}`) && m.includes('Sign-in with Acme ID was linked')),
    ).toBe(true);
    // From now on the provider signs in to that account directly.
    expect((await signInWith(account)).end.location).toBe('/dashboard');
  });

  it('asks the code of an account with two-step sign-in, at the link and at every later sign-in', async () => {
    const owner = await signUp(t.app);
    const { secret, recoveryCodes } = await turnOnTwoFactor(t.app, owner);
    const account = person({ email: owner.email });
    const { browser } = await signInWith(account);
    expect((await inBrowser(browser, 'GET', '/auth/oidc/pending')).json().data.codeRequired).toBe(true);
    const noCode = await inBrowser(browser, 'POST', '/auth/oidc/pending/link', { password: owner.password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors[0].field).toBe('code');
    const linked = await inBrowser(browser, 'POST', '/auth/oidc/pending/link', {
      password: owner.password,
      code: recoveryCodes[0],
    });
    expect(linked.statusCode).toBe(200);
    const later = await signInWith(account);
    expect(later.end.location).toBe('/login?step=code');
    expect(later.browser.hasAppCookie('workify_session')).toBe(false);
    const finish = await inBrowser(later.browser, 'POST', '/users/login/2fa', { code: totpCode(secret, 1) });
    expect(finish.statusCode).toBe(200);
    expect(finish.json().message.user._id).toBe(owner.id);
  });

  it('refuses an answer whose state is not the one this browser began with', async () => {
    const account = person();
    const { browser, end } = await signInWith(account, (url) => {
      if (url.pathname.endsWith('/callback')) url.searchParams.set('state', 'forged-state');
      return url;
    });
    expect(end.status).toBe(400);
    expect(end.body).toContain('did not match the sign-in this browser began');
    expect(browser.hasAppCookie('workify_session')).toBe(false);
    expect(await userByEmail(account.email!)).toBeUndefined();
  });

  it('refuses a callback this browser never began (no cookie)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/oidc/callback?code=x&state=y' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('start it again');
  });

  it('refuses an e-mail the provider has not verified, and makes no account', async () => {
    const account = person({ email_verified: false });
    const { browser, end } = await signInWith(account);
    expect(end.status).toBe(403);
    expect(end.body).toContain(`Acme ID has not confirmed that ${account.email} is yours`);
    expect(browser.hasAppCookie('workify_session')).toBe(false);
    expect(await userByEmail(account.email!)).toBeUndefined();
  });

  it('refuses an answer without an e-mail address, in words of its own (Spanish too)', async () => {
    const { browser, end } = await signInWith(person({ email: undefined }));
    expect(end.status).toBe(403);
    expect(end.body).toContain('Acme ID did not share an e-mail address with Workify');
    expect(browser.hasAppCookie('workify_session')).toBe(false);
    const english = /<p>([^<]+)<\/p>/.exec(end.body)![1]!;
    expect(translateMessage('es', english)).toContain(
      'Acme ID no ha compartido ninguna dirección de correo con Workify',
    );
  });
});

describe('GET /users/sign-ins and DELETE /users/sign-ins/{id}', () => {
  it("lists an account's linked sign-ins and refuses to remove the last way to sign in", async () => {
    const { browser } = await signInWith(person());
    const made = await inBrowser(browser, 'POST', '/auth/oidc/pending/account', { isClient: true });
    const cookie = `workify_session=${made.cookies.find((c) => c.name === 'workify_session')!.value}`;
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/users/sign-ins', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const { items, hasPassword } = list.json().data;
    expect(hasPassword).toBe(false);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ provider: 'oidc', providerName: 'Acme ID' });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/sign-ins/${items[0]._id}`,
      headers: { cookie, origin: PUBLIC_URL },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('This is your only way to sign in');
    expect(await t.ctx.db.select().from(signInIdentities).where(eq(signInIdentities.id, items[0]._id))).toHaveLength(1);
  });

  it('removes a sign-in while the password remains, and not another person’s', async () => {
    const owner = await signUp(t.app);
    const account = person({ email: owner.email });
    const { browser } = await signInWith(account);
    await inBrowser(browser, 'POST', '/auth/oidc/pending/link', { password: owner.password });
    const [identity] = await t.ctx.db.select().from(signInIdentities).where(eq(signInIdentities.userId, owner.id));
    const stranger = await signUp(t.app);
    const other = await as(t.app, stranger)({ method: 'DELETE', url: `/api/v1/users/sign-ins/${identity!.id}` });
    expect(other.statusCode).toBe(404);
    const removed = await as(t.app, owner)({ method: 'DELETE', url: `/api/v1/users/sign-ins/${identity!.id}` });
    expect(removed.statusCode).toBe(200);
    const list = await as(t.app, owner)({ method: 'GET', url: '/api/v1/users/sign-ins' });
    expect(list.json().data).toEqual({ items: [], hasPassword: true });
    // The provider's next sign-in is a new collision again, never a silent link.
    expect((await signInWith(account)).end.location).toBe('/login/link');
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/sign-ins' })).statusCode).toBe(401);
  });
});
