import type { Page } from '@playwright/test';
import {
  createUser,
  type E2EUser,
  expect,
  logInAs,
  personIn,
  seriousViolations,
  shootHere,
  test,
  toastShown,
} from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const pdf = {
  name: 'cv.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

/** Someone signed in in a browser context of their own, at `width`. */
async function postJob(page: Page, title: string, budget = '100-200') {
  const res = await page.request.post('/api/v1/posts/createpost', {
    data: { title, description: 'A one-page site with a menu.', budget, category: 'Web Development', tags: 'React' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data._id as string;
}

async function apply(page: Page, postId: string) {
  const res = await page.request.post(`/api/v1/applications/createapplication/${postId}`, {
    multipart: { coverLetter: 'I build fast sites.', attachment: pdf },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data._id as string;
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an offer made in the conversation is for the post the freelancer applied to; paying it hires them', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const title = `Bakery site ${unique()}`;
      const client = await createUser(page, 'client', 'Cara Client');
      await logInAs(page, client);
      const postId = await postJob(page, title);
      const ann = await personIn(browser, baseURL, 'freelancer', 'Ann Applicant', width);
      const applicationId = await apply(ann.page, postId);
      expect(
        (
          await page.request.put(`/api/v1/applications/${applicationId}/status`, { data: { status: 'shortlisted' } })
        ).status(),
      ).toBe(200);
      const conversationId = (
        await (await page.request.post('/api/v1/conversations', { data: { to: ann.user.id } })).json()
      ).id as string;

      // The offer form in the thread asks which post, with Ann's application's post preselected.
      await page.goto(`/message/${conversationId}`);
      await page.getByRole('button', { name: 'Create offer' }).click();
      const which = page.getByLabel('For which job post?');
      await expect(which.locator('option:checked')).toHaveText(title);
      await expect(page.getByLabel('Title')).toHaveValue(title);
      await page.getByLabel('Scope of work').fill('The site as posted.');
      await page.getByLabel('Price ($)').fill('150');
      expect(await seriousViolations(page)).toEqual([]);
      await shootHere(page, `offer-for-post-${width}`);
      await page.getByRole('button', { name: 'Send offer' }).click();
      const card = page.getByRole('article', { name: `Offer: ${title}` });
      await expect(card.getByText('Pending')).toBeVisible();

      // Ann accepts, the client pays from the card.
      const offerId = (await (await ann.page.request.get('/api/v1/offers')).json()).data[0]._id as string;
      expect((await ann.page.request.post(`/api/v1/offers/${offerId}/accept`)).status()).toBe(200);
      await card.getByRole('link', { name: 'Pay $150' }).click();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiration').fill('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Pay now' }).click();
      await expect(page.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();

      // As an offer from the application page: Ann is hired, in the Hired tab, and the post is Hired.
      await page.goto('/applications?status=hired');
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Ann Applicant' }).getByText('Hired', { exact: true }),
      ).toBeVisible();
      await page.goto('/mypost');
      await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Hired')).toBeVisible();
      await ann.page.goto('/myapplication');
      await expect(
        ann.page.getByRole('listitem').filter({ hasText: title }).getByText('Hired', { exact: true }),
      ).toBeVisible();
    });

    test('deleting or completing an application asks first, naming what is lost; its badges never contradict', async ({
      page,
      browser,
      baseURL,
    }) => {
      const title = `Menu design ${unique()}`;
      const client = await createUser(page, 'client', 'Cara Client');
      await logInAs(page, client);
      const postId = await postJob(page, title);
      const ann = await personIn(browser, baseURL, 'freelancer', 'Ann Applicant', width);
      const bob = await personIn(browser, baseURL, 'freelancer', 'Bob Bidder', width);
      await apply(ann.page, postId);
      await apply(bob.page, postId);

      await page.goto('/applications');
      const annRow = page.getByRole('listitem').filter({ hasText: 'Ann Applicant' });
      const bobRow = page.getByRole('listitem').filter({ hasText: 'Bob Bidder' });
      await expect(annRow.getByText('Pending', { exact: true })).toBeVisible();

      // The trash icon opens a dialog; Cancel keeps the application.
      await annRow.getByRole('button', { name: "Delete Ann Applicant's application" }).click();
      const remove = page.getByRole('dialog', { name: "Delete Ann Applicant's application?" });
      await expect(remove).toContainText(`Their application to “${title}”`);
      await expect(remove).toContainText('This cannot be undone');
      expect(await seriousViolations(page)).toEqual([]);
      await shootHere(page, `confirm-delete-${width}`);
      await remove.getByRole('button', { name: 'Cancel' }).click();
      await expect(remove).toBeHidden();
      await expect(annRow).toBeVisible();
      await expect(bobRow).toBeVisible();

      // The check icon asks too; confirmed, the one badge reads Completed, never Pending beside it.
      await annRow.getByRole('button', { name: "Mark Ann Applicant's application completed" }).click();
      const complete = page.getByRole('dialog', { name: "Mark Ann Applicant's application completed?" });
      await expect(complete).toContainText('This cannot be undone');
      await complete.getByRole('button', { name: 'Mark completed' }).click();
      await expect(annRow.getByRole('img', { name: 'Completed' })).toBeVisible();
      await expect(annRow.getByText('Completed', { exact: true })).toBeVisible();
      await expect(annRow.getByText('Pending', { exact: true })).toHaveCount(0);
      await ann.page.goto('/myapplication');
      const mine = ann.page.getByRole('listitem').filter({ hasText: title });
      await expect(mine.getByText('Completed', { exact: true })).toBeVisible();
      await expect(mine.getByText('Pending', { exact: true })).toHaveCount(0);

      // Confirmed, the delete removes Bob's application only.
      await bobRow.getByRole('button', { name: "Delete Bob Bidder's application" }).click();
      const deleted = toastShown(page, 'Application deleted successfully!');
      await page
        .getByRole('dialog', { name: "Delete Bob Bidder's application?" })
        .getByRole('button', { name: 'Delete application' })
        .click();
      await deleted;
      await expect(bobRow).toHaveCount(0);
      await expect(annRow).toBeVisible();

      // The freelancer's own delete asks too.
      await mine.getByRole('button', { name: `Delete application: ${title}` }).click();
      const own = ann.page.getByRole('dialog', { name: `Delete your application to “${title}”?` });
      await expect(own).toContainText('This cannot be undone');
      await own.getByRole('button', { name: 'Cancel' }).click();
      await expect(mine).toBeVisible();
    });

    test("the applicant page shows the freelancer's rating, reviews, completed orders and portfolio, and links their profile", async ({
      page,
      browser,
      baseURL,
    }) => {
      const title = `Logo ${unique()}`;
      const client = await createUser(page, 'client', 'Cara Client');
      await logInAs(page, client);
      const postId = await postJob(page, title);
      const ann = await personIn(browser, baseURL, 'freelancer', 'Ann Applicant', width);
      for (const [name, url] of [
        ['Bakery shop', 'https://example.com/shop'],
        ['Café menu', 'https://example.com/menu'],
      ]) {
        expect(
          (await ann.page.request.post('/api/v1/project', { data: { title: name, projectUrl: url } })).status(),
        ).toBeLessThan(300);
      }
      const applicationId = await apply(ann.page, postId);

      await page.goto(`/applicantinfo/${applicationId}`);
      const record = page.getByRole('region', { name: 'Track record' });
      await expect(record.getByText('No ratings yet')).toBeVisible();
      await expect(record.getByText('Completed orders')).toBeVisible();
      await expect(
        record.getByRole('list', { name: 'Portfolio' }).getByRole('link', { name: 'Bakery shop' }),
      ).toHaveAttribute('href', 'https://example.com/shop');
      await expect(record.getByRole('link', { name: 'Café menu' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shootHere(page, `applicant-record-${width}`);
      await record.getByRole('link', { name: "View Ann Applicant's profile" }).click();
      await expect(page).toHaveURL(new RegExp(`/profile/${ann.user.id}$`));
    });

    test('job search results carry the bookmark button, as the dashboard does', async ({ page }) => {
      const tag = `Pastry${unique()}`;
      const client = await createUser(page, 'client');
      await logInAs(page, client);
      const title = `Cake shop site ${tag}`;
      await postJob(page, title);
      const freelancer: E2EUser = await createUser(page, 'freelancer');
      await logInAs(page, freelancer);
      await page.goto(`/search/${tag}`);
      const bookmark = page.getByRole('button', { name: `Bookmark: ${title}` });
      await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
      expect(await seriousViolations(page)).toEqual([]);
      await bookmark.click();
      await expect(page.getByText('Post bookmarked!')).toBeVisible();
      await expect(page.getByRole('button', { name: `Remove bookmark: ${title}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.goto('/dashboard');
      await page.getByRole('tab', { name: 'Bookmarked' }).click();
      await expect(page.getByRole('link', { name: title })).toBeVisible();
    });

    test('a post takes a budget past $1,000 with its amount, and its owner edits it while open', async ({ page }) => {
      const title = `Shop rebuild ${unique()}`;
      const client = await createUser(page, 'client', 'Cara Client');
      await logInAs(page, client);
      await page.goto('/createpost');
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Description').fill('A full online shop.');
      await page.getByLabel('Budget', { exact: true }).selectOption('More than $1,000');
      await page.getByLabel('Category').selectOption('Web Development');
      await page.getByRole('button', { name: 'Post', exact: true }).click();
      await expect(page.getByText('Enter the amount (more than $1,000)')).toBeVisible();
      await page.getByLabel('Budget amount ($)').fill('2500');
      const created = toastShown(page, 'Post created successfully');
      await page.getByRole('button', { name: 'Post', exact: true }).click();
      await created;

      await page.goto('/mypost');
      await page.getByRole('link', { name: `Edit post: ${title}` }).click();
      await expect(page.getByLabel('Budget amount ($)')).toHaveValue('2500');
      expect(await seriousViolations(page)).toEqual([]);
      await shootHere(page, `edit-post-${width}`);
      await page.getByLabel('Title').fill(`${title} and blog`);
      await page.getByLabel('Budget amount ($)').fill('4000');
      const updated = toastShown(page, 'Post updated');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await updated;
      await page.getByRole('link', { name: `${title} and blog`, exact: true }).click();
      await expect(page.getByText('$1,000–$4,000').first()).toBeVisible();
    });
  });
}
