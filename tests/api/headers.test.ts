import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUp, type TestApp } from '../support/test-app';
import { multipart, pngFile } from '../support/multipart';

/** Security headers on every response: the web app, its assets, the API (errors too) and public files. */
let t: TestApp;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'workify-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log("app")');
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>, where: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, where).toContain("default-src 'self'");
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("script-src 'self'");
  expect(csp, where).not.toContain('stripe');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy'], where).toBe('same-origin');
  expect(headers['strict-transport-security'], where).toBeUndefined();
}

describe('security headers', () => {
  it('are on the web app, a deep link, an asset, API answers and errors, and public files', async () => {
    const user = await signUp(t.app);
    const avatar = (
      await as(
        t.app,
        user,
      )({ method: 'PUT', url: '/api/v1/users/update-avatar', ...multipart({ avatar: await pngFile() }) })
    ).json().data.avatar as string;
    const responses = {
      '/': await t.app.inject({ method: 'GET', url: '/' }),
      '/resetpassword/token': await t.app.inject({ method: 'GET', url: '/resetpassword/sometoken' }),
      '/assets/app.js': await t.app.inject({ method: 'GET', url: '/assets/app.js' }),
      'GET /health': await t.app.inject({ method: 'GET', url: '/api/v1/health' }),
      '401': await t.app.inject({ method: 'GET', url: '/api/v1/users/get-user' }),
      '404': await t.app.inject({ method: 'GET', url: '/api/v1/nope' }),
      '400': await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: 'x' } }),
      'public file': await t.app.inject({ method: 'GET', url: avatar }),
    };
    expect(responses['/'].statusCode).toBe(200);
    expect(responses['/assets/app.js'].statusCode).toBe(200);
    expect(responses['public file'].statusCode).toBe(200);
    for (const [where, res] of Object.entries(responses)) expectSecurityHeaders(res.headers, where);
  });

  it('adds HSTS with SECURE_COOKIES and the Stripe hosts only when Stripe is configured', async () => {
    const secure = await createTestApp({
      SECURE_COOKIES: 'true',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://js.stripe.com");
      expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
      expect(csp).toContain("frame-ancestors 'none'");
    } finally {
      await secure.close();
    }
  });
});
