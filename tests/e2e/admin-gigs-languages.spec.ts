import type { Browser, Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@shared/i18n/locales';
import { ADMIN_ENGLISH, LANGUAGES, type Language } from './admin-gigs-languages-words';
import { expect, logInAsAdmin, personIn, test, toastShown } from './fixtures';
import { png } from './gig-helpers';
import { englishWordsIn, readsInLanguage } from './language-checks';

/** The gig form's and My Gigs' English. */
const GIGS_ENGLISH = [
  'Gigs',
  'Add New Gig',
  'You have no gigs yet',
  'Use Add New Gig',
  'Title',
  'Category',
  'Choose a category',
  'Cover Image',
  'Upload Images',
  'Up to',
  'Description',
  'Service Title',
  'Short Description',
  'Delivery Time',
  'Revision Number',
  'Price',
  'Add Features',
  'Add',
  'Packages',
  'Basic package',
  'Offer a',
  'Standard',
  'name',
  'days',
  'revisions',
  'features',
  'One per line',
  'Paid add-ons',
  'Add an extra',
  'Extra 1',
  'Requirement questions',
  'Asked after payment',
  'Question 1',
  'Free text',
  'Multiple choice',
  'File upload',
  'must be answered',
  'Add a question',
  'Create',
  'is required',
  'must be at least',
  'Edit Gig',
  'Leave empty',
  'Current cover',
  'Save changes',
  'Image',
  'Views',
  'Orders',
  'Earnings',
  'Paused',
  'Edit',
  'Pause',
  'Resume',
];

/**
 * Issue 33: the admin console and the gig form with My Gigs in Spanish and in Arabic, at a
 * phone's and a desktop's width. An administrator reads the overview and its chart, finds a
 * member, suspends them (the reason's field message in the language) and reinstates them, reads
 * it in the audit log, then opens reports, hidden content and rates. A freelancer opens My Gigs,
 * sends the empty gig form (its field messages in the language), fills it with a package, an
 * extra and a question, creates the gig, edits it and pauses it. Each screen: the language and
 * direction, no sideways scroll, none of the screen's English left (people's words aside), axe
 * clean, a screenshot.
 */
const shotOf = (page: Page, lang: Language, name: string) =>
  `admin-gigs-${lang.locale}-${name}-${page.viewportSize()?.width}`;

/** The administrator reads the console in `locale` by the `lang` cookie: their saved language stays untouched. */
async function adminIn(page: Page, lang: Language, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await logInAsAdmin(page);
  const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: lang.locale, url: origin }]);
}

