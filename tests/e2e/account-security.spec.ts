import { Secret, TOTP } from 'otpauth';
import {
  createUser,
  expect,
  logInAs,
  mailedVerificationPath,
  newUserData,
  outbox,
  shootHere,
  test,
  toastShown,
  virtualAuthenticator,
} from './fixtures';

const port = Number(process.env.E2E_PORT ?? 4173);

/** The newest verification link mailed to `email`, as a path ('/verify-email/…'). */
const newestLink = (email: string) =>
  outbox()
    .filter((m) => m.includes(`To: ${email}`) && m.includes('/verify-email/'))
    .pop()
    ?.match(/\/verify-email\/[\w-]+/)?.[0];

/** What an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
const code = (secret: string, steps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** Issue 32: an account fit for money, at a phone's and a desktop's width. */
for (const width of [375, 1280]) {
  test.describe(`account security at ${width} px`, () => {
    // WebAuthn refuses an IP address as the site: the journey's passkey needs localhost.
    test.use({ viewport: { width, height: 900 }, baseURL: `http://localhost:${port}` });

    test('sign up, verify through the mailed link (the older link is dead), turn on two-step sign-in from the secret shown, sign out and back in with a code, add a passkey and sign in with it alone', async ({
      page,
    }) => {
      const data = newUserData('client');
      await page.goto('/signup');
      await page.getByLabel('Full name').fill(data.fullName);
      await page.getByLabel('Username').fill(data.username);
      await page.getByLabel('Email').fill(data.email);
      await page.getByLabel('Password').fill(data.password);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
      await page.getByLabel('Email').fill(data.email);
      await page.getByLabel('Password').fill(data.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      const banner = page.getByRole('region', { name: 'Email verification' });
      await expect(banner).toContainText('Please verify your email');
      await expect(banner).toContainText(data.email);
      const first = await mailedVerificationPath(data.email);
      await banner.getByRole('button', { name: 'Resend the link' }).click();
      await expect(banner.getByRole('status')).toHaveText('A new link is on its way.');
      await shootHere(page, `verify-banner-${width}`);
      await expect.poll(() => newestLink(data.email)).not.toBe(first);
      const fresh = newestLink(data.email)!;

      await page.goto(first);
      await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
      await expect(page.getByText('invalid, already used or expired')).toBeVisible();
      await shootHere(page, `verify-dead-link-${width}`);

      await page.goto(fresh);
      await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);
      await shootHere(page, `verify-done-${width}`);
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);

      // Two-step sign-in: the key under the QR code is what an authenticator app reads from it.
      await page.goto('/security');
      await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
      const secret = await page.getByRole('textbox', { name: 'Setup key' }).inputValue();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await shootHere(page, `two-factor-setup-${width}`);
      await page.getByLabel('Code from your app').fill('000000');
      await page.getByRole('button', { name: 'Turn on', exact: true }).click();
      await expect(page.getByText('This code is not right')).toBeVisible();
      await page.getByLabel('Code from your app').fill(code(secret, 0));
      await page.getByRole('button', { name: 'Turn on', exact: true }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' });
      await expect(codes.getByRole('listitem')).toHaveCount(10);
      await shootHere(page, `two-factor-codes-${width}`);
      await page.getByRole('button', { name: 'I saved them' }).click();
      await expect(page.getByText('On: signing in asks for a code')).toBeVisible();

      await page.request.post('/api/v1/users/logout');
      await page.goto('/login');
      await page.getByLabel('Email').fill(data.email);
      await page.getByLabel('Password').fill(data.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
      await shootHere(page, `login-code-step-${width}`);
      // The code that turned it on is used up: the app's next one signs in.
      await page.getByLabel('Code').fill(code(secret, 1));
      const loggedIn = toastShown(page, 'User Logged In!');
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await loggedIn;

      // A passkey on the same account: it signs in without the e-mail, the password or a code.
      const { cdp, authenticatorId } = await virtualAuthenticator(page);
      await page.goto('/security');
      const passkeys = page.getByRole('heading', { name: 'Passkeys' }).locator('..');
      await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
      await passkeys.getByLabel('Passkey name').fill('My phone');
      await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(passkeys.getByRole('status').filter({ hasText: 'Passkey “My phone” added.' })).toBeVisible();
      expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
      await page.request.post('/api/v1/users/logout');
      await page.goto('/login');
      const withPasskey = toastShown(page, 'User Logged In!');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await withPasskey;
      await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toHaveCount(0);
      const me = await page.request.get('/api/v1/users/get-user');
      expect((await me.json()).data).toMatchObject({ email: data.email, emailVerified: true });
    });

    test('the Security screen lists the devices and signs one out; a password change refuses a weak one under its field, then signs out every other device', async ({
      page,
      browser,
      baseURL,
    }) => {
      const user = await createUser(page, 'freelancer');
      await logInAs(page, user);
      const other = await browser.newContext({ baseURL });
      expect(
        (
          await other.request.post('/api/v1/users/login', { data: { email: user.email, password: user.password } })
        ).status(),
      ).toBe(200);

      // While the sessions and passkeys are on their way, each card says so, as a status a screen
      // reader announces (an unnamed box with a label was an axe violation), and nothing else is wrong.
      let answer = () => {};
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route(/\/api\/v1\/users\/(sessions|passkeys)$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/userprofile');
      await page.getByRole('link', { name: 'Security' }).click();
      await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading sessions' })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading passkeys' })).toBeVisible();
      await shootHere(page, `security-loading-${width}`);
      answer();
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await page.unrouteAll();
      await expect(page.getByText(`${user.email}: verified`)).toBeVisible();
      const sessions = page.getByRole('list', { name: 'Sessions' });
      await expect(sessions.getByRole('listitem')).toHaveCount(2);
      await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
      await shootHere(page, `security-sessions-${width}`);
      await sessions.getByRole('button', { name: /^Sign out / }).click();
      await expect(page.getByText('That session was signed out.')).toBeVisible();
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      expect((await other.request.get('/api/v1/users/get-user')).status()).toBe(401);
      expect(
        (
          await other.request.post('/api/v1/users/login', { data: { email: user.email, password: user.password } })
        ).status(),
      ).toBe(200);
      await page.reload();
      await expect(sessions.getByRole('listitem')).toHaveCount(2);

      await page.getByLabel('Current password').fill(user.password);
      await page.getByLabel('New password').fill('password123');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(/Choose a stronger password\. This is a commonly used password\./)).toBeVisible();
      await shootHere(page, `security-weak-password-${width}`);

      await page.getByLabel('New password').fill('violet canyon ladder 42');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Your password was changed. Every other device was signed out.' }),
      ).toBeVisible();
      expect((await other.request.get('/api/v1/users/get-user')).status()).toBe(401);
      expect((await page.request.get('/api/v1/users/get-user')).status()).toBe(200);
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      await other.close();
    });
  });
}
