import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { sessions } from '../../server/db/schema';
import { createSessionCache } from '../../server/platform/session-cache';
import { handChannel } from '../support/hand-channel';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

// Signed-in requests are answered from an in-process session cache; these check that an
// ended session or a changed user is never served from it.
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  // A second instance on the same database, as behind a load balancer.
  other = await buildApp({ config: t.ctx.config, database: t.database });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const me = (app: FastifyInstance, user: TestUser) => as(app, user)({ method: 'GET', url: '/api/v1/users/get-user' });

/** Another instance hears of the change through Postgres NOTIFY, a moment later. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i += 1) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe('session cache', () => {
  it('refuses a logged-out session on the next request, on this instance and on another', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    expect((await me(t.app, user)).statusCode).toBe(200);
    expect((await me(other, user)).statusCode).toBe(200);
    expect((await as(t.app, user)({ method: 'POST', url: '/api/v1/users/logout' })).statusCode).toBe(200);
    expect((await me(t.app, user)).statusCode).toBe(401);
    expect(await eventually(async () => (await me(other, user)).statusCode === 401)).toBe(true);
  });

  it('refuses the session of a deleted account at once, on this instance and on another', async () => {
    const user = await signUp(t.app);
    expect((await me(t.app, user)).statusCode).toBe(200);
    expect((await me(other, user)).statusCode).toBe(200);
    const deleted = await as(
      t.app,
      user,
    )({ method: 'DELETE', url: '/api/v1/users/delete-account', payload: { password: user.password } });
    expect(deleted.statusCode).toBe(200);
    expect((await me(t.app, user)).statusCode).toBe(401);
    expect(await eventually(async () => (await me(other, user)).statusCode === 401)).toBe(true);
  });

  it('shows a profile change at once on this instance and soon on another', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    expect((await me(other, user)).json().data.fullName).not.toBe('Renamed Person');
    const res = await as(
      t.app,
      user,
    )({ method: 'PUT', url: '/api/v1/users/update-profile', payload: { fullName: 'Renamed Person' } });
    expect(res.statusCode).toBe(200);
    expect((await me(t.app, user)).json().data.fullName).toBe('Renamed Person');
    expect(await eventually(async () => (await me(other, user)).json().data.fullName === 'Renamed Person')).toBe(true);
  });
});

describe('the session cache after its LISTEN connection drops', () => {
  it('asks the database again rather than trust what it cached before the drop (an eviction sent meanwhile is lost)', async () => {
    const user = await signUp(t.app);
    const token = user.cookie.slice('workify_session='.length);
    const { channel, calls } = handChannel();
    const cache = createSessionCache(t.ctx.db, channel);
    await cache.start();
    expect((await cache.user(token))?.id).toBe(user.id);
    // The session ends; its eviction goes out on a connection this cache no longer hears.
    await t.ctx.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await cache.user(token))?.id).toBe(user.id);
    calls.lost!();
    expect(await cache.user(token)).toBeNull();
    await cache.stop();
  });
});
