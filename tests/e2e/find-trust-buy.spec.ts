import type { Page } from '@playwright/test';
import { axe, createUser, expect, logInAs, newUserData, personIn, test } from './fixtures';
import { apiGig, completedOrder, png } from './gig-helpers';

/** Issue 24, items 2, 3, 4, 8, 12, 13 and 15, at a phone's and a desktop's width. */
const WIDTHS = [375, 1280] as const;
let seq = 0;
const unique = () => `${Date.now().toString(36)}${++seq}`;

/** A signed-in browser context of its own (a second person in the story). */
/** Opens the phone menu (375 px) or reads the header (1280 px): where the role's links live. */
async function navigation(page: Page, width: number) {
  if (width >= 768) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('item 2: a client reaches Browse gigs and Find talent; a freelancer My Gigs, Orders and Earnings', async ({
      page,
      signIn,
      browser,
    }) => {
      await signIn('client');
      await page.goto('/dashboard');
      let nav = await navigation(page, width);
      await expect(nav.getByRole('link', { name: 'Find talent' })).toHaveAttribute('href', '/search_user');
      await nav.getByRole('link', { name: 'Browse gigs' }).click();
      await expect(page).toHaveURL(/\/gigs$/);

      const freelancer = await personIn(browser, undefined, 'freelancer', undefined, width);
      await freelancer.page.goto('/dashboard');
      nav = await navigation(freelancer.page, width);
      await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('href', '/orders');
      await expect(nav.getByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/earnings');
      await nav.getByRole('link', { name: 'My Gigs', exact: true }).click();
      await expect(freelancer.page).toHaveURL(/\/mygigs$/);
      await freelancer.context.close();
    });

    test('item 3: Continue on a gig, sign up, sign in: back on the checkout of that gig', async ({ page, browser }) => {
      const seller = await personIn(browser, undefined, 'freelancer', undefined, width);
      const gigId = await apiGig(seller.page.request, { title: `Intent gig ${unique()}` });
      await page.goto(`/gig/${gigId}`);
      await page.getByRole('link', { name: 'Continue' }).click();
      await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fpay%2F${gigId}$`));
      await page.getByRole('link', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(/\/signup\?next=/);
      const data = newUserData('client');
      await page.getByLabel('Full name').fill(data.fullName);
      await page.getByLabel('Username').fill(data.username);
      await page.getByLabel('Email').fill(data.email);
      await page.getByLabel('Password').fill(data.password);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fpay%2F${gigId}$`));
      // The login screen's chunk may come after the URL: until then the sign-up form, with its own Email field, is still there.
      await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
      await page.getByLabel('Email').fill(data.email);
      await page.getByLabel('Password').fill(data.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(new RegExp(`/pay/${gigId}$`));
      await seller.context.close();
    });

    test('item 3: a next that leaves the site is refused; sign-in then lands on the dashboard', async ({ page }) => {
      const user = await createUser(page, 'freelancer');
      for (const next of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
        await page.goto(`/login?next=${encodeURIComponent(next)}`);
        await page.getByLabel('Email').fill(user.email);
        await page.getByLabel('Password').fill(user.password);
        await page.getByRole('button', { name: 'Login' }).click();
        await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
        await page.request.post('/api/v1/users/logout');
        await page.context().clearCookies();
      }
    });

    test('item 4: the public profile sells: facts, skills, gigs, reviews and their average, never the e-mail; seller names link to it', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000); // three people, an order delivered and accepted, a review
      const seller = await personIn(browser, undefined, 'freelancer', `Selma Seller ${unique()}`, width);
      await seller.page.request.put('/api/v1/users/update-profile', {
        data: { fullName: seller.user.fullName, country: 'IN', languages: ['English', 'Hindi'] },
      });
      await seller.page.request.post('/api/v1/users/add-skill', { data: { skills: 'Mixing, Mastering' } });
      const title = `Profile gig ${unique()}`;
      const gigId = await apiGig(seller.page.request, { title });
      const buyer = await personIn(browser, undefined, 'client', 'Rita Reviewer', width);
      await completedOrder(buyer.page.request, seller.page.request, gigId);
      expect(
        (
          await buyer.page.request.post('/api/v1/reviews', { data: { gigId, desc: 'Crisp and on time.', star: 5 } })
        ).status(),
      ).toBe(201);

      await page.goto(`/gig/${gigId}`);
      await page.getByRole('link', { name: seller.user.fullName }).first().click();
      await expect(page).toHaveURL(new RegExp(`/profile/${seller.user.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: seller.user.fullName })).toBeVisible();
      await expect(page.getByText('Web Developer').first()).toBeVisible();
      await expect(page.getByText('India')).toBeVisible();
      await expect(page.getByText('English, Hindi')).toBeVisible();
      await expect(page.getByText('Member since')).toBeVisible();
      await expect(page.getByText('Last delivery')).toBeVisible();
      await expect(page.getByText('Mastering').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: title })).toBeVisible(); // its card under 'Gigs by'
      await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
      await expect(page.getByText('Crisp and on time.')).toBeVisible();
      await expect(page.getByText('(1 review)')).toBeVisible();
      await expect(page.getByText(seller.user.email)).toHaveCount(0);
      await page.screenshot({ path: `tmp/shots/profile-${width}.png`, fullPage: true });

      // A client's profile shows the rating sellers gave them.
      await page.goto(`/profile/${buyer.user.id}`);
      await expect(page.getByRole('heading', { name: 'Rating as a client' })).toBeVisible();
      await expect(page.getByText(buyer.user.email)).toHaveCount(0);
      await seller.context.close();
      await buyer.context.close();
    });

    test('item 8: real category figures, How it works without placeholders, no Google button, no commission', async ({
      page,
      signIn,
    }) => {
      await page.goto('/');
      const card = page.getByRole('link', { name: /Music & Audio/ });
      await expect(card).toContainText(/\d+ gigs?/);
      await expect(page.getByText('130 Skills')).toHaveCount(0);
      await expect(page.getByText('4.85/5')).toHaveCount(0);
      await page.screenshot({ path: `tmp/shots/landing-${width}.png`, fullPage: true });
      await page.goto('/how-it-works');
      await expect(page.getByText('Coming Soon')).toHaveCount(0);
      for (const word of ['Post a job', 'Apply', 'Offer a gig', 'Order and pay', 'Deliver and accept', 'Review'])
        await expect(page.getByRole('heading', { name: word, exact: true })).toBeVisible();
      await page.screenshot({ path: `tmp/shots/how-${width}.png`, fullPage: true });
      await page.goto('/login');
      await expect(page.getByRole('button', { name: /Coming Soon|Google/ })).toHaveCount(0);
      await signIn('freelancer');
      await page.goto('/dashboard');
      await expect(page.getByText('No commission')).toBeVisible();
      await expect(page.getByText(/low commission/i)).toHaveCount(0);
    });

    test('item 12: a taken username is marked under its field; visitors are invited to sign in to review; no form for the seller; gig errors in words', async ({
      page,
      browser,
    }) => {
      const seller = await personIn(browser, undefined, 'freelancer', undefined, width);
      const gigId = await apiGig(seller.page.request, { title: `Review rules ${unique()}` });

      await page.goto('/signup');
      await page.getByLabel('Full name').fill('Copy Cat');
      await page.getByLabel('Username').fill(seller.user.username);
      await page.getByLabel('Email').fill(`fresh_${unique()}@example.com`);
      await page.getByLabel('Password').fill('a long password');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('This username is already taken')).toBeVisible();
      await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');

      await page.goto(`/gig/${gigId}`);
      await expect(page.getByLabel('Your review')).toHaveCount(0);
      await page.getByRole('link', { name: 'Sign in to review it' }).click();
      await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fgig%2F${gigId}$`));

      await seller.page.goto(`/gig/${gigId}`);
      await expect(seller.page.getByRole('link', { name: 'Edit gig' })).toBeVisible();
      await expect(seller.page.getByLabel('Your review')).toHaveCount(0);
      await expect(seller.page.getByText('Sign in to review it')).toHaveCount(0);

      await seller.page.goto('/add');
      await seller.page.getByLabel('Price ($)').fill('0');
      await seller.page.getByRole('button', { name: 'Create' }).click();
      await expect(seller.page.getByText('Price must be at least $1')).toBeVisible();
      await expect(seller.page.getByText('Delivery time must be at least 1 day')).toBeVisible();
      await seller.context.close();
    });

    test('item 13: My Gigs edits, pauses and resumes a gig and shows its views, orders and earnings', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000); // three people, a completed order, then every management step
      const seller = await personIn(browser, undefined, 'freelancer', undefined, width);
      const title = `Managed gig ${unique()}`;
      const gigId = await apiGig(seller.page.request, { title, category: 'photography', price: 25 });
      await page.goto(`/gig/${gigId}`); // a visitor's view
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      const buyer = await personIn(browser, undefined, 'client', undefined, width);
      await completedOrder(buyer.page.request, seller.page.request, gigId);

      const my = seller.page;
      await my.goto('/mygigs');
      const row = my.getByRole('row').filter({ hasText: title });
      await expect(row.getByRole('cell').filter({ hasText: '$25' }).first()).toBeVisible();
      await expect(row.locator('[data-label="Views"]')).toHaveText('1');
      await expect(row.locator('[data-label="Orders"]')).toHaveText('1');
      await expect(row.locator('[data-label="Earnings"]')).toHaveText('$25');
      await my.screenshot({ path: `tmp/shots/mygigs-${width}.png`, fullPage: true });

      await row.getByRole('button', { name: `Pause ${title}` }).click();
      await expect(row.getByText('Paused')).toBeVisible();
      await page.goto('/gigs?category=photography');
      await expect(page.getByRole('heading', { name: /photography/i, level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: title })).toHaveCount(0);
      // A paused gig's page is its seller's only: a buyer finds it gone (404), with nothing to buy.
      const gone = await buyer.page.goto(`/gig/${gigId}`);
      expect(gone?.status()).toBe(404);
      await expect(buyer.page.getByText('This gig does not exist or was removed.')).toBeVisible();
      await expect(buyer.page.getByRole('link', { name: 'Continue' })).toHaveCount(0);

      await row.getByRole('button', { name: `Resume ${title}` }).click();
      await expect(row.getByText('Paused')).toHaveCount(0);
      await row.getByRole('link', { name: `Edit ${title}` }).click();
      await expect(my).toHaveURL(new RegExp(`/mygigs/${gigId}/edit$`));
      await expect(my.getByLabel('Title', { exact: true })).toHaveValue(title);
      await my.screenshot({ path: `tmp/shots/editgig-${width}.png`, fullPage: true });
      await my.getByLabel('Title', { exact: true }).fill(`${title} v2`);
      await my.getByLabel('Price ($)').fill('35');
      await my.getByLabel('Cover Image').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: await png() });
      await my.getByRole('button', { name: 'Save changes' }).click();
      await expect(my).toHaveURL(/\/mygigs$/);
      await expect(my.getByRole('link', { name: `${title} v2`, exact: true })).toBeVisible();
      await buyer.page.goto(`/gig/${gigId}`);
      await expect(buyer.page.getByText('$35').first()).toBeVisible();
      await expect(buyer.page.getByRole('link', { name: 'Continue' })).toBeVisible();
      await seller.context.close();
      await buyer.context.close();
    });

    test('item 15: the post page has no label-content-name-mismatch (nor any serious axe finding)', async ({
      page,
      browser,
    }) => {
      const client = await personIn(browser, undefined, 'client', undefined, width);
      const post = await client.page.request.post('/api/v1/posts/createpost', {
        data: {
          title: 'Cut our launch video',
          description: 'Two minutes.',
          budget: '0-50',
          category: 'Video Editing',
          tags: 'Premiere',
        },
      });
      const postId = (await post.json()).data._id as string;
      const freelancer = await createUser(page, 'freelancer');
      await logInAs(page, freelancer);
      await page.goto(`/post/${postId}`);
      await expect(page.getByRole('heading', { name: 'Cut our launch video' })).toBeVisible();
      const result = await axe(page, { rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
      const serious = result.violations.filter(
        (v) => v.id === 'label-content-name-mismatch' || v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      await client.context.close();
    });
  });
}
