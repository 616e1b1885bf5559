import type { Page } from '@playwright/test';
import { apiGig } from './gig-helpers';
import { axe, createUser, expect, logInAs, logInAsAdmin, outbox, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The open dialog or screen has nothing serious or critical for axe (tests/e2e/a11y.spec.ts does the other screens). */
async function expectAccessible(page: Page) {
  const result = await axe(page, {}, { seriousOnly: true }).analyze();
  expect(
    result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
}

test.describe('reports and moderation', () => {
  // Three people in three browser contexts, two axe scans: longer than the default under a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test('a user reports a gig; the admin hides it from the queue; it leaves lists and search; its seller sees why', async ({
    page,
    browser,
    signIn,
  }) => {
    const word = `Zorblex${unique()}`;
    const title = `${word} logo design`;
    const sellerContext = await browser.newContext();
    const sellerPage = await sellerContext.newPage();
    const seller = await createUser(sellerPage, 'freelancer', 'Sid Seller');
    await logInAs(sellerPage, seller);
    const gigId = await apiGig(sellerPage.request, { title, category: 'music' });

    // The reporter finds the gig and reports it.
    await signIn('client', 'Rita Reporter');
    await page.goto(`/gigs?search=${word}`);
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Report this gig' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this gig' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Choose a reason')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Asking to pay outside Workify').check();
    await dialog.getByLabel('Details (optional)').fill('The seller asked me to pay by bank transfer instead.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText(/^Report received/)).toBeVisible();
    await expect(dialog).toBeHidden();
    // A second report of the same gig is said to be one already.
    await page.getByRole('button', { name: 'Report this gig' }).click();
    await dialog.getByLabel('Spam').check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('You already reported this')).toBeVisible();

    // The admin hides it from the queue, with the reason the seller will read.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await logInAsAdmin(admin);
    await admin.goto('/admin/reports');
    const card = admin.getByRole('article', { name: `Gig: ${title}` });
    await expect(card.getByText('Asking to pay outside Workify', { exact: true })).toBeVisible();
    await expect(card.getByText('The seller asked me to pay by bank transfer instead.')).toBeVisible();
    await expectAccessible(admin);
    await card.getByRole('button', { name: `Hide ${title}` }).click();
    const decision = admin.getByRole('dialog', { name: 'Hide this gig?' });
    await decision.getByRole('button', { name: 'Hide' }).click();
    await expect(decision.getByText(/Give a reason/)).toBeVisible();
    await decision.getByLabel('Reason').fill('Asks buyers to pay outside Workify');
    await decision.getByRole('button', { name: 'Hide' }).click();
    await expect(admin.getByText('Content hidden')).toBeVisible();
    await expect(admin.getByRole('link', { name: title })).toBeHidden();
    await admin.goto('/admin/hidden');
    await expect(admin.getByRole('link', { name: title })).toBeVisible();
    await expectAccessible(admin);

    // Gone from lists, search and its page for everyone else.
    await page.goto(`/gigs?search=${word}`);
    await expect(page.getByText('No gigs found')).toBeVisible();
    await page.goto('/gigs?category=music');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await page.goto(`/gig/${gigId}`);
    await expect(page.getByText('This gig does not exist or was removed.')).toBeVisible();

    // Its seller sees it, with the reason, on its page and in My Gigs, and got the mail.
    await sellerPage.goto(`/gig/${gigId}`);
    await expect(sellerPage.getByText('Hidden by Workify: Asks buyers to pay outside Workify')).toBeVisible();
    await sellerPage.goto('/mygigs');
    await expect(
      sellerPage.getByRole('row', { name: new RegExp(word) }).getByText('Hidden', { exact: true }),
    ).toBeVisible();
    expect(
      outbox().some(
        (m) => m.includes(`To: ${seller.email}`) && m.includes('Reason: Asks buyers to pay outside Workify'),
      ),
    ).toBe(true);
    await sellerContext.close();
    await adminContext.close();
  });

  test('the admin suspends an account from the queue; its open session is refused at once and login says it is suspended', async ({
    page,
    browser,
  }) => {
    const victim = await createUser(page, 'freelancer', `Vic Suspended ${unique()}`);
    await logInAs(page, victim);
    await page.goto('/dashboard');
    await expect(page.getByText(victim.fullName).first()).toBeVisible();

    // Someone reports the profile (set up through the API: the Report dialog has its own journey).
    const reporterContext = await browser.newContext();
    const reporter = await reporterContext.newPage();
    await logInAs(reporter, await createUser(reporter, 'client'));
    expect(
      (
        await reporter.request.post('/api/v1/reports', {
          data: { targetType: 'user', targetId: victim.id, reason: 'fraud', details: 'Fake reviews' },
        })
      ).status(),
    ).toBe(201);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await logInAsAdmin(admin);
    await admin.goto('/admin/reports');
    await admin.getByRole('button', { name: `Suspend the account of ${victim.fullName}` }).click();
    const decision = admin.getByRole('dialog', { name: `Suspend ${victim.fullName}?` });
    await decision.getByLabel('Reason').fill('Fake reviews and scam payments');
    await decision.getByRole('button', { name: 'Suspend account' }).click();
    await expect(admin.getByText('Account suspended')).toBeVisible();

    // The victim's next navigation lands on the login page, and signing in again is refused clearly.
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
    await page.getByLabel('Email').fill(victim.email);
    await page.getByLabel('Password').fill(victim.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('This account is suspended')).toBeVisible();
    await reporterContext.close();
    await adminContext.close();
  });
});
