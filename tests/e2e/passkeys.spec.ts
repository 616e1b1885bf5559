// Issue 32, passkeys: added on the Security screen and used to sign in without typing the e-mail,
// with Chromium's own virtual authenticator (DevTools protocol), so the real browser ceremony
// meets the real server. WebAuthn refuses an IP address as the site, so this journey opens
// Workify at localhost (the server's default PUBLIC_URL). 375 and 1280 px.
import { expect, outbox, shootHere, test, toastShown, virtualAuthenticator } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 4173);

const securityMails = (email: string, subject: string) =>
  outbox().filter((m) => m.includes(`To: ${email}`) && m.includes(`Workify security notice: ${subject}`));

for (const width of [375, 1280]) {
  test.describe(`passkeys at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, baseURL: `http://localhost:${port}` });

    test('add a passkey on the Security screen, sign out, sign in with it without the e-mail, see its last use, remove it after a step-up with the passkey itself', async ({
      page,
      signIn,
    }) => {
      const user = await signIn('client', 'Pia Passkey');
      const { cdp, authenticatorId } = await virtualAuthenticator(page);

      await page.goto('/security');
      const card = page.getByRole('heading', { name: 'Passkeys' }).locator('..');
      await expect(card.getByText('No passkeys yet.')).toBeVisible();
      await card.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(card.getByText('Give the passkey a name')).toBeVisible();
      await card.getByLabel('Passkey name').fill('Work laptop');
      await card.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(card.getByRole('status').filter({ hasText: 'Passkey “Work laptop” added.' })).toBeVisible();
      const list = page.getByRole('list', { name: 'Passkeys' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByRole('listitem')).toContainText('Work laptop');
      await expect(list.getByRole('listitem')).toContainText('not used yet');
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]!.isResidentCredential).toBe(true);
      await expect.poll(() => securityMails(user.email, 'A passkey was added').length).toBe(1);
      await shootHere(page, `passkeys-added-${width}`);

      await page.request.post('/api/v1/users/logout');
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
      // The person does not confirm at the prompt: nothing happens, and the screen says so in a sentence.
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'No passkey was used: the request was cancelled or timed out. You can try again.' }),
      ).toBeVisible();
      await shootHere(page, `passkey-login-cancelled-${width}`);
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
      const loggedIn = toastShown(page, 'User Logged In!');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await loggedIn;
      await expect(page.getByLabel('Email')).toHaveCount(0);

      await page.goto('/security');
      await expect(list.getByRole('listitem')).toContainText(/last used /);
      await expect(list.getByRole('listitem')).not.toContainText('not used yet');
      await shootHere(page, `passkeys-used-${width}`);

      // A passkey sign-in counts as a fresh step-up, and the server's 10 minutes cannot be aged from
      // a browser: the first removal is answered 'reauth_required' here; the step-up with the
      // passkey (POST /users/reauth/passkey) and the removal are the real server's.
      let asked = 0;
      await page.route('**/api/v1/users/passkeys/*', async (route) => {
        if (route.request().method() !== 'DELETE' || asked > 0) return route.fallback();
        asked += 1;
        await route.fulfill({
          status: 403,
          json: { statusCode: 403, success: false, message: 'Confirm it is you first.', reason: 'reauth_required' },
        });
      });
      await list.getByRole('button', { name: 'Remove Work laptop' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
      await expect(dialog).toBeVisible();
      // The passkey itself confirms it (the password's path is step-up.spec's).
      await shootHere(page, `passkey-step-up-${width}`);
      const proven = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/reauth/passkey'));
      await dialog.getByRole('button', { name: 'Use a passkey instead' }).click();
      expect((await proven).status()).toBe(200);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'The passkey was removed.' })).toBeVisible();
      await expect(page.getByText('No passkeys yet.')).toBeVisible();
      expect(asked).toBe(1);
      await expect.poll(() => securityMails(user.email, 'A passkey was removed').length).toBe(1);
      await shootHere(page, `passkeys-removed-${width}`);

      // The authenticator still holds it, but the server no longer knows it.
      await page.request.post('/api/v1/users/logout');
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'This passkey is not known here' })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}
