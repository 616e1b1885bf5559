import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createTestApp, signUp, type TestApp } from '../support/test-app';

/** Rate limits count in the database, per real client address and, on login, per account. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '10' });
});
afterAll(() => t.close());

const login = (app: TestApp['app'], email: string, opts: { remoteAddress?: string; forwardedFor?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    remoteAddress: opts.remoteAddress ?? '203.0.113.20',
    headers: opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {},
    payload: { email, password: 'wrong password' },
  });

describe('POST /users/login rate limit', () => {
  it('answers 429 with Retry-After after 10 failed logins from one address, whatever X-Forwarded-For says', async () => {
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 15; i++) {
      last = await login(t.app, `someone${i}@example.com`, { forwardedFor: `198.51.100.${i + 1}` });
      codes.push(last.statusCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual(Array(5).fill(429));
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(last!.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(last!.json()).toMatchObject({ statusCode: 429, success: false });
    // Another address is not affected.
    expect((await login(t.app, 'someone@example.com', { remoteAddress: '203.0.113.21' })).statusCode).toBe(401);
  });

  it('limits one account tried from many addresses (3 × AUTH_RATE_LIMIT per 15 minutes), not other accounts', async () => {
    const app = await createTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '10.0.0.5' });
    try {
      const victim = await signUp(app.app);
      // signUp logged in once: 5 more tries reach the 6 allowed, the 7th is refused.
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await login(app.app, victim.email, { remoteAddress: '10.0.0.5', forwardedFor: `198.51.100.${i + 1}` })).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
      const res = await login(app.app, victim.email.toUpperCase(), { remoteAddress: '10.0.0.5', forwardedFor: '198.51.100.77' });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
      expect(res.json().message).toMatch(/Too many login attempts for this account/);
      expect((await login(app.app, 'other@example.com', { remoteAddress: '10.0.0.5', forwardedFor: '198.51.100.78' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('rate limits across instances', () => {
  it('two app instances on one database share the count', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'workify-second-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '4', WEB_DIST: path.join(dataDir, 'no-web') });
    const first = await createTestApp({ AUTH_RATE_LIMIT: '4' });
    // A second instance on the same database (PGlite in memory or the PostgreSQL server).
    const second = await buildApp({ config, database: first.database });
    await second.ready();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await login(i % 2 ? second : first.app, 'shared@example.com', { remoteAddress: '203.0.113.50' })).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await second.close();
      await first.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
