import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, newUserData, test } from './fixtures';

/**
 * Two app instances on one PostgreSQL server: what one instance writes reaches browsers
 * connected to the other through LISTEN/NOTIFY. Needs a server: TEST_DATABASE_URL.
 */
const baseDatabaseUrl = process.env.TEST_DATABASE_URL;
const required = process.env.REQUIRE_POSTGRES === '1';
const webDist = process.env.E2E_WEB_DIST
  ? path.resolve(process.env.E2E_WEB_DIST)
  : path.join(path.dirname(process.env.E2E_DATA_DIR!), 'dist');

interface Instance {
  url: string;
  process: ChildProcess;
  dataDir: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'workify-instance-'));
  const child = spawn(process.execPath, [process.env.E2E_SERVER_MAIN!], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`instance on port ${port} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, process: child, dataDir };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`instance on port ${port} did not become healthy`);
}

/** SIGTERM, and SIGKILL if the instance's own bounded shutdown has not ended it in 20 s. */
function stopInstance(instance: Instance): Promise<void> {
  const child = instance.process;
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: baseDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

test.describe('two app instances on one PostgreSQL server', () => {
  test.skip(
    !baseDatabaseUrl && !required,
    'TEST_DATABASE_URL is not set (set REQUIRE_POSTGRES=1 to make this a failure)',
  );

  const dbName = `workify_e2e_${randomUUID().replace(/-/g, '')}`;
  const instances: Instance[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    if (!baseDatabaseUrl)
      throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the multi-instance test cannot run');
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const url = new URL(baseDatabaseUrl);
    url.pathname = `/${dbName}`;
    instances.push(...(await Promise.all([startInstance(url.toString()), startInstance(url.toString())])));
  });

  test.afterAll(async () => {
    // Under a full CI load (both cores busy, the PostgreSQL pass creating and dropping its
    // databases) the two shutdowns and the DROP DATABASE's checkpoint once took over 45 s.
    test.setTimeout(180_000);
    await Promise.all(instances.map(stopInstance));
    for (const i of instances) rmSync(i.dataDir, { recursive: true, force: true });
    if (baseDatabaseUrl) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  test('a message posted through instance A reaches a browser on instance B (needs TEST_DATABASE_URL, skipped without it)', async ({
    browser,
    playwright,
  }) => {
    const [a, b] = instances as [Instance, Instance];
    const apiA = await playwright.request.newContext({ baseURL: a.url });
    const register = async (role: 'client' | 'freelancer') => {
      const data = newUserData(role);
      const res = await apiA.post('/api/v1/users/register', {
        multipart: {
          fullName: data.fullName,
          username: data.username,
          email: data.email,
          password: data.password,
          isClient: String(data.isClient),
          ...(data.isClient ? {} : { profession: 'Web Developer' }),
        },
      });
      expect(res.status()).toBe(201);
      return { ...data, id: (await res.json()).data._id as string };
    };
    const client = await register('client');
    const freelancer = await register('freelancer');
    expect(
      (await apiA.post('/api/v1/users/login', { data: { email: client.email, password: client.password } })).status(),
    ).toBe(200);
    const started = await apiA.post('/api/v1/conversations', { data: { to: freelancer.id } });
    expect(started.status()).toBe(201);
    const conversationId = (await started.json()).id as string;

    const context = await browser.newContext({ baseURL: b.url });
    const page = await context.newPage();
    expect(
      (
        await page.request.post('/api/v1/users/login', {
          data: { email: freelancer.email, password: freelancer.password },
        })
      ).status(),
    ).toBe(200);
    await page.goto(`/message/${conversationId}`);
    await expect(page.getByRole('heading', { name: client.fullName })).toBeVisible();
    await expect(page.getByText('No messages yet. Say hello!')).toBeVisible();

    expect(
      (await apiA.post('/api/v1/messages', { data: { conversationId, desc: 'Sent through instance A' } })).status(),
    ).toBe(201);
    await expect(page.getByRole('list', { name: 'Messages' }).getByText('Sent through instance A')).toBeVisible();

    await page.goto('/messages');
    // The list has loaded before the second message is sent, so only the live update can show it.
    const row = page.getByRole('row', { name: new RegExp(client.fullName) });
    await expect(row).toContainText('Sent through instance A');
    expect((await apiA.post('/api/v1/messages', { data: { conversationId, desc: 'And a second one' } })).status()).toBe(
      201,
    );
    // Across instances the event goes through PostgreSQL's NOTIFY to B's listener: under a CI
    // load of ten processes per core that took more than the default 7 s once.
    await expect(row).toContainText('And a second one', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

    await context.close();
    await apiA.dispose();
  });
});
