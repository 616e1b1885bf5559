import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createTestApp, logIn, signUp, type TestApp } from '../support/test-app';
import { multipart } from '../support/multipart';
import { createPost } from '../support/posts';

/** No password, hash, token, cookie, reset link, mail body or SQL parameter in any log line. */
let base: TestApp;
let app: FastifyInstance;
let dataDir: string;
const lines: string[] = [];
beforeAll(async () => {
  base = await createTestApp();
  dataDir = mkdtempSync(path.join(tmpdir(), 'workify-log-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'trace',
    AUTH_RATE_LIMIT: '1000',
    WEB_DIST: path.join(dataDir, 'none'),
  });
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ config, database: base.database, logStream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await base.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const logs = () => lines.join('');

/** This app's mails (its own DATA_DIR), quoted-printable soft breaks undone. */
function readOutbox(dir: string): string[] {
  const outbox = path.join(dir, 'outbox');
  return readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, ''));
}

describe('log lines', () => {
  it('carry no password, hash, session cookie, reset token or mail body through a login and a reset', async () => {
    const user = await signUp(app);
    const cookie = await logIn(app, user.email, user.password);
    await app.inject({ method: 'GET', url: '/api/v1/users/get-user', headers: { cookie } });
    await app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: user.email } });
    await app.ctx.later.idle();
    const token = readOutbox(dataDir)
      .join('')
      .match(/\/resetpassword\/([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    await app.inject({
      method: 'POST',
      url: `/api/v1/users/reset-password/${token}`,
      payload: { password: 'a brand new password' },
    });
    const text = logs();
    expect(text).toContain('/api/v1/users/login'); // the requests are logged…
    expect(text).toContain('/reset-password/[redacted]');
    for (const secret of [
      user.password,
      'a brand new password',
      cookie.split('=')[1]!,
      token!,
      'scrypt$',
      'Someone asked to reset',
    ]) {
      expect(text, secret).not.toContain(secret); // …but not what they carry
    }
  });

  it('redact a token however its path or query key is percent-encoded, as the router reads them', async () => {
    const before = lines.length;
    const token = 'tok3nThatMustNotBeLogged';
    await app.inject({
      method: 'POST',
      url: `/api/v1/users/reset-p%61ssword/${token}`,
      payload: { password: 'another new password' },
    });
    await app.inject({
      method: 'POST',
      url: `/%61pi/v1/users/RESET-PASSWORD/${token}x`,
      payload: { password: 'another new password' },
    });
    await app.inject({
      method: 'GET',
      url: `/api/v1/payments/intent?%74oken=${token}&client_s%65cret=${token}y&limit=2`,
    });
    const text = lines.slice(before).join('');
    expect(text).toContain('/api/v1/users/reset-p%61ssword/[redacted]');
    expect(text).toContain('/%61pi/v1/users/RESET-PASSWORD/[redacted]');
    expect(text).toContain('?%74oken=[redacted]&client_s%65cret=[redacted]&limit=2');
    expect(text).not.toContain(token);
  });

  it('are one access line per request, with its method, path, status and time', async () => {
    const before = lines.length;
    await app.inject({ method: 'GET', url: '/api/v1/gigs?limit=2' });
    const written = lines.slice(before).map(
      (l) =>
        JSON.parse(l) as {
          msg: string;
          req?: { method: string; url: string };
          res?: { statusCode: number };
          responseTime?: number;
        },
    );
    expect(written.map((l) => l.msg)).toEqual(['request completed']);
    expect(written[0]).toMatchObject({ req: { method: 'GET', url: '/api/v1/gigs?limit=2' }, res: { statusCode: 200 } });
    expect(written[0]!.responseTime).toBeGreaterThan(0);
  });

  it('log a failing query sanitized: its code and SQL, never its parameters', async () => {
    await base.database.db.execute(sql`ALTER TABLE contact_messages RENAME TO contact_messages_away`);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: { from_name: 'Ada Secret', from_email: 'ada.secret@example.com', message: 'my very private message' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('contact_messages');
    } finally {
      await base.database.db.execute(sql`ALTER TABLE contact_messages_away RENAME TO contact_messages`);
    }
    const failed = lines.filter((l) => l.includes('request failed'));
    expect(failed.length).toBeGreaterThan(0);
    const text = failed.join('');
    expect(text).toContain('42P01'); // undefined_table: enough to find the fault
    expect(text).toContain('insert into \\"contact_messages\\"');
    for (const secret of ['Ada Secret', 'ada.secret@example.com', 'my very private message'])
      expect(text, secret).not.toContain(secret);
  });

  it('log a failed registration without the password hash in the parameters', async () => {
    await base.database.db.execute(
      sql`ALTER TABLE users ADD CONSTRAINT no_new_users CHECK (created_at < '2000-01-01') NOT VALID`,
    );
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        ...multipart({
          fullName: 'Hash Holder',
          username: 'hash_holder',
          email: 'hash.holder@example.com',
          password: 'hash holder password',
        }),
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await base.database.db.execute(sql`ALTER TABLE users DROP CONSTRAINT no_new_users`);
    }
    const text = logs();
    expect(text).toContain('23514'); // check_violation
    for (const secret of ['scrypt$', 'hash.holder@example.com', 'hash holder password', 'Hash Holder'])
      expect(text, secret).not.toContain(secret);
  });

  it('carry no one-click unsubscribe signature, whether the link is opened or posted', async () => {
    const [client, freelancer] = [await signUp(app), await signUp(app, { role: 'freelancer' })];
    const post = await createPost(app, client, { title: 'Logged invitation' });
    const sent = await app.inject({
      method: 'POST',
      url: `/api/v1/posts/${post._id}/invitations`,
      headers: { cookie: client.cookie },
      payload: { freelancerId: freelancer.id, message: 'Interested?' },
    });
    expect(sent.statusCode).toBe(201);
    await app.ctx.later.idle();
    const link = new URL(
      readOutbox(dataDir)
        .join('')
        .match(/^List-Unsubscribe:\s*<([^>]+)>/m)![1]!,
    );
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: link.pathname + link.search,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        })
      ).statusCode,
    ).toBe(200);
    const text = logs();
    expect(text).toContain('/api/v1/unsubscribe');
    expect(text).not.toContain(token);
  });
});
