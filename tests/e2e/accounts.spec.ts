import { createUser, expect, logInAs, newUserData, outbox, test, toastShown } from './fixtures';

test.describe('accounts', () => {
  test('a freelancer signs up, logs in, sees the freelancer header and logs out', async ({ page }) => {
    const data = newUserData('freelancer');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create new account' })).toBeVisible();
    await expect(page.getByLabel('Profession')).toBeDisabled();
    await page.getByRole('switch', { name: 'Become a Freelancer' }).click();
    await page.getByLabel('Full name').fill(data.fullName);
    await page.getByLabel('Username').fill(data.username);
    await page.getByLabel('Email').fill(data.email);
    await page.getByLabel('Password').fill(data.password);
    await page.getByLabel('Profession').selectOption('Data Scientist');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Successefully Registered!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible(); // the screen has come (its chunk may load after the URL)

    await page.getByLabel('Email').fill(data.email.toUpperCase());
    await page.getByLabel('Password').fill(data.password);
    const loggedIn = toastShown(page, 'User Logged In!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await loggedIn;
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: 'My Application' })).toBeVisible();
    await expect(page.getByPlaceholder('Search Jobs').first()).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('isLoggedIn'), localStorage.getItem('isClient')])).toEqual([
      'true',
      'false',
    ]);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('link', { name: 'MyGigs' })).toBeVisible();
    const loggedOut = toastShown(page, 'User logged Out!');
    await page.getByRole('button', { name: 'Logout' }).click();
    await loggedOut;
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Find Jobs' })).toBeVisible();
  });

  test('a taken username is marked under its field (no toast over it); a client sees the client header', async ({
    page,
  }) => {
    const existing = await createUser(page, 'client');
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('Username').fill(existing.username);
    await page.getByLabel('Email').fill(`new_${existing.email}`);
    await page.getByLabel('Password').fill('another password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('This username is already taken')).toBeVisible();
    await expect(page.getByText('Error: Username or Gmail already taken. Please choose another.')).toHaveCount(0);

    await logInAs(page, existing);
    await page.goto('/dashboard');
    await expect(page.getByText('You are a client')).toBeVisible();
    for (const name of ['My Post', 'Applications', 'Create'])
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByPlaceholder('Search For Gigs').first()).toBeVisible();
  });

  test('login refuses bad input and wrong passwords', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email address must be a valid address')).toBeVisible();
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid user credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('guards: protected routes send guests to /login, guest routes send users to /dashboard', async ({ page }) => {
    await page.goto('/userprofile');
    await expect(page).toHaveURL(/\/login\?next=%2Fuserprofile$/); // back there after signing in
    await page.goto('/messages');
    await expect(page).toHaveURL(/\/login\?next=%2Fmessages$/);
    const user = await createUser(page, 'client');
    await logInAs(page, user);
    for (const path of ['/', '/login', '/signup']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('a forgotten password is reset through the mailed link, once', async ({ page }) => {
    const user = await createUser(page, 'freelancer');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/login\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible(); // not the login form's Email
    await page.getByLabel('Email').fill(user.email);
    const linkSent = toastShown(page, 'Check your email for reset link');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await linkSent;

    // The mail is sent after the answer: wait for it to land in the outbox.
    // (The sign-up's verification mail went to the same address first.)
    const resetMail = () => outbox().find((m) => m.includes(user.email) && m.includes('/resetpassword/'));
    await expect.poll(() => Boolean(resetMail())).toBe(true);
    const mail = resetMail();
    const link = mail?.match(/https?:\/\/\S+\/resetpassword\/[\w-]+/)?.[0];
    expect(link, 'reset mail with a link').toBeTruthy();
    const resetPath = new URL(link!).pathname;
    await page.goto(resetPath);
    await page.getByLabel('New Password').fill('brand new password');
    const reset = toastShown(page, 'Password reset successfully');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await reset;
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('brand new password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/logout'));
    await page.getByRole('button', { name: 'Logout' }).click();
    // Signed out for real before the link is opened again (the old page's sign-out must not race it).
    expect((await loggedOut).ok()).toBe(true);
    await page.goto(resetPath);
    await page.getByLabel('New Password').fill('third password!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(/invalid or has expired/)).toBeVisible();
  });

  test('a user deletes their account with their password', async ({ page }) => {
    const user = await createUser(page, 'client');
    await logInAs(page, user);
    await page.goto('/userprofile');
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete your account?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('heading', { name: 'Delete My Account!' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    // SPEC's toast, and the same words under the field itself.
    await expect(page.locator('.Toastify').getByText('Please enter your password')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Please enter your password');
    await page.getByPlaceholder('Enter your password').fill('wrong password');
    const refusedToast = toastShown(page, 'Error deleting account');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await refusedToast;
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Incorrect password');
    await page.getByPlaceholder('Enter your password').fill(user.password);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Account deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const again = await page.request.post('/api/v1/users/login', {
      data: { email: user.email, password: user.password },
    });
    expect(again.status()).toBe(401);
  });

  test('a freelancer signed up without a profession (as the original client can) is asked for it until it is set', async ({
    page,
  }) => {
    const data = newUserData('freelancer');
    const res = await page.request.post('/api/v1/users/register', {
      multipart: {
        fullName: data.fullName,
        username: data.username,
        email: data.email,
        password: data.password,
        isClient: 'false',
        profession: '',
      },
    });
    expect(res.status()).toBe(201);
    await logInAs(page, { ...data, id: (await res.json()).data._id });
    await page.goto('/dashboard');
    const notice = page.getByRole('note').filter({ hasText: 'Add your profession so clients can find you.' });
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: 'Choose a profession' }).click();
    await expect(page).toHaveURL(/\/updateprofile$/);
    await expect(
      page.getByRole('note').filter({ hasText: 'Add your profession so clients can find you.' }),
    ).toBeVisible();
    await page.getByLabel('Profession').selectOption('Data Scientist');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/userprofile$/);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByText('Add your profession so clients can find you.')).toHaveCount(0);
  });
});
