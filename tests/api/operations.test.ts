import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnce, openEventStream } from '../support/sse';
import { createTestApp, signUp, type TestApp } from '../support/test-app';

let t: TestApp;
let guarded: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  guarded = await createTestApp({ METRICS_TOKEN: 'scrape-secret-123', TRUST_PROXY: '10.0.0.0/8' });
});
afterAll(async () => {
  await t.close();
  await guarded.close();
});

describe('GET /health/live and /health/ready', () => {
  it('answers 200 while the process runs and the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.database).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('readiness answers 503 when the database does not, liveness stays 200', async () => {
    const broken = await createTestApp();
    const original = broken.ctx.db.execute.bind(broken.ctx.db);
    broken.ctx.db.execute = (() => Promise.reject(new Error('connection refused'))) as never;
    try {
      const ready = await broken.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ statusCode: 503, success: false, message: 'Database unavailable' });
      expect((await broken.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(503);
      expect((await broken.app.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(200);
    } finally {
      broken.ctx.db.execute = original;
      await broken.close();
    }
  });
});

describe('GET /metrics', () => {
  it('counts requests per route pattern with latency, and open event streams', async () => {
    const user = await signUp(t.app);
    await t.app.inject({ method: 'GET', url: '/api/v1/users/00000000-0000-4000-8000-000000000000' });
    const baseUrl = await listenOnce(t.app);
    const stream = await openEventStream(baseUrl, user.cookie);
    await stream.waitFor((e) => 'event' in e);
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    stream.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/users\/:id",status="404"\} 1/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/users\/register"\} 1/,
    );
    expect(res.body).toMatch(/workify_event_streams_open 1/);
    expect(res.body).toContain('process_resident_memory_bytes');
  });

  it('with METRICS_TOKEN, refuses a scrape without the bearer token (401)', async () => {
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } }))
        .statusCode,
    ).toBe(401);
    const ok = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret-123' },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('answers with a fresh X-Request-Id and ignores one from an untrusted peer', async () => {
    const res = await guarded.app.inject({
      method: 'GET',
      url: '/api/v1/health/live',
      headers: { 'x-request-id': 'forged-id' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the X-Request-Id a trusted proxy sends', async () => {
    const res = await guarded.app.inject({
      method: 'GET',
      url: '/api/v1/health/live',
      headers: { 'x-request-id': 'nginx-abc123' },
      remoteAddress: '10.1.2.3',
    });
    expect(res.headers['x-request-id']).toBe('nginx-abc123');
  });
});
