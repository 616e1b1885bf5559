import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@shared/schemas/events';
import { listenOnce, openEventStream, type EventStream } from '../support/sse';
import { as, createTestApp, logIn, signUp, testDatabaseKind, type TestApp } from '../support/test-app';

let t: TestApp;
let baseUrl: string;
const streams: EventStream[] = [];
const open = async (cookie: string, lastEventId?: string) => {
  const stream = await openEventStream(baseUrl, cookie, lastEventId);
  streams.push(stream);
  await stream.waitFor((e) => 'event' in e);
  return stream;
};
const read = (id: string): LiveEvent => ({ type: 'notification.created', notificationId: id });
const isNotification = (e: EventStream['received'][number]) => 'type' in e && e.type === 'notification.created';
const notificationIds = (s: EventStream) =>
  s.received.filter(isNotification).map((e) => (e as { notificationId: string }).notificationId);
/** Resolves true when the stream ends within `ms`. */
const endsWithin = (s: EventStream, ms: number) =>
  Promise.race([s.ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnce(t.app);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

describe('GET /events with ids', () => {
  it('gives every event an increasing id', async () => {
    const user = await signUp(t.app);
    const stream = await open(user.cookie);
    await t.ctx.events.publish(user.id, read('a'));
    await t.ctx.events.publish(user.id, read('b'));
    await stream.waitFor((e) => isNotification(e) && e.notificationId === 'b');
    expect(stream.ids).toHaveLength(2);
    expect(Number(stream.ids[1])).toBeGreaterThan(Number(stream.ids[0]));
  });

  it('replays what a reconnecting stream missed after its Last-Event-ID, then goes on live', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const first = await open(user.cookie);
    await t.ctx.events.publish(user.id, read('seen'));
    await first.waitFor(isNotification);
    const lastId = first.ids.at(-1)!;
    first.close();

    await t.ctx.events.publish(user.id, read('missed-1'));
    await t.ctx.events.publish(other.id, read('not-yours'));
    await t.ctx.events.publish(user.id, read('missed-2'));
    const again = await open(user.cookie, lastId);
    await again.waitFor((e) => isNotification(e) && e.notificationId === 'missed-2');
    await t.ctx.events.publish(user.id, read('live'));
    await again.waitFor((e) => isNotification(e) && e.notificationId === 'live');
    expect(notificationIds(again)).toEqual(['missed-1', 'missed-2', 'live']);
  });

  it('ignores a Last-Event-ID that is not an id', async () => {
    const user = await signUp(t.app);
    const stream = await open(user.cookie, 'garbage');
    await t.ctx.events.publish(user.id, read('x'));
    await stream.waitFor(isNotification);
    expect(notificationIds(stream)).toEqual(['x']);
  });
});

describe('streams end with the session', () => {
  it('logout ends that session’s streams within a second, and no other session’s', async () => {
    const user = await signUp(t.app);
    const otherCookie = await logIn(t.app, user.email, user.password);
    const [mine, otherSession] = await Promise.all([open(user.cookie), open(otherCookie)]);
    expect((await as(t.app, user)({ method: 'POST', url: '/api/v1/users/logout' })).statusCode).toBe(200);
    expect(await endsWithin(mine, 1000)).toBe(true);
    expect(await endsWithin(otherSession, 300)).toBe(false);
  });

  it('a password reset ends every stream of the user within a second', async () => {
    const user = await signUp(t.app);
    const [tab1, tab2] = await Promise.all([open(user.cookie), open(user.cookie)]);
    await t.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: user.email } });
    await t.ctx.later.idle();
    const token = t
      .outbox()
      .filter((m) => m.includes(`To: ${user.email}`))
      .pop()
      ?.match(/\/resetpassword\/([\w-]+)/)?.[1];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/reset-password/${token}`,
      payload: { password: 'a brand new password' },
    });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all([endsWithin(tab1, 1000), endsWithin(tab2, 1000)])).toEqual([true, true]);
  });

  it('deleting the account ends every stream of the user within a second', async () => {
    const user = await signUp(t.app);
    const bystander = await signUp(t.app);
    const [mine, theirs] = await Promise.all([open(user.cookie), open(bystander.cookie)]);
    const res = await as(
      t.app,
      user,
    )({ method: 'DELETE', url: '/api/v1/users/delete-account', payload: { password: user.password } });
    expect(res.statusCode).toBe(200);
    expect(await endsWithin(mine, 1000)).toBe(true);
    expect(await endsWithin(theirs, 300)).toBe(false);
  });
});

// The LISTEN connection is a real server connection only on PostgreSQL (PGlite has none to drop).
describe.runIf(testDatabaseKind === 'postgres')('an instance whose LISTEN connection drops', () => {
  it('replays to its open streams every event published while it was reconnecting', async () => {
    const user = await signUp(t.app);
    const stream = await open(user.cookie);
    const terminate = async () => {
      const res = (await t.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      )) as unknown as { rows: { killed: boolean }[] };
      // The event bus's LISTEN and the session cache's: both must come back.
      expect(res.rows.length).toBeGreaterThan(0);
      expect(res.rows.every((r) => r.killed)).toBe(true);
    };
    const sent: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      if (i === 5) await terminate();
      await t.ctx.events.publish(user.id, read(`n${i}`));
      sent.push(`n${i}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    await stream.waitFor((e) => isNotification(e) && e.notificationId === 'n29', 8000);
    await stream.waitFor(() => notificationIds(stream).length === sent.length, 8000);
    expect(notificationIds(stream)).toEqual(sent);
    expect(new Set(stream.ids).size).toBe(sent.length);
  });
});
