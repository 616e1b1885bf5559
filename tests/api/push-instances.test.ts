import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createNotification } from '../../server/modules/notifications';
import { vapidKeys } from '../../server/modules/push/vapid';
import { FakeBrowser, startPushService } from '../support/push-service';
import { as, createTestApp, signUp, type TestApp } from '../support/test-app';

/** Two instances on one database (as behind a load balancer), sharing the data folder's VAPID keys. */
let base: TestApp;
let second: FastifyInstance;
let push: Awaited<ReturnType<typeof startPushService>>;
const lines: string[] = [];
beforeAll(async () => {
  base = await createTestApp();
  push = await startPushService();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: base.dataDir,
    LOG_LEVEL: 'trace',
    AUTH_RATE_LIMIT: '1000',
    WEB_DIST: base.ctx.config.webDist,
  });
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  second = await buildApp({ config, database: base.database, logStream });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await base.close();
  await push.close();
});

const settle = async () => {
  await new Promise((r) => setTimeout(r, 300));
  await base.ctx.later.idle();
  await second.ctx.later.idle();
};

describe('web push with several instances', () => {
  it('sends each notification once, though every instance hears it', async () => {
    const user = await signUp(base.app);
    const browser = new FakeBrowser(push.endpoint('twice'));
    expect(
      (await as(second, user)({ method: 'POST', url: '/api/v1/push/subscriptions', payload: browser.toJSON() }))
        .statusCode,
    ).toBe(201);
    for (const n of [1, 2, 3])
      await createNotification(base.ctx.db, {
        userId: user.id,
        type: 'message.created',
        text: `Message ${n}`,
        link: '/messages',
      });
    await push.waitFor('twice', 3);
    await settle();
    expect(
      push
        .to('twice')
        .map((p) => JSON.parse(browser.decrypt(p.body)).title)
        .sort(),
    ).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });

  it("logs a push service's refusal with its host and status only: no endpoint path, subscription key or VAPID private key", async () => {
    // Only the second instance (whose log is read) is left to send.
    await base.app.close();
    const user = await signUp(second);
    const browser = new FakeBrowser(push.endpoint('refused-secret-path'));
    await as(second, user)({ method: 'POST', url: '/api/v1/push/subscriptions', payload: browser.toJSON() });
    push.status = 500;
    try {
      await createNotification(second.ctx.db, {
        userId: user.id,
        type: 'order.paid',
        text: 'Your order was paid',
        link: '/orders',
      });
      await push.waitFor('refused-secret-path');
      await second.ctx.later.idle();
    } finally {
      push.status = 201;
    }
    const log = lines.join('');
    expect(log).toContain('a push service refused a push');
    const refusal = JSON.parse(lines.find((l) => l.includes('a push service refused a push'))!) as Record<
      string,
      unknown
    >;
    expect(refusal).toMatchObject({ service: new URL(push.origin).host, status: 500 });
    for (const secret of [
      'refused-secret-path',
      browser.toJSON().keys.p256dh,
      browser.toJSON().keys.auth,
      vapidKeys(second.ctx.config).privateKey,
    ])
      expect(log).not.toContain(secret);
  });
});
