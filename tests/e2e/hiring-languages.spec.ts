import { formatMoney } from '@shared/money';
import { speaker } from './disputes-languages-words';
import { expect, test } from './fixtures';
import { apiGig, paidOrder, webShopApplication } from './gig-helpers';
import { LANGUAGES, looksRight } from './hiring-languages-words';

/**
 * Issue 33: hiring, messaging and money in Spanish and in Arabic, at a phone's and a desktop's
 * width. A freelancer applies to a client's post; the freelancer reads their applications, the
 * client the applications received and the application itself, sends an offer from it, and
 * both read the offer (the freelancer accepts it); the client messages the freelancer and both
 * read the conversation. Then a client's payments and a freelancer's earnings. Every screen:
 * headings, labels and statuses in the language, Arabic right to left, axe clean, no sideways
 * scroll, none of the screens' English words; people's words stay as they wrote them.
 */
for (const lang of LANGUAGES)
  for (const width of [375, 1280])
    test(`${lang.locale} at ${width} px: an application, an offer read from both sides, and a conversation`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const freelancer = await speaker(browser, 'freelancer', lang.freelancer, width, lang.locale);
      const client = await speaker(browser, 'client', lang.client, width, lang.locale);
      const { title } = await webShopApplication(client.page.request, freelancer.page.request);
      const [mine, theirs] = [freelancer.page, client.page];

      // The freelancer's applications.
      await mine.goto('/myapplication');
      await expect(mine.getByRole('heading', { level: 1, name: lang.myApplications })).toBeVisible();
      await expect(mine.getByRole('link', { name: title })).toBeVisible();
      await looksRight(mine, lang, 'my-applications');

      // The client's applications received, then the application.
      await theirs.goto('/applications');
      await expect(theirs.getByRole('heading', { level: 1, name: lang.applications })).toBeVisible();
      await looksRight(theirs, lang, 'applications');
      await theirs.getByRole('link', { name: lang.details }).click();
      await expect(theirs.getByRole('heading', { name: lang.coverLetter })).toBeVisible();
      await expect(theirs.getByRole('heading', { name: lang.trackRecord })).toBeVisible();
      await expect(theirs.getByRole('heading', { name: lang.hire })).toBeVisible();
      await looksRight(theirs, lang, 'application');
      const applicationUrl = theirs.url();

      // The client sends an offer from it, prefilled from the post.
      await theirs.getByRole('button', { name: lang.sendOffer }).click();
      const form = theirs.getByRole('form', { name: lang.offerForm });
      await expect(form.getByLabel(lang.scope)).toHaveValue(/A web shop in three steps\./);
      await expect(form.getByLabel(lang.price)).toHaveValue('50');
      await looksRight(theirs, lang, 'offer-form');
      await form.getByRole('button', { name: lang.sendOffer }).click();
      const card = theirs.getByRole('article', { name: lang.offerCard(title) });
      await expect(card.getByText(lang.pending, { exact: true })).toBeVisible();
      const offerPath = await card.getByRole('link', { name: title }).getAttribute('href');

      // The offer from the client's side: pending, waiting for the freelancer.
      await theirs.goto(offerPath!);
      await expect(theirs.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(theirs.locator('main')).toContainText(lang.waiting);
      await expect(theirs.locator('main')).toContainText(formatMoney(50, 'units', lang.locale));
      await looksRight(theirs, lang, 'offer-client');

      // From the freelancer's side: Accept or Decline; accepted, it waits for the client's payment.
      await mine.goto(offerPath!);
      await expect(mine.getByRole('button', { name: lang.decline, exact: true })).toBeVisible();
      await looksRight(mine, lang, 'offer-freelancer');
      await mine.getByRole('button', { name: lang.accept, exact: true }).click();
      await expect(mine.locator('main').getByText(lang.accepted, { exact: true })).toBeVisible();
      await looksRight(mine, lang, 'offer-accepted');
      await theirs.reload();
      await expect(theirs.getByRole('link', { name: new RegExp(`^${lang.pay}`) })).toBeVisible();
      await looksRight(theirs, lang, 'offer-to-pay');

      // The client messages the freelancer from the application; both read the conversation.
      await theirs.goto(applicationUrl);
      await theirs.getByRole('button', { name: lang.message, exact: true }).click();
      await theirs.waitForURL('**/message/**');
      await theirs.getByRole('textbox', { name: lang.composer }).fill(lang.messageText);
      await theirs.getByRole('button', { name: lang.send, exact: true }).click();
      const thread = theirs.getByRole('list', { name: lang.messages });
      await expect(thread).toContainText(lang.messageText);
      await looksRight(theirs, lang, 'thread-client');
      await mine.goto('/messages');
      await expect(mine.getByRole('heading', { level: 1, name: lang.messages })).toBeVisible();
      await expect(mine.locator('main')).toContainText(lang.messageText);
      await looksRight(mine, lang, 'inbox');
      await mine.goto(theirs.url().replace(/^.*(\/message\/)/, '$1'));
      await expect(mine.getByRole('region', { name: lang.history })).toContainText(lang.messageText);
      await looksRight(mine, lang, 'thread-freelancer');
      await Promise.all([client.close(), freelancer.close()]);
    });

for (const lang of LANGUAGES)
  for (const width of [375, 1280])
    test(`${lang.locale} at ${width} px: a client's payments and a freelancer's earnings`, async ({ browser }) => {
      test.setTimeout(90_000);
      const freelancer = await speaker(browser, 'freelancer', lang.freelancer, width, lang.locale);
      const client = await speaker(browser, 'client', lang.client, width, lang.locale);
      const title = `Logo ${Date.now().toString(36)}`;
      const gigId = await apiGig(freelancer.page.request, { title, price: 40 });
      await paidOrder(client.page.request, gigId);
      const amount = formatMoney(4000, 'minor', lang.locale);

      // The client's payments: the order, where its money is, the amount and its receipt.
      const page = client.page;
      await page.goto('/payments');
      await expect(page.getByRole('heading', { level: 1, name: lang.payments })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toContainText(lang.held);
      await expect(row).toContainText(amount);
      await expect(row.getByRole('link', { name: lang.receipt })).toBeVisible();
      await looksRight(page, lang, 'payments');

      // The freelancer's earnings: the balances, the payout account form, the movement.
      const seller = freelancer.page;
      await seller.goto('/earnings');
      await expect(seller.getByRole('heading', { level: 1, name: lang.earnings })).toBeVisible();
      await expect(seller.getByText(lang.inProgress, { exact: true })).toBeVisible();
      await expect(seller.getByTestId('balance-in-progress')).toHaveText(amount);
      await expect(seller.getByRole('heading', { name: lang.payoutAccount })).toBeVisible();
      await expect(seller.getByRole('heading', { name: lang.transactions })).toBeVisible();
      await expect(seller.getByRole('row').filter({ hasText: title })).toContainText(lang.paymentHeld);
      await looksRight(seller, lang, 'earnings');
      await Promise.all([client.close(), freelancer.close()]);
    });
