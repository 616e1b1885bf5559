import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../support/oidc-provider';
import { shootHere } from './fixtures';

/**
 * Sign in with an OpenID provider from the login screen (issue 32): a real provider (the
 * `oidc-provider` package) runs in this process, and Workify on its own server configured for
 * it, with PUBLIC_URL the address the browser opens (the callback comes back to it).
 */
const webDist = process.env.E2E_WEB_DIST
  ? path.resolve(process.env.E2E_WEB_DIST)
  : path.join(path.dirname(process.env.E2E_DATA_DIR!), 'dist');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

let child: ChildProcess;
let provider: TestProvider;
let dataDir: string;
let baseURL: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  provider = await startTestProvider([`${baseURL}/api/v1/auth/oidc/oidc/callback`]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'workify-oidc-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    DEMO_DATA: 'off',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: 'Acme ID',
  };
  delete env.DATABASE_URL;
  child = spawn(process.execPath, [process.env.E2E_SERVER_MAIN!], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  for (let waited = 0; waited < 110_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${baseURL}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
});

test.afterAll(async () => {
  child?.kill('SIGTERM');
  await provider?.close();
  await new Promise((r) => setTimeout(r, 500));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

for (const width of [375, 1280]) {
  test(`a new person signs in with Acme ID from the login screen, chooses freelancer and lands signed in (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const tag = randomUUID().slice(0, 8);
    const email = `acme-${tag}@example.com`;
    provider.signInAs({ sub: `acme-${tag}`, email, email_verified: true, name: `Ada ${tag}` });

    await page.goto(`${baseURL}/login`);
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
    await shootHere(page, `oidc-login-${width}`);
    await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();

    await expect(page).toHaveURL(`${baseURL}/signup/role`);
    await expect(page.getByText(`Acme ID confirmed your e-mail ${email}`)).toBeVisible();
    await shootHere(page, `oidc-role-${width}`);
    await page.getByRole('switch', { name: 'Become a Freelancer' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Profession is required for freelancers')).toBeVisible();
    await page.getByLabel('Profession').selectOption('Web Developer');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(`${baseURL}/dashboard`);
    const me = await page.request.get(`${baseURL}/api/v1/users/get-user`);
    expect(me.status()).toBe(200);
    expect((await me.json()).data).toMatchObject({ email, isClient: false, emailVerified: true });

    await page.goto(`${baseURL}/security`);
    const linked = page.getByRole('list', { name: 'Linked sign-ins' });
    await expect(linked.getByText('Acme ID')).toBeVisible();
    await expect(page.getByText('Your account has no password yet.')).toBeVisible();
    await shootHere(page, `oidc-security-${width}`);
    await page.getByRole('button', { name: 'Remove sign-in with Acme ID' }).click();
    await expect(page.getByText('This is your only way to sign in')).toBeVisible();

    // The GDPR export: a JSON file of the person's data (signed in just now, so no password is asked).
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    expect((await download).suggestedFilename()).toMatch(/^workify-data-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(page.getByText('Your file was downloaded.')).toBeVisible();
  });
}
