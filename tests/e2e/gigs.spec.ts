import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createUser, expect, logInAs, payWithCard, test, toastShown } from './fixtures';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 37, g: 99, b: 235 } } })
    .png()
    .toBuffer();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Publishes a gig over the API (the /add screen has its own journey). */
async function apiGig(page: Page, fields: { title: string; category: string; price: number }): Promise<string> {
  const res = await page.request.post('/api/v1/gigs', {
    multipart: {
      title: fields.title,
      category: fields.category,
      description: 'Made over the API for a test.',
      serviceTitle: 'Basic',
      shortDescription: 'The basic package',
      deliveryTime: '2',
      revisionNumber: '1',
      price: String(fields.price),
      features: JSON.stringify(['One thing']),
      coverImage: { name: 'cover.png', mimeType: 'image/png', buffer: await png(320, 240) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data._id;
}

test.describe('gigs, reviews and payments', () => {
  test('a freelancer publishes a gig; a client finds, filters, sorts, reviews and buys it; sales go up by one', async ({
    page,
    signIn,
  }) => {
    const title = `Lo-fi beat production ${unique()}`;
    const freelancer = await signIn('freelancer', 'Mona Music');
    await page.goto('/mygigs');
    await page.getByRole('link', { name: 'Add New Gig' }).click();
    await expect(page.getByRole('heading', { name: 'Add New Gig' })).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category').selectOption({ label: 'Music' });
    await page
      .getByLabel('Cover Image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png(1200, 900) });
    await page
      .getByLabel('Description', { exact: true })
      .fill('Warm, dusty beats mixed and mastered for your project.');
    await page.getByLabel('Service Title').fill('Beat package');
    await page.getByLabel('Short Description').fill('One custom beat with stems');
    await page.getByLabel('Delivery Time (days)').fill('3');
    await page.getByLabel('Revision Number').fill('2');
    for (const feature of ['Stems included', 'Commercial use']) {
      await page.getByLabel('Add Features').fill(feature);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await page.getByLabel('Price ($)').fill('1234');
    const createdToast = toastShown(page, 'Gig successfully created');
    await page.getByRole('button', { name: 'Create' }).click();
    await createdToast;
    await expect(page).toHaveURL(/\/mygigs$/);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByRole('cell', { name: '$1,234' })).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');

    // A visitor follows the landing page's category card.
    await page.context().clearCookies();
    await page.goto('/');
    await page.getByRole('link', { name: /Music & Audio/ }).click();
    await expect(page).toHaveURL(/\/gigs\?category=music$/);
    await expect(page.getByRole('heading', { name: 'Music & Audio', level: 1 })).toBeVisible();
    // Best selling first: other tests' music gigs with sales may fill the first page; the newest come first this way.
    await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
    await expect(page).toHaveURL(/sort=createdAt/);
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();

    const client = await createUser(page, 'client', 'Carla Client');
    await logInAs(page, client);
    await page.goto('/gigs?category=music');
    await page.getByLabel('Min').fill('1200');
    await page.getByLabel('Max').fill('1300');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/min=1200&max=1300/);
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    // Just above this gig's $1234: other tests' music gigs (cheap ones) stay out of the range too.
    await page.getByLabel('Min').fill('1235');
    await page.getByLabel('Max').fill('1300');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No gigs found')).toBeVisible();
    await page.getByLabel('Min').fill('1200');
    await page.getByLabel('Max').fill('1300');
    await page.getByRole('button', { name: 'Apply' }).click();
    // Best selling first by default; the sort is a select of five orders.
    await expect(page.getByLabel('Sort by')).toHaveValue('sales');
    await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
    await expect(page).toHaveURL(/sort=createdAt/);
    await expect(page.getByLabel('Sort by')).toHaveValue('createdAt');
    await page.getByRole('link', { name: new RegExp(title) }).click();

    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About This Gig' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About The Freelancer' })).toBeVisible();
    await expect(page.getByText('Member since')).toBeVisible();
    await expect(page.getByText('Stems included')).toBeVisible();
    await expect(page.getByText('3 Days Delivery')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact Me' })).toBeVisible();

    // Reviews need a completed order of the gig (tests/e2e/orders.spec.ts follows one): no form yet, the reason instead.
    await expect(page.getByText('You can review a gig once an order of it is completed.')).toBeVisible();
    await expect(page.getByLabel('Your review')).toHaveCount(0);

    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/pay\/[0-9a-f-]+$/);
    await expect(page.getByLabel('Email')).toHaveValue(client.email);
    await expect(page.getByText('Test mode')).toBeVisible();
    await payWithCard(page, { number: '4242 4242 4242 4242' });
    await expect(page).toHaveURL(/\/success\?payment_intent_client_secret=pi_local_/);
    await expect(page.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();

    await expect(page.getByRole('definition').filter({ hasText: '$1,234' })).toBeVisible();
    await page.getByRole('link', { name: 'View orders' }).click();
    const order = page.getByRole('listitem').filter({ hasText: title });
    await expect(order.getByText('$1,234')).toBeVisible();
    await expect(order.getByText('In progress')).toBeVisible();
    await expect(order.getByRole('button', { name: 'Contact Mona Music' })).toBeVisible();

    await logInAs(page, freelancer);
    await page.goto('/mygigs');
    await expect(
      page
        .getByRole('row', { name: new RegExp(title) })
        .getByRole('cell')
        .nth(3),
    ).toHaveText('1');
  });

  test('a declined card shows the provider message and creates no paid order', async ({ page, signIn }) => {
    await signIn('freelancer');
    const title = `Declined gig ${unique()}`;
    const gigId = await apiGig(page, { title, category: 'writing', price: 55 });
    const client = await createUser(page, 'client');
    await logInAs(page, client);
    await page.goto(`/gig/${gigId}`);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByText('Test mode')).toBeVisible();
    await payWithCard(page, { number: '4000 0000 0000 0002' });
    await expect(page.locator('#payment-message')).toHaveText('Your card was declined.');
    await expect(page).toHaveURL(new RegExp(`/pay/${gigId}$`));

    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: 'Pay now' }).click();
    // A problem with one field is said under that field (issue 36), not in the line under the button.
    await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('Your card number is invalid.');

    await page.goto('/orders');
    await expect(page.getByText('You have no orders yet')).toBeVisible();
    const gig = await page.request.get(`/api/v1/gigs/single/${gigId}`);
    expect((await gig.json()).sales).toBe(0);
  });

  test('a processing payment says so; the footer category finds writing gigs', async ({ page, signIn }) => {
    await signIn('freelancer');
    const title = `Slow bank gig ${unique()}`;
    const gigId = await apiGig(page, { title, category: 'writing', price: 77 });
    await logInAs(page, await createUser(page, 'client'));
    await page.goto('/gigs');
    // A click that lands while the screen is still starting can be lost (once in CI): clicked
    // again until the router has followed it, as search-demo.spec.ts does with its categories.
    await expect(async () => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Writing & Translation' }).click();
      await expect(page).toHaveURL(/category=writingandtranslation/, { timeout: 3_000 });
    }).toPass();
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByText('Test mode')).toBeVisible();
    await payWithCard(page, { number: '4000 0000 0000 0077' });
    await expect(page.getByRole('heading', { name: 'Your payment is processing.' })).toBeVisible();
    await page.goto('/success');
    await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
    expect((await (await page.request.get(`/api/v1/gigs/single/${gigId}`)).json()).sales).toBe(0);
  });

  test('only clients review; the owner deletes a gig from /mygigs', async ({ page, signIn }) => {
    await signIn('freelancer');
    const title = `Short lived gig ${unique()}`;
    const gigId = await apiGig(page, { title, category: 'design', price: 10 });
    await page.goto(`/gig/${gigId}`);
    // The seller has no review form on their own gig.
    await expect(page.getByText('No reviews yet. Be the first to review this gig.')).toBeVisible();
    await expect(page.getByLabel('Your review')).toHaveCount(0);
    // Their own gig's package card offers Edit gig instead of Continue.
    await expect(page.getByRole('link', { name: 'Edit gig' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveCount(0);

    await page.goto('/mygigs');
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete the gig “${title}”?` });
    await expect(confirm.getByText('This cannot be undone')).toBeVisible();
    const deletedToast = toastShown(page, 'gig deleted successfully');
    await confirm.getByRole('button', { name: 'Delete gig' }).click();
    await deletedToast;
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    expect((await page.request.get(`/api/v1/gigs/single/${gigId}`)).status()).toBe(404);
  });
});
