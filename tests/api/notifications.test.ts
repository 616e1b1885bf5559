import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@shared/schemas/notifications';
import { notifications } from '../../server/db/schema';
import { createNotification } from '../../server/modules/notifications/service';
import { listenOnce, openEventStream, type EventStream } from '../support/sse';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

let t: TestApp;
let baseUrl: string;
const streams: EventStream[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnce(t.app);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

const notify = (user: TestUser, n: number) =>
  createNotification(t.ctx.db, {
    userId: user.id,
    type: 'application.created',
    text: `Applicant ${n} applied to your post`,
    link: '/applications',
  });
const unread = async (user: TestUser) =>
  (await as(t.app, user)({ method: 'GET', url: '/api/v1/notifications/unread-count' })).json().data.count as number;
const stream = async (user: TestUser) => {
  const s = await openEventStream(baseUrl, user.cookie);
  streams.push(s);
  await s.waitFor((e) => 'event' in e);
  return s;
};

describe('createNotification', () => {
  it('rings the bell live only once the transaction commits, and not at all after a rollback', async () => {
    const user = await signUp(t.app);
    const live = await stream(user);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await createNotification(tx, { userId: user.id, type: 'order.paid', text: 'rolled back', link: '/orders' });
        throw new Error('the change it reports failed');
      }),
    ).rejects.toThrow('the change it reports failed');
    await t.ctx.db.transaction(async (tx) => {
      await createNotification(tx, {
        userId: user.id,
        type: 'review.created',
        text: 'Ann reviewed your gig',
        link: '/gig/1',
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(live.received.filter((e) => 'type' in e)).toEqual([]);
    });
    const [row] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(await live.waitFor((e) => 'type' in e)).toEqual({ type: 'notification.created', notificationId: row!.id });
    expect(row!.text).toBe('Ann reviewed your gig');
    expect(live.received.filter((e) => 'type' in e)).toHaveLength(1);
  });
});

describe('GET /notifications', () => {
  it('lists only the user’s own notifications, newest first, in pages', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    for (const n of [1, 2, 3]) await notify(user, n);
    await notify(other, 9);
    // PGlite's clock counts whole milliseconds: rows written within one tie, and the order then
    // falls to their random ids (CI saw it once). Each gets its own second, in writing order.
    for (const n of [1, 2, 3]) {
      const mine = and(
        eq(notifications.userId, user.id),
        eq(notifications.text, `Applicant ${n} applied to your post`),
      );
      await t.ctx.db
        .update(notifications)
        .set({ createdAt: new Date(Date.now() - (4 - n) * 1000) })
        .where(mine);
    }
    const first = (await as(t.app, user)({ method: 'GET', url: '/api/v1/notifications?limit=2' })).json();
    expect(first.data.map((n: Notification) => n.text)).toEqual([
      'Applicant 3 applied to your post',
      'Applicant 2 applied to your post',
    ]);
    expect(first.data[0]).toEqual({
      _id: expect.any(String),
      type: 'application.created',
      text: 'Applicant 3 applied to your post',
      link: '/applications',
      read: false,
      createdAt: expect.any(String),
    });
    const second = (
      await as(t.app, user)({ method: 'GET', url: `/api/v1/notifications?limit=2&cursor=${first.meta.nextCursor}` })
    ).json();
    expect(second.data.map((n: Notification) => n.text)).toEqual(['Applicant 1 applied to your post']);
    expect(second.meta.nextCursor).toBeNull();
  });

  it('refuses a bad cursor (400) and no session (401)', async () => {
    const user = await signUp(t.app);
    expect((await as(t.app, user)({ method: 'GET', url: '/api/v1/notifications?cursor=%%%' })).statusCode).toBe(400);
    expect((await as(t.app, null)({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
  });
});

describe('GET /notifications/unread-count', () => {
  it('counts the user’s unread notifications only', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    expect(await unread(user)).toBe(0);
    await notify(user, 1);
    await notify(user, 2);
    await notify(other, 3);
    expect(await unread(user)).toBe(2);
    expect((await as(t.app, null)({ method: 'GET', url: '/api/v1/notifications/unread-count' })).statusCode).toBe(401);
  });
});

describe('PUT /notifications/{id}/read', () => {
  it('marks one of the user’s notifications read and tells their other tabs', async () => {
    const user = await signUp(t.app);
    await notify(user, 1);
    await notify(user, 2);
    const [latest] = (await as(t.app, user)({ method: 'GET', url: '/api/v1/notifications' })).json()
      .data as Notification[];
    const live = await stream(user);
    const res = await as(t.app, user)({ method: 'PUT', url: `/api/v1/notifications/${latest!._id}/read` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: latest!._id, read: true });
    expect(await unread(user)).toBe(1);
    await live.waitFor((e) => 'type' in e && e.type === 'notification.read');
  });

  it('treats someone else’s notification as missing (404), changing nothing; 400 for a malformed id, 401 without a session', async () => {
    const owner = await signUp(t.app);
    const snoop = await signUp(t.app);
    await notify(owner, 1);
    const [mine] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    const res = await as(t.app, snoop)({ method: 'PUT', url: `/api/v1/notifications/${mine!.id}/read` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Notification not found');
    expect(await unread(owner)).toBe(1);
    expect(
      (await as(t.app, owner)({ method: 'PUT', url: `/api/v1/notifications/${UNKNOWN_ID}/read` })).statusCode,
    ).toBe(404);
    expect((await as(t.app, owner)({ method: 'PUT', url: '/api/v1/notifications/abc/read' })).statusCode).toBe(400);
    expect((await as(t.app, null)({ method: 'PUT', url: `/api/v1/notifications/${mine!.id}/read` })).statusCode).toBe(
      401,
    );
  });
});

describe('PUT /notifications/read-all', () => {
  it('clears all of the user’s unread notifications and nobody else’s', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    for (const n of [1, 2, 3]) await notify(user, n);
    await notify(other, 4);
    const res = await as(t.app, user)({ method: 'PUT', url: '/api/v1/notifications/read-all' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ count: 3 });
    expect([await unread(user), await unread(other)]).toEqual([0, 1]);
    expect((await as(t.app, user)({ method: 'PUT', url: '/api/v1/notifications/read-all' })).json().data).toEqual({
      count: 0,
    });
    expect((await as(t.app, null)({ method: 'PUT', url: '/api/v1/notifications/read-all' })).statusCode).toBe(401);
  });
});
