import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { auditLog, gigs, posts, sessions } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { hide, lastMailTo, makeAdmin, suspend } from '../support/moderation';
import { pngFile } from '../support/multipart';
import { createPost } from '../support/posts';
import { as, createTestApp, logIn, signUp, UNKNOWN_ID, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
let other: FastifyInstance;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  // A second instance on the same database, as behind a load balancer.
  other = await buildApp({ config: t.ctx.config, database: t.database });
  await other.ready();
  admin = await makeAdmin(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const me = (app: FastifyInstance, user: TestUser) => as(app, user)({ method: 'GET', url: '/api/v1/users/get-user' });
const login = (user: TestUser, password = user.password) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: user.email, password } });
const unsuspend = (by: TestUser | null, id: string, payload?: object) =>
  as(t.app, by)({ method: 'POST', url: `/api/v1/admin/users/${id}/unsuspend`, ...(payload ? { payload } : {}) });
const gigState = async (id: string) =>
  (await t.ctx.db.select({ at: gigs.hiddenAt, cause: gigs.hiddenCause }).from(gigs).where(eq(gigs.id, id)))[0]!;

/** Another instance hears of the change through Postgres NOTIFY, a moment later. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i += 1) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe('POST /admin/users/{id}/suspend', () => {
  it('ends the account’s sessions at once, on this instance and another, and login answers 403', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    expect((await me(t.app, user)).statusCode).toBe(200);
    expect((await me(other, user)).statusCode).toBe(200);
    const res = await suspend(t, admin, user.id, 'Scam payments reported');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: user.id,
      suspendedAt: expect.any(String),
      suspendedReason: 'Scam payments reported',
    });
    expect((await me(t.app, user)).statusCode).toBe(401);
    expect(await eventually(async () => (await me(other, user)).statusCode === 401)).toBe(true);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await login(user)).json()).toMatchObject({ statusCode: 403, message: 'This account is suspended' });
    // Only whoever knows the password hears it is suspended.
    expect((await login(user, 'wrong password!')).statusCode).toBe(401);
    expect(lastMailTo(t, user.email)).toContain('Reason: Scam payments reported');
    const [line] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'user.suspend')));
    expect(line).toMatchObject({ actorId: admin.id, reason: 'Scam payments reported' });
  });

  it('hides the account’s gigs, posts and profile while suspended; lifting it shows what the suspension hid, not what an admin hid', async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    const [shown, adminHidden] = [
      await publishGig(t.app, seller, { coverImage: await pngFile(40, 30) }),
      await publishGig(t.app, seller, { coverImage: await pngFile(40, 30) }),
    ];
    expect((await hide(t, admin, 'gig', adminHidden, 'Stolen images')).statusCode).toBe(200);
    const client = await signUp(t.app);
    const post = await createPost(t.app, client);
    expect((await suspend(t, admin, seller.id)).statusCode).toBe(200);
    expect((await suspend(t, admin, client.id)).statusCode).toBe(200);
    expect(await gigState(shown)).toMatchObject({ cause: 'suspension' });
    expect(await gigState(adminHidden)).toMatchObject({ cause: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/gigs/single/${shown}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/users/${seller.id}` })).statusCode).toBe(404);
    expect(
      (await as(t.app, admin)({ method: 'GET', url: `/api/v1/posts/get-single-post/${post._id}` })).json().data,
    ).toMatchObject({ hidden: true });
    // What a suspension hid is the account's business, not the Hidden content list's.
    const listed = (await as(t.app, admin)({ method: 'GET', url: '/api/v1/admin/content/hidden?limit=100' }))
      .json()
      .data.map((i: { targetId: string }) => i.targetId);
    expect(listed).toContain(adminHidden);
    expect(listed).not.toContain(shown);

    const lifted = await unsuspend(admin, seller.id);
    expect(lifted.json().data).toEqual({ id: seller.id, suspendedAt: null, suspendedReason: null });
    expect(await gigState(shown)).toEqual({ at: null, cause: null });
    expect(await gigState(adminHidden)).toMatchObject({ cause: 'admin' });
    // Read before signing in: that sign-in may mail a new-device notice of its own (the suspension ended every session).
    expect(lastMailTo(t, seller.email)).toContain('The suspension of your Workify account was lifted');
    expect((await login(seller)).statusCode).toBe(200);
    expect((await unsuspend(admin, client.id, { reason: 'Appeal accepted' })).statusCode).toBe(200);
    expect((await t.ctx.db.select({ at: posts.hiddenAt }).from(posts).where(eq(posts.id, post._id)))[0]!.at).toBeNull();
    expect(
      await t.ctx.db
        .select({ reason: auditLog.reason })
        .from(auditLog)
        .where(and(eq(auditLog.targetId, client.id), eq(auditLog.action, 'user.unsuspend'))),
    ).toEqual([{ reason: 'Appeal accepted' }]);
  });

  it('keeps an admin-hidden gig of a suspended account hidden when an admin restores it, until the suspension is lifted', async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    const gigId = await publishGig(t.app, seller, { coverImage: await pngFile(40, 30) });
    expect((await hide(t, admin, 'gig', gigId)).statusCode).toBe(200);
    expect((await suspend(t, admin, seller.id)).statusCode).toBe(200);
    const restored = await as(t.app, admin)({ method: 'POST', url: `/api/v1/admin/content/gig/${gigId}/restore` });
    expect(restored.json().data).toMatchObject({ hidden: true });
    expect(await gigState(gigId)).toMatchObject({ cause: 'suspension' });
    expect((await unsuspend(admin, seller.id)).statusCode).toBe(200);
    expect(await gigState(gigId)).toEqual({ at: null, cause: null });
  });

  it('refuses suspending oneself or another admin (403), twice (409), an unknown account (404), without a reason (400)', async () => {
    expect((await suspend(t, admin, admin.id)).json()).toMatchObject({
      statusCode: 403,
      message: 'You cannot suspend your own account',
    });
    expect((await suspend(t, admin, (await makeAdmin(t)).id)).json()).toMatchObject({
      statusCode: 403,
      message: 'An administrator cannot be suspended',
    });
    const user = await signUp(t.app);
    expect((await suspend(t, admin, user.id)).statusCode).toBe(200);
    expect((await suspend(t, admin, user.id)).json()).toMatchObject({
      statusCode: 409,
      message: 'This account is already suspended',
    });
    expect((await suspend(t, admin, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await suspend(t, admin, user.id, '')).json().errors[0].field).toBe('reason');
  });
});

describe('POST /admin/users/{id}/unsuspend', () => {
  it('answers 409 for an account that is not suspended and 404 for an unknown one; a new login works after it', async () => {
    const user = await signUp(t.app);
    expect((await unsuspend(admin, user.id)).json()).toMatchObject({
      statusCode: 409,
      message: 'This account is not suspended',
    });
    expect((await unsuspend(admin, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await suspend(t, admin, user.id)).statusCode).toBe(200);
    expect((await unsuspend(admin, user.id)).statusCode).toBe(200);
    const cookie = await logIn(t.app, user.email, user.password);
    expect((await me(t.app, { ...user, cookie })).statusCode).toBe(200);
  });
});
