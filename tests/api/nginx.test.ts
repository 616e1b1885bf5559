import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from '../support/multipart';
import { startLocalS3, type LocalS3 } from '../support/s3';
import { freePort, SERVER_READY_MS, startServerProcess, type ServerProcess } from '../support/server-process';
import { openEventStream } from '../support/sse';
import { freshServerDatabase } from '../support/test-app';

// Two real instances behind deploy/nginx.conf, on one PostgreSQL database and one S3 bucket.
// Needs nginx and a PostgreSQL server (TEST_DATABASE_URL); CI has both and runs this.
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const baseDb = process.env.TEST_DATABASE_URL;
const runnable = Boolean(baseDb) && existsSync(NGINX);
if (!runnable && baseDb && process.env.CI) throw new Error(`nginx is required in CI but missing at ${NGINX}`);

/** deploy/nginx.conf as shipped, pointed at our instances and ports, run as our own process. */
function nginxConf(dir: string, port: number, upstreams: number[]) {
  let conf = readFileSync(path.resolve(__dirname, '../../deploy/nginx.conf'), 'utf8');
  conf = conf.replace(
    'worker_processes auto;',
    `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log stderr warn;`,
  );
  conf = conf.replace(/^\s*server 127\.0\.0\.1:\d+ .*;\n/gm, '');
  conf = conf.replace(
    'upstream workify {',
    `upstream workify {\n${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}`,
  );
  conf = conf.replace('listen 80;', `listen 127.0.0.1:${port};`);
  conf = conf.replace('access_log /dev/stdout workify;', 'access_log off;');
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((k) => `  ${k}_temp_path ${dir}/${k};`)
    .join('\n');
  conf = conf.replace('http {', `http {\n${temps}`);
  expect(conf).toContain('proxy_buffering off;');
  return conf;
}

let s3: LocalS3 | null = null;
let db: { url: string; drop: () => Promise<void> } | null = null;
const instances: ServerProcess[] = [];
let nginx: ChildProcess | null = null;
let nginxLog = '';
let base = '';
let dir = '';

beforeAll(
  async () => {
    if (!runnable) return;
    dir = mkdtempSync(path.join(tmpdir(), 'workify-nginx-'));
    s3 = await startLocalS3('workify-nginx');
    db = await freshServerDatabase(baseDb!);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = {
      DATABASE_URL: db.url,
      ...s3.env,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: base,
      AUTH_RATE_LIMIT: '5',
      LOG_LEVEL: 'warn',
    };
    // The first instance migrates; the second starts on the migrated database.
    instances.push(await startServerProcess({ ...env, DATA_DIR: path.join(dir, 'a') }));
    instances.push(await startServerProcess({ ...env, DATA_DIR: path.join(dir, 'b') }));
    mkdirSync(path.join(dir, 'nginx'), { recursive: true });
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      nginxConf(
        path.join(dir, 'nginx'),
        port,
        instances.map((i) => i.port),
      ),
    );
    nginx = spawn(NGINX, ['-p', path.join(dir, 'nginx'), '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stderr!.on('data', (c: Buffer) => (nginxLog += c.toString()));
    for (let i = 0; i < 100; i += 1) {
      if (
        await fetch(`${base}/api/v1/health/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`nginx did not come up: ${nginxLog}`);
  },
  2 * SERVER_READY_MS + 60_000,
);

afterAll(async () => {
  if (!runnable) return;
  nginx?.kill('SIGTERM');
  await Promise.all(instances.map((i) => i.stop()));
  await s3?.stop();
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
}, 120_000);

const json = (method: string, url: string, body: unknown, cookie?: string) =>
  fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/** How many requests to `route` with `status` one instance has counted (its own /metrics). */
async function served(instance: ServerProcess, route: string, status = 200) {
  const text = await (await fetch(`${instance.url}/metrics`)).text();
  const line = text
    .split('\n')
    .find(
      (l) => l.startsWith('http_requests_total{') && l.includes(`route="${route}"`) && l.includes(`status="${status}"`),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

async function signUp(name: string, isClient: boolean) {
  const email = `${name}@example.com`;
  const reg = await json('POST', '/api/v1/users/register', {
    fullName: name,
    username: name,
    email,
    password: 'correct horse battery',
    isClient,
    ...(isClient ? {} : { profession: 'Web Developer' }),
  });
  expect(reg.status).toBe(201);
  const login = await json('POST', '/api/v1/users/login', { email, password: 'correct horse battery' });
  expect(login.status).toBe(200);
  return { id: (await reg.json()).data._id as string, cookie: login.headers.get('set-cookie')!.split(';')[0]! };
}

describe.runIf(runnable)('two instances behind deploy/nginx.conf', () => {
  it('shares the rate limit between instances (counted in the database)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push((await json('POST', '/api/v1/users/forgot-password', { email: `nobody${i}@example.com` })).status);
    // Five per minute from this address in all, not five per instance.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(
      (await served(instances[0]!, '/api/v1/users/forgot-password')) +
        (await served(instances[1]!, '/api/v1/users/forgot-password')),
    ).toBe(5);
    expect(await served(instances[0]!, '/api/v1/users/forgot-password')).toBeGreaterThan(0);
    expect(await served(instances[1]!, '/api/v1/users/forgot-password')).toBeGreaterThan(0);
  });

  it('signs in through one instance and is signed in on the other; a file uploaded on one downloads from the other; a message on one reaches a stream on the other', async () => {
    const client = await signUp('nginx_client', true);
    const freelancer = await signUp('nginx_freelancer', false);
    for (let i = 0; i < 4; i += 1)
      expect((await fetch(`${base}/api/v1/users/get-user`, { headers: { cookie: client.cookie } })).status).toBe(200);
    for (const instance of instances) expect(await served(instance, '/api/v1/users/get-user')).toBeGreaterThan(0);

    // Upload an avatar (multipart), then fetch it until both instances have served it.
    const png = (await pngFile()).data;
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const up = await fetch(`${base}/api/v1/users/update-avatar`, {
      method: 'PUT',
      headers: { cookie: client.cookie, origin: base },
      body: form,
    });
    expect(up.status).toBe(200);
    const avatar = (await up.json()).data.avatar as string;
    for (let i = 0; i < 4; i += 1) {
      const got = await fetch(`${base}${avatar}`);
      expect(got.status).toBe(200);
      expect(
        Buffer.from(await got.arrayBuffer())
          .subarray(8, 12)
          .toString(),
      ).toBe('WEBP');
    }
    for (const instance of instances) expect(await served(instance, '/api/v1/files/public/*')).toBeGreaterThan(0);

    // The freelancer's stream lands on one instance; messages are sent through both.
    const started = await json('POST', '/api/v1/conversations', { to: freelancer.id }, client.cookie);
    expect(started.status).toBe(201);
    const conversationId = (await started.json()).id as string;
    const stream = await openEventStream(base, freelancer.cookie);
    await stream.waitFor((e) => 'event' in e);
    const sent: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await json('POST', '/api/v1/messages', { conversationId, desc: `hello ${i}` }, client.cookie);
      expect(res.status).toBe(201);
      sent.push((await res.json()).data._id);
    }
    for (const id of sent)
      await stream.waitFor((e) => 'type' in e && e.type === 'message.created' && e.messageId === id);
    stream.close();
    for (const instance of instances) expect(await served(instance, '/api/v1/messages', 201)).toBeGreaterThan(0);
  });

  it('keeps /metrics from the world', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
  });
});
