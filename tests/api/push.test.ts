import { statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../server/db/schema';
import { createNotification } from '../../server/modules/notifications';
import { MAX_PUSH_SUBSCRIPTIONS } from '../../server/modules/push/service';
import { createPost, createApplication } from '../support/posts';
import { FakeBrowser, startPushService, verifyVapid } from '../support/push-service';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  t = await createTestApp();
  push = await startPushService();
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  as(
    t.app,
    user,
  )({
    method,
    url: `/api/v1/push${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
async function subscribed(user: TestUser, name: string): Promise<FakeBrowser> {
  const browser = new FakeBrowser(push.endpoint(name));
  const res = await call(user, 'POST', '/subscriptions', browser.toJSON());
  expect(res.statusCode).toBe(201);
  return browser;
}
const subscriptionsOf = (user: TestUser) =>
  t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
/**
 * Waits until every notification made before this call has been handled (pushed or not): a
 * witness's notification, made after them, reaches the push service. The bus hears NOTIFYs in
 * commit order and queues each push in that order; `later.idle()` then waits for the queue.
 */
async function everythingBeforeHandled() {
  const witness = await signUp(t.app);
  const name = `witness-${witness.id}`;
  await subscribed(witness, name);
  await createNotification(t.ctx.db, { userId: witness.id, type: 'order.paid', text: 'Witness', link: '/orders' });
  await push.waitFor(name);
  await t.ctx.later.idle();
}
/** A freelancer applies to the client's post: the client's bell rings ("… applied to your post …"). */
async function applicationTo(client: TestUser, title = 'Logo for a bakery') {
  const post = await createPost(t.app, client, { title });
  const freelancer = await signUp(t.app, { role: 'freelancer', fullName: 'Fay Freelancer' });
  await createApplication(t.app, freelancer, post._id);
}

describe('GET /push/key', () => {
  it('gives signed-in people the VAPID public key, made once into the data folder readable by its owner only', async () => {
    const user = await signUp(t.app);
    expect((await call(null, 'GET', '/key')).statusCode).toBe(401);
    const res = await call(user, 'GET', '/key');
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json().data as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(t.dataDir, 'vapid.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).publicKey).toBe(publicKey);
    expect((await call(user, 'GET', '/key')).json().data.publicKey).toBe(publicKey);
  });

  it('uses VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, writing no key file', async () => {
    const other = await createTestApp({
      VAPID_PUBLIC_KEY: 'BPubKeyFromTheEnvironment',
      VAPID_PRIVATE_KEY: 'private-from-env',
    });
    try {
      const user = await signUp(other.app);
      expect((await as(other.app, user)({ method: 'GET', url: '/api/v1/push/key' })).json().data.publicKey).toBe(
        'BPubKeyFromTheEnvironment',
      );
      expect(() => statSync(path.join(other.dataDir, 'vapid.json'))).toThrow();
    } finally {
      await other.close();
    }
  });
});

describe('POST /push/subscriptions', () => {
  it('refuses a guest, a non-https endpoint and bad keys, each naming the field, storing nothing', async () => {
    const user = await signUp(t.app);
    const good = new FakeBrowser('https://push.example.com/send/abc').toJSON();
    expect((await call(null, 'POST', '/subscriptions', good)).statusCode).toBe(401);
    const http = await call(user, 'POST', '/subscriptions', { ...good, endpoint: 'http://push.example.com/send/abc' });
    expect(http.statusCode).toBe(400);
    expect(http.json().errors).toEqual([{ field: 'endpoint', message: 'Endpoint must be an https URL' }]);
    const notUrl = await call(user, 'POST', '/subscriptions', { ...good, endpoint: 'not a url' });
    expect(notUrl.json().errors[0].field).toBe('endpoint');
    const shortKey = await call(user, 'POST', '/subscriptions', {
      ...good,
      keys: { ...good.keys, p256dh: Buffer.alloc(33, 4).toString('base64url') },
    });
    expect(shortKey.statusCode).toBe(400);
    expect(shortKey.json().errors[0].field).toBe('keys.p256dh');
    const noAuth = await call(user, 'POST', '/subscriptions', { ...good, keys: { p256dh: good.keys.p256dh } });
    expect(noAuth.json().errors[0].field).toBe('keys.auth');
    const badAuth = await call(user, 'POST', '/subscriptions', {
      ...good,
      keys: { ...good.keys, auth: 'not base64!' },
    });
    expect(badAuth.json().errors[0].field).toBe('keys.auth');
    expect(await subscriptionsOf(user)).toEqual([]);
  });

  it('keeps one subscription per endpoint: subscribing again replaces its keys, and the push is readable with the new ones', async () => {
    const client = await signUp(t.app);
    const first = await subscribed(client, 'resubscribe');
    const again = await subscribed(client, 'resubscribe');
    const rows = await subscriptionsOf(client);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.p256dh).toBe(again.toJSON().keys.p256dh);
    await applicationTo(client);
    const [received] = await push.waitFor('resubscribe');
    expect(JSON.parse(again.decrypt(received!.body))).toEqual({
      title: 'Fay Freelancer applied to your post Logo for a bakery',
      link: '/applications',
    });
    expect(() => first.decrypt(received!.body)).toThrow();
  });
});

describe("a device's session", () => {
  it('stops pushing to a device once the session that turned push on signs out', async () => {
    const user = await signUp(t.app);
    await subscribed(user, 'signed-out');
    expect(await subscriptionsOf(user)).toHaveLength(1);
    expect((await as(t.app, user)({ method: 'POST', url: '/api/v1/users/logout' })).statusCode).toBe(200);
    expect(await subscriptionsOf(user)).toEqual([]);
    await createNotification(t.ctx.db, {
      userId: user.id,
      type: 'order.paid',
      text: 'After sign-out',
      link: '/orders',
    });
    await everythingBeforeHandled();
    expect(push.to('signed-out')).toHaveLength(0);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} browsers a person, the least recently subscribed making room`, async () => {
    const user = await signUp(t.app);
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS; i++) await subscribed(user, `many-${i}`);
    const endpoints = (await subscriptionsOf(user)).map((r) => r.endpoint);
    expect(endpoints).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(endpoints).not.toContain(push.endpoint('many-0'));
    expect(endpoints).toContain(push.endpoint(`many-${MAX_PUSH_SUBSCRIPTIONS}`));
  });
});

