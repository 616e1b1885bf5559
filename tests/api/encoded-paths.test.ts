import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

/**
 * Every platform hook decides on the route the router matched, which it finds after
 * decoding the path: /%61pi/v1/users/login IS the login route. Each hook is tried here on
 * percent-encoded paths and must behave exactly as on the plain path.
 */
let t: TestApp;
let web: string;
let user: TestUser;
const EVIL = { origin: 'https://evil.example' };
// app.inject sends Host: localhost:80; with no PUBLIC_URL set, that host's origin is the app's own.
const SAME = { origin: 'http://localhost:80' };

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'workify-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>Workify</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(web, 'route-preloads.json'),
    JSON.stringify([{ path: '/gigs', files: ['assets/GigsScreen-2.js'] }]),
  );
  t = await createTestApp({ WEB_DIST: web });
  user = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const sessionCount = async (userId: string) =>
  (await t.ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
const getSelf = (who: TestUser | null, url = '/api/v1/users/get-user') => as(t.app, who)({ method: 'GET', url });

describe('Origin check (onRequest) on encoded paths', () => {
  it('refuses a foreign Origin on the login route however its path is spelled, and sets no cookie', async () => {
    for (const url of ['/%61pi/v1/users/login', '/api/v1/users/%6Cogin', '/%61%70%69/%761/users/login']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: EVIL,
        payload: { email: user.email, password: user.password },
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
      expect(res.json().message).toBe('Cross-origin request refused');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('creates no account from a foreign Origin on /%61pi/v1/users/register', async () => {
    const email = 'encoded_register@example.com';
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/v1/users/register',
      headers: EVIL,
      payload: {
        fullName: 'Cross Site',
        username: 'encoded_register',
        email,
        password: 'correct horse battery',
        isClient: true,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('ends no session from a foreign Origin on /%61pi/v1/users/logout', async () => {
    const victim = await signUp(t.app);
    const res = await as(t.app, victim)({ method: 'POST', url: '/%61pi/v1/users/logout', headers: EVIL });
    expect(res.statusCode).toBe(403);
    expect(await sessionCount(victim.id)).toBe(1);
    expect((await getSelf(victim)).statusCode).toBe(200);
  });

  it('refuses a cross-site request without Origin on an encoded path too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/v1/users/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(403);
  });

  it("accepts the app's own Origin on an encoded path, which then signs in", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/v1/users/login',
      headers: SAME,
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => c.name)).toContain('workify_session');
  });

  it('refuses a foreign Origin on an unknown encoded API path (no route matched: the check still runs)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/%61pi/v1/nothing-here', headers: EVIL })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/%61pi/v1/nothing-here', headers: SAME })).statusCode).toBe(404);
  });
});

describe('session hook (onRequest) and auth gate (preParsing) on encoded paths', () => {
  it('loads the session on an encoded path as on the plain one', async () => {
    const plain = await getSelf(user);
    const encoded = await getSelf(user, '/%61pi/v1/users/get-user');
    expect(encoded.statusCode).toBe(200);
    expect(encoded.json().data).toEqual(plain.json().data);
  });

  it('answers 401 to a signed-out caller on an encoded private route', async () => {
    const res = await getSelf(null, '/%61pi/v1/users/g%65t-user');
    expect(res.statusCode).toBe(401);
  });

  it('ends the session on a same-origin encoded logout, which is then refused everywhere', async () => {
    const leaving = await signUp(t.app);
    const res = await as(t.app, leaving)({ method: 'POST', url: '/%61pi/v1/users/logout', headers: SAME });
    expect(res.statusCode).toBe(200);
    expect(await sessionCount(leaving.id)).toBe(0);
    expect((await getSelf(leaving)).statusCode).toBe(401);
    expect((await getSelf(leaving, '/%61pi/v1/users/get-user')).statusCode).toBe(401);
  });
});

describe('input guard (preValidation) on encoded paths', () => {
  it('refuses a control character in an encoded path parameter, naming it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/v1/users/ab%00cd' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'id', message: 'must not contain control characters' }]);
  });

  it('refuses a control character in an encoded query key, naming it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/v1/search/freelancers/search?qu%65ry=we%07b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.[0]?.field).toBe('query');
  });
});

describe('request id and security headers (onRequest) on encoded paths', () => {
  const cases: [string, InjectOptions][] = [
    ['a matched encoded API route', { method: 'GET', url: '/%61pi/v1/health/live' }],
    ['an unknown encoded API path', { method: 'GET', url: '/%61pi/v1/nothing-here' }],
    ['a refused encoded login', { method: 'POST', url: '/%61pi/v1/users/login', headers: EVIL, payload: {} }],
  ];
  for (const [name, request] of cases) {
    it(`are on ${name}`, async () => {
      const res = await t.app.inject({
        ...request,
        headers: { ...request.headers, 'x-request-id': 'forged-by-client' },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  }
});

describe('not-found handler and the web page on encoded paths', () => {
  it('answers an unknown encoded API path with the JSON 404, not the web page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ statusCode: 404, success: false });
  });

  it('serves an encoded client route the same page, with the same preloads, as the plain one', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/gigs' });
    const encoded = await t.app.inject({ method: 'GET', url: '/g%69gs' });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/GigsScreen-2.js">',
    );
    // The same page; its state (rendered by the server, issue 31) says when its data was read, so it is compared by content.
    const STATE = /<script id="wf-page-state" type="application\/json">([^<]*)<\/script>/;
    expect(encoded.body.replace(STATE, '')).toBe(plain.body.replace(STATE, ''));
    const queries = (body: string) =>
      (
        JSON.parse(STATE.exec(body)?.[1] ?? '{"queries":{"queries":[]}}') as {
          queries: { queries: { queryKey: unknown; state: { data: unknown } }[] };
        }
      ).queries.queries
        .map((q) => JSON.stringify([q.queryKey, q.state.data]))
        .sort();
    expect(queries(encoded.body)).toEqual(queries(plain.body));
  });
});

describe('metrics (onResponse) on encoded paths', () => {
  it('counts an encoded request under its route pattern, never under the raw path', async () => {
    const metrics = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const count = (text: string) =>
      Number(
        /http_requests_total\{method="GET",route="\/api\/v1\/health\/live",status="200"\} (\d+)/.exec(text)?.[1] ?? 0,
      );
    const before = count(await metrics());
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'GET', url: '/%61pi/v1/health/l%69ve' })).statusCode).toBe(200);
    const after = await metrics();
    expect(count(after)).toBe(before + 3);
    expect(after).not.toContain('%61pi');
  });
});

describe('rate limit (per-route onRequest) on encoded paths', () => {
  it('counts encoded and plain logins against one limit', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '4' });
    try {
      const urls = [
        '/api/v1/users/login',
        '/%61pi/v1/users/login',
        '/api/v1/users/%6cogin',
        '/%61pi/v1/users/l%6fgin',
        '/%61pi/v1/users/login',
        '/api/v1/users/login',
      ];
      const codes: number[] = [];
      for (const url of urls) {
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url,
              remoteAddress: '203.0.113.77',
              payload: { email: 'nobody@example.com', password: 'wrong password' },
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
