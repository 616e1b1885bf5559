import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createTestApp, signUp, type TestApp } from '../support/test-app';

/** Proxy headers count only from a peer TRUST_PROXY names; mailed links come only from PUBLIC_URL. */
let t: TestApp;
let dev: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://workify.example.com' });
  dev = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await dev.close();
});

const login = (app: TestApp['app'], opts: { remoteAddress?: string; forwardedFor?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    remoteAddress: opts.remoteAddress ?? '203.0.113.7',
    headers: opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {},
    payload: { email: 'nobody@example.com', password: 'wrong password' },
  });

describe('POST /users/forgot-password behind a forged proxy header', () => {
  it('mails a link to PUBLIC_URL whatever X-Forwarded-Host or Host say', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    await t.ctx.later.idle();
    const mail = t
      .outbox()
      .filter((m) => m.includes(`To: ${user.email}`))
      .pop()!;
    expect(mail).toMatch(/https:\/\/workify\.example\.com\/resetpassword\/[\w-]+/);
    expect(mail).not.toContain('evil.example');
  });

  it('without PUBLIC_URL (development) mails a link to http://localhost:$PORT, not to the forwarded host', async () => {
    const user = await signUp(dev.app);
    await dev.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      headers: { 'x-forwarded-host': 'evil.example' },
      payload: { email: user.email },
    });
    await dev.ctx.later.idle();
    const mail = dev
      .outbox()
      .filter((m) => m.includes(`To: ${user.email}`))
      .pop()!;
    expect(mail).toMatch(/http:\/\/localhost:3000\/resetpassword\/[\w-]+/);
    expect(mail).not.toContain('evil.example');
  });
});

describe('client address for the rate limit', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const app = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await login(app.app, { forwardedFor: `198.51.100.${i + 1}` })).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await app.close();
    }
  });

  it('believes X-Forwarded-For from the proxy TRUST_PROXY names (by address and by hop count)', async () => {
    for (const trust of ['10.0.0.5', '1']) {
      const app = await createTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: trust });
      try {
        const codes: number[] = [];
        // One proxy, many clients: each client has its own count.
        for (let i = 0; i < 4; i++)
          codes.push(
            (await login(app.app, { remoteAddress: '10.0.0.5', forwardedFor: `198.51.100.${i + 1}` })).statusCode,
          );
        expect(codes).toEqual([401, 401, 401, 401]);
        // One client through the proxy: limited on its own address.
        for (let i = 0; i < 3; i++) await login(app.app, { remoteAddress: '10.0.0.5', forwardedFor: '198.51.100.99' });
        expect((await login(app.app, { remoteAddress: '10.0.0.5', forwardedFor: '198.51.100.99' })).statusCode).toBe(
          429,
        );
      } finally {
        await app.close();
      }
    }
  });
});

describe('Origin check on unsafe API calls', () => {
  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers,
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    });

  it("accepts PUBLIC_URL's origin and a request without Origin that is not cross-site", async () => {
    expect((await post({ origin: 'https://workify.example.com' })).statusCode).toBe(401);
    expect((await post({})).statusCode).toBe(401);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(401);
  });

  it('refuses another origin even when X-Forwarded-Host or Host claim it', async () => {
    const res = await post({
      origin: 'https://evil.example',
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cross-origin request refused');
  });

  it('refuses a cross-site request that sends no Origin', async () => {
    const res = await post({ 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
  });
});

describe('configuration', () => {
  it('refuses to start in production without PUBLIC_URL, with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://w.example.com/' }).publicUrl).toBe(
      'https://w.example.com',
    );
  });

  it('defaults PUBLIC_URL to http://localhost:$PORT outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development', PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });
});
