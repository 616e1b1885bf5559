import { randomUUID } from 'node:crypto';
import { startTestProvider, type TestProvider } from '../support/oidc-provider';
import { expect, shootHere, test } from './fixtures';
import { freePort, startOwnServer, type OwnServer } from './own-server';

/**
 * Sign in with an OpenID provider from the login screen (issue 32): a real provider (the
 * `oidc-provider` package) runs in this process, and Workify on its own server configured for
 * it, with PUBLIC_URL the address the browser opens (the callback comes back to it).
 */
let server: OwnServer;
let provider: TestProvider;
let baseURL: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The provider needs the callback address before the server starts: pick the port first.
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  provider = await startTestProvider([`${baseURL}/api/v1/auth/oidc/oidc/callback`]);
  server = await startOwnServer(
    'oidc',
    {
      PUBLIC_URL: baseURL,
      DEMO_DATA: 'off',
      DATABASE_URL: undefined,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: 'Acme ID',
    },
    port,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
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