describe('sending', () => {
  it("pushes a bell notification to each of the person's browsers after it is committed: encrypted (RFC 8291), VAPID-signed, holding only its title and link", async () => {
    const client = await signUp(t.app);
    const phone = await subscribed(client, 'phone');
    const laptop = await subscribed(client, 'laptop');
    const { publicKey } = (await call(client, 'GET', '/key')).json().data as { publicKey: string };
    await applicationTo(client, 'Menu design');
    for (const [name, browser] of [
      ['phone', phone],
      ['laptop', laptop],
    ] as const) {
      const [received] = await push.waitFor(name);
      expect(received!.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(received!.headers.ttl)).toBeGreaterThan(0);
      const { key, claims } = verifyVapid(received!.headers, push.origin);
      expect(key).toBe(publicKey);
      expect(claims.sub).toBe('mailto:no-reply@workify.local');
      expect(JSON.parse(browser.decrypt(received!.body))).toEqual({
        title: 'Fay Freelancer applied to your post Menu design',
        link: '/applications',
      });
    }
  });

  it("sends nothing for a rolled-back notification, nor to anyone else's browser", async () => {
    const client = await signUp(t.app);
    const stranger = await signUp(t.app);
    const browser = await subscribed(client, 'rollback');
    await subscribed(stranger, 'stranger');
    await t.ctx.db
      .transaction(async (tx) => {
        await createNotification(tx, {
          userId: client.id,
          type: 'order.paid',
          text: 'never happened',
          link: '/orders',
        });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await createNotification(t.ctx.db, {
      userId: client.id,
      type: 'review.created',
      text: 'Ann reviewed your gig',
      link: '/gig/1',
    });
    const received = await push.waitFor('rollback');
    expect(received.map((p) => JSON.parse(browser.decrypt(p.body)))).toEqual([
      { title: 'Ann reviewed your gig', link: '/gig/1' },
    ]);
    await t.ctx.later.idle();
    expect(push.to('rollback')).toHaveLength(1);
    expect(push.to('stranger')).toHaveLength(0);
  });

  it('leaves out the kinds the person switched off, and stops after the browser unsubscribes', async () => {
    const client = await signUp(t.app);
    const browser = await subscribed(client, 'kinds');
    expect((await call(client, 'GET', '/preferences')).json().data).toEqual({ off: [] });
    const put = await call(client, 'PUT', '/preferences', { off: ['application.created', 'application.created'] });
    expect(put.json().data).toEqual({ off: ['application.created'] });
    expect((await call(client, 'GET', '/preferences')).json().data).toEqual({ off: ['application.created'] });
    await applicationTo(client);
    await createNotification(t.ctx.db, {
      userId: client.id,
      type: 'message.created',
      text: 'New message from Fay',
      link: '/messages',
    });
    const received = await push.waitFor('kinds');
    await t.ctx.later.idle();
    expect(push.to('kinds').map((p) => JSON.parse(browser.decrypt(p.body)).title)).toEqual(['New message from Fay']);
    expect(received).toHaveLength(1);

    const off = await call(client, 'DELETE', '/subscriptions', { endpoint: push.endpoint('kinds') });
    expect(off.json().message).toBe('Push notifications are off for this device');
    await createNotification(t.ctx.db, {
      userId: client.id,
      type: 'message.created',
      text: 'Another message',
      link: '/messages',
    });
    await everythingBeforeHandled();
    expect(push.to('kinds')).toHaveLength(1);
  });

  it('refuses an unknown kind of notification in the preferences, naming it', async () => {
    const user = await signUp(t.app);
    const res = await call(user, 'PUT', '/preferences', { off: ['order.paid', 'weather.report'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('off.1');
    expect((await call(null, 'PUT', '/preferences', { off: [] })).statusCode).toBe(401);
    expect((await call(user, 'GET', '/preferences')).json().data).toEqual({ off: [] });
  });

  it('forgets a subscription the push service answers 410 Gone for', async () => {
    const client = await signUp(t.app);
    await subscribed(client, 'gone');
    push.status = 410;
    try {
      await createNotification(t.ctx.db, {
        userId: client.id,
        type: 'order.paid',
        text: 'Your order was paid',
        link: '/orders',
      });
      await push.waitFor('gone');
      await t.ctx.later.idle();
    } finally {
      push.status = 201;
    }
    expect(await subscriptionsOf(client)).toEqual([]);
    await createNotification(t.ctx.db, { userId: client.id, type: 'order.paid', text: 'Paid again', link: '/orders' });
    await everythingBeforeHandled();
    expect(push.to('gone')).toHaveLength(1);
  });
});
