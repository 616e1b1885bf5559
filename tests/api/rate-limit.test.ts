import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createTestApp, signUp, type TestApp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

/** Rate limits count in the database, per real client address and, on login, per account. */
const t = useTestApp({ AUTH_RATE_LIMIT: '10' });

const login = (
  app: TestApp['app'],
  email: string,
  opts: { remoteAddress?: string; forwardedFor?: string; password?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    remoteAddress: opts.remoteAddress ?? '203.0.113.20',
    headers: opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {},
    payload: { email, password: opts.password ?? 'wrong password' },
  });

/** Ends every per-address minute window (the plugin's rows), as if a minute had passed; the 15-minute failure counts stay. */
async function clearMinuteLimit(app: TestApp) {
  await app.database.db.execute(
    sql`UPDATE rate_limits SET reset_at = now() WHERE reset_at < now() + interval '2 minutes'`,
  );
}

/**
 * The two tests below boot an app of their own and send up to 37 logins one after another (each
 * a few statements on the rate_limits table): on a loaded two-core machine that is more than
 * vitest's 30 s default, though nothing hangs. The limit grows with the work, not with the load.
 */
const LOGIN_ROUNDS_MS = 120_000;

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

  it(
    'limits failed logins of one account from one address (3 × AUTH_RATE_LIMIT per 15 minutes), even with the right password then',
    async () => {
      const app = await createTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '10.0.0.5' });
      try {
        const victim = await signUp(app.app);
        const from = (address: string) => ({ remoteAddress: '10.0.0.5', forwardedFor: address });
        const codes: number[] = [];
        // The per-address limit is 2 a minute, so the guesser's seven tries come from behind the proxy as
        // one address, with the per-minute count cleared between rounds as a minute passing would.
        for (let i = 0; i < 7; i++) {
          await clearMinuteLimit(app);
          codes.push((await login(app.app, victim.email, from('198.51.100.1'))).statusCode);
        }
        expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429]);
        await clearMinuteLimit(app);
        const res = await login(app.app, victim.email.toUpperCase(), {
          ...from('198.51.100.1'),
          password: victim.password,
        });
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
        expect(res.json().message).toMatch(/Too many login attempts for this account/);
        expect((await login(app.app, 'other@example.com', from('198.51.100.1'))).statusCode).toBe(401);
      } finally {
        await app.close();
      }
    },
    LOGIN_ROUNDS_MS,
  );

  it(
    'lets the owner in from another address after others spent every try on the account (no lock-out by strangers)',
    async () => {
      const app = await createTestApp({ AUTH_RATE_LIMIT: '10', TRUST_PROXY: '10.0.0.5' });
      try {
        const victim = await signUp(app.app);
        // 36 wrong passwords from four addresses (9 each, under the per-address minute limit).
        const codes: number[] = [];
        for (let a = 1; a <= 4; a++) {
          for (let i = 0; i < 9; i++)
            codes.push(
              (await login(app.app, victim.email, { remoteAddress: '10.0.0.5', forwardedFor: `198.51.100.${a}` }))
                .statusCode,
            );
        }
        expect(codes).toEqual(Array(36).fill(401));
        const owner = await login(app.app, victim.email, {
          remoteAddress: '10.0.0.5',
          forwardedFor: '198.51.100.5',
          password: victim.password,
        });
        expect(owner.statusCode).toBe(200);
        expect(owner.json().data.email).toBe(victim.email);
      } finally {
        await app.close();
      }
    },
    LOGIN_ROUNDS_MS,
  );
});

describe('rate limits across instances', () => {
  it('two app instances on one database share the count', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'workify-second-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: '4',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    const first = await createTestApp({ AUTH_RATE_LIMIT: '4' });
    // A second instance on the same database (PGlite in memory or the PostgreSQL server).
    const second = await buildApp({ config, database: first.database });
    await second.ready();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push(
          (await login(i % 2 ? second : first.app, 'shared@example.com', { remoteAddress: '203.0.113.50' })).statusCode,
        );
      expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await second.close();
      await first.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
