import { expect, logInAsAdmin, personIn, shoot, test } from './fixtures';

test.describe('admin console', () => {
  test('an administrator reads the overview, finds a member, suspends and reinstates them, and reads it in the audit log', async ({
    page,
    browser,
    baseURL,
  }) => {
    const member = await personIn(browser, baseURL, 'freelancer', 'Mallory Member');
    await logInAsAdmin(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Admin', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    const console = page.getByRole('navigation', { name: 'Admin console' });
    for (const section of ['Overview', 'Users', 'Reports', 'Disputes', 'Hidden content', 'Audit log'])
      await expect(console.getByRole('link', { name: section })).toBeVisible();
    const newUsers = page.getByRole('listitem').filter({ hasText: 'New users' });
    await expect(newUsers).toContainText(/New users\s*[1-9]\d*/);
    await expect(page.getByRole('img', { name: /^Orders paid per day/ })).toBeVisible();

    await console.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(member.user.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: /Mallory Member/ });
    await expect(row).toContainText(member.user.email);
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: 'Suspend Mallory Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend Mallory Member' });
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await expect(dialog.getByText('Give a reason')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Asked buyers to pay outside Workify');
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Suspended');
    await expect(row).toContainText('Asked buyers to pay outside Workify');
    // The member's open session ends at once.
    expect((await member.page.request.get('/api/v1/users/get-user')).status()).toBe(401);

    await row.getByRole('button', { name: 'Unsuspend Mallory Member' }).click();
    await expect(row).toContainText('Active');

    await console.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    const suspended = page.getByRole('row', { name: /Suspended an account/ }).first();
    await expect(suspended).toContainText('Ada Admin');
    await expect(suspended).toContainText('Asked buyers to pay outside Workify');
    await expect(page.getByRole('row', { name: /Lifted a suspension/ }).first()).toBeVisible();
    await expect(page.getByRole('row', { name: /Created an administrator/ })).toContainText('Workify');
    await member.close();
  });

  test('a member who is not an administrator is refused the console and has no Admin link', async ({
    page,
    signIn,
  }) => {
    await signIn('client');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText('The admin console is for Workify administrators only.')).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  });
});

test.describe('blocking', () => {
  test('a client blocks a freelancer from their profile: the freelancer cannot message them, until unblocked from the thread', async ({
    browser,
    baseURL,
  }) => {
    const clara = await personIn(browser, baseURL, 'client', 'Clara Blocker');
    const fred = await personIn(browser, baseURL, 'freelancer', 'Fred Blocked');
    const started = await clara.page.request.post('/api/v1/conversations', { data: { to: fred.user.id } });
    const conversationId = (await started.json()).id as string;

    await clara.page.goto(`/profile/${fred.user.id}`);
    await clara.page.getByRole('button', { name: 'Block Fred Blocked' }).click();
    await expect(clara.page.getByText('You blocked Fred Blocked.')).toBeVisible();
    await expect(clara.page.getByRole('button', { name: 'Unblock Fred Blocked' })).toBeVisible();

    await fred.page.goto(`/message/${conversationId}`);
    const box = fred.page.getByRole('textbox', { name: 'Message' });
    await box.fill('Why did you stop answering?');
    await fred.page.getByRole('button', { name: 'Send' }).click();
    await expect(fred.page.getByRole('alert').filter({ hasText: 'You cannot message this user.' })).toBeVisible();
    // The text stays in the box; nothing reached the thread.
    await expect(box).toHaveValue('Why did you stop answering?');

    await clara.page.goto(`/message/${conversationId}`);
    await clara.page.getByRole('button', { name: 'More actions' }).click();
    await clara.page.getByRole('button', { name: 'Unblock Fred Blocked' }).click();
    await expect(clara.page.getByText('You unblocked Fred Blocked.')).toBeVisible();

    await fred.page.getByRole('button', { name: 'Send' }).click();
    await expect(
      fred.page.getByRole('list', { name: 'Messages' }).getByText('Why did you stop answering?'),
    ).toBeVisible();
    await clara.close();
    await fred.close();
  });

  test('an offer made before a block: the client who blocked sees why it cannot be paid, and can still decline; unblocking gives Pay back', async ({
    browser,
    baseURL,
  }) => {
    const cleo = await personIn(browser, baseURL, 'client', 'Cleo Blocker');
    const finn = await personIn(browser, baseURL, 'freelancer', 'Finn Offered');
    const started = await cleo.page.request.post('/api/v1/conversations', { data: { to: finn.user.id } });
    const conversationId = (await started.json()).id as string;
    const terms = {
      conversationId,
      title: 'Menu redesign',
      description: 'Two pages.',
      price: 70,
      deliveryDays: 3,
      revisions: 1,
    };
    const made = await finn.page.request.post('/api/v1/offers', { data: terms });
    expect(made.status()).toBe(201);
    const offerId = (await made.json()).data._id as string;

    expect((await cleo.page.request.post(`/api/v1/users/${finn.user.id}/block`)).status()).toBe(200);
    await cleo.page.goto(`/offers/${offerId}`);
    await expect(cleo.page.getByText('You blocked this user. Unblock them to go ahead with this offer.')).toBeVisible();
    await expect(cleo.page.getByRole('link', { name: 'Accept and pay $70' })).toHaveCount(0);
    await expect(cleo.page.getByRole('button', { name: 'Decline' })).toBeVisible();
    await shoot(cleo.page, 'offer-on-hold');

    expect((await cleo.page.request.delete(`/api/v1/users/${finn.user.id}/block`)).status()).toBe(200);
    await cleo.page.reload();
    await expect(cleo.page.getByRole('link', { name: 'Accept and pay $70' })).toBeVisible();
    await expect(cleo.page.getByText('You blocked this user.')).toHaveCount(0);
    await cleo.close();
    await finn.close();
  });
});