/** A freelancer whose account reads `locale` (saved, as the footer's switcher saves it). */
async function freelancerIn(browser: Browser, lang: Language, width: number) {
  const person = await personIn(browser, undefined, 'freelancer', lang.freelancer, width);
  const saved = await person.page.request.put('/api/v1/users/update-profile', {
    data: { fullName: lang.freelancer, locale: lang.locale },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return person;
}

for (const lang of LANGUAGES)
  for (const width of [375, 1280]) {
    test(`${lang.locale} at ${width} px: an administrator reads the console, suspends and reinstates a member`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const looksRight = (name: string, scope = page.locator('main')) =>
        readsInLanguage(page, lang, shotOf(page, lang, name), ADMIN_ENGLISH, scope);
      const main = page.locator('main');
      // Named apart from the other width's journey, which shares the log.
      const name = `${lang.member} ${width}`;
      const member = await personIn(browser, undefined, 'freelancer', name);
      await adminIn(page, lang, width);

      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: lang.overview })).toBeVisible();
      const nav = page.getByRole('navigation', { name: lang.console });
      await expect(page.getByRole('listitem').filter({ hasText: lang.newUsers })).toContainText(/\d/);
      await expect(page.getByRole('img', { name: lang.ordersChart })).toBeVisible();
      await looksRight('overview');

      // Users: find the member, refuse a suspension without a reason, suspend, reinstate.
      await nav.getByRole('link', { name: lang.users }).click();
      await page.getByRole('searchbox', { name: lang.searchUsers }).fill(member.user.email);
      await page.getByRole('button', { name: lang.search, exact: true }).click();
      const row = page.getByRole('row').filter({ hasText: member.user.email });
      await expect(row).toContainText(lang.active);
      await looksRight('users');
      await row.getByRole('button', { name: lang.suspendName(name) }).click();
      const dialog = page.getByRole('dialog', { name: lang.suspendName(name) });
      await dialog.getByRole('button', { name: lang.suspendAccount }).click();
      await expect(dialog.getByText(lang.giveReason)).toBeVisible();
      await looksRight('suspend-dialog', dialog);
      await dialog.getByRole('textbox', { name: lang.reasonLabel }).fill(lang.reason);
      const told = toastShown(page, lang.suspendedToast(name));
      await dialog.getByRole('button', { name: lang.suspendAccount }).click();
      await told;
      await expect(row).toContainText(lang.suspended);
      await expect(row).toContainText(lang.reason);
      await row.getByRole('button', { name: lang.unsuspendName(name) }).click();
      await expect(row).toContainText(lang.active);

      // The audit log: the suspension in words of the language (other journeys' lines share it).
      await nav.getByRole('link', { name: lang.audit }).click();
      await expect(page.getByRole('heading', { level: 1, name: lang.audit })).toBeVisible();
      const lines = page.getByRole('row').filter({ hasText: name });
      const line = lines.filter({ hasText: lang.suspendedAction });
      await expect(line).toContainText(lang.reason);
      // Lifted without a typed reason: the reason Workify wrote, in the language.
      await expect(lines.filter({ hasText: lang.liftedAction })).toContainText(lang.liftedReason);
      expect(englishWordsIn(ADMIN_ENGLISH, await lines.first().innerText())).toEqual([]);
      for (const chrome of [main.getByRole('search'), main.locator('thead'), main.locator('h1 + p')])
        expect(englishWordsIn(ADMIN_ENGLISH, await chrome.innerText())).toEqual([]);
      await looksRight('audit', line);

      // Reports and hidden content list other journeys' reports (their words): the screens' own words here.
      await nav.getByRole('link', { name: lang.reports }).click();
      await expect(page.getByRole('heading', { level: 1, name: lang.reports })).toBeVisible();
      await expect(page.getByRole('tab', { name: lang.openTab })).toHaveAttribute('aria-selected', 'true');
      await looksRight('reports', page.getByRole('tablist'));
      await nav.getByRole('link', { name: lang.hidden }).click();
      await expect(page.getByRole('heading', { level: 1, name: lang.hidden })).toBeVisible();
      await looksRight('hidden', main.locator('div:has(> h1) + p'));
      await nav.getByRole('link', { name: lang.rates }).click();
      await expect(page.getByRole('heading', { level: 1, name: lang.rates })).toBeVisible();
      await looksRight('rates');
      await member.close();
    });

    test(`${lang.locale} at ${width} px: a freelancer adds a gig with a package, an extra and a question, edits and pauses it`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const freelancer = await freelancerIn(browser, lang, width);
      const page = freelancer.page;
      const looksRight = (name: string) => readsInLanguage(page, lang, shotOf(page, lang, name), GIGS_ENGLISH);

      await page.goto('/mygigs');
      await expect(page.getByRole('heading', { level: 1, name: lang.myGigs })).toBeVisible();
      await expect(page.getByText(lang.noGigs)).toBeVisible();
      await looksRight('my-gigs-empty');

      // The empty form: its field messages in the language (a price's amount by its pattern).
      await page.getByRole('link', { name: lang.addGig }).click();
      await expect(page.getByRole('heading', { level: 1, name: lang.addGig })).toBeVisible();
      await page.getByRole('button', { name: lang.create, exact: true }).click();
      await expect(page.getByText(lang.titleRequired, { exact: true })).toBeVisible();
      await expect(page.getByText(lang.priceMin, { exact: true })).toBeVisible();
      await page.getByLabel(lang.offerStandard).check();
      await page.getByRole('button', { name: lang.addExtra }).click();
      await page.getByRole('button', { name: lang.addQuestion }).click();
      await page.getByLabel(lang.questionKind).selectOption('choice');
      await looksRight('gig-form-errors');

      await page.getByLabel(lang.title, { exact: true }).fill(lang.gigTitle);
      await page.getByLabel(lang.category, { exact: true }).selectOption('music');
      await page.getByLabel(lang.cover).setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: await png() });
      await page.getByLabel(lang.description, { exact: true }).fill(lang.gigTitle);
      await page.getByLabel(lang.serviceTitle, { exact: true }).fill(lang.gigTitle);
      await page.getByLabel(lang.shortDescription, { exact: true }).fill(lang.gigTitle);
      await page.getByLabel(lang.deliveryTime).fill('3');
      await page.getByLabel(lang.revisionNumber).fill('1');
      await page.getByLabel(lang.price, { exact: true }).fill('40');
      await page.getByLabel(lang.standardDescription).fill(lang.gigTitle);
      await page.getByLabel(lang.standardPrice).fill('60');
      await page.getByLabel(lang.standardDays).fill('2');
      await page.getByLabel(lang.standardRevisions).fill('2');
      await page.getByLabel(lang.extraTitle).fill(lang.gigTitle);
      await page.getByLabel(lang.extraPrice).fill('10');
      await page.getByLabel(lang.question, { exact: true }).fill(lang.gigTitle);
      await page.getByLabel(lang.options).fill('A\nB');
      const created = toastShown(page, lang.created);
      await page.getByRole('button', { name: lang.create, exact: true }).click();
      await created;

      // My Gigs with the gig, then its edit form, then paused.
      await page.waitForURL('**/mygigs');
      await expect(page.getByRole('link', { name: lang.gigTitle, exact: true })).toBeVisible();
      await looksRight('my-gigs');
      await page.getByRole('link', { name: lang.editName(lang.gigTitle) }).click();
      await expect(page.getByRole('heading', { level: 1, name: lang.editGig })).toBeVisible();
      await expect(page.getByText(lang.keepCover)).toBeVisible();
      await expect(page.getByLabel(lang.standardPrice)).toHaveValue('60');
      await looksRight('gig-edit');
      const updated = toastShown(page, lang.updated);
      await page.getByRole('button', { name: lang.save }).click();
      await updated;
      await page.waitForURL('**/mygigs');
      await page.getByRole('button', { name: lang.pauseName(lang.gigTitle) }).click();
      await expect(page.getByRole('row').filter({ hasText: lang.gigTitle })).toContainText(lang.paused);
      await looksRight('my-gigs-paused');
      await freelancer.close();
    });
  }
