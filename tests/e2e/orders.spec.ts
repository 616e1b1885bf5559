import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { createUser, expect, logInAs, test } from './fixtures';

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 5, g: 150, b: 105 } } }).png().toBuffer();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function apiGig(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.post('/api/v1/gigs', {
    multipart: {
      title,
      category: 'design',
      description: 'Made over the API for the orders journey.',
      serviceTitle: 'Basic',
      shortDescription: 'The basic package',
      deliveryTime: '2',
      revisionNumber: '1',
      price: '80',
      features: JSON.stringify(['One logo']),
      coverImage: { name: 'cover.png', mimeType: 'image/png', buffer: await png(320, 240) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data._id;
}

/** Buys the gig over the API with the card that succeeds; answers the order id. */
async function apiBuy(request: APIRequestContext, gigId: string): Promise<string> {
  const start = await request.post(`/api/v1/orders/create-payment-intent/${gigId}`);
  const { clientSecret } = await start.json();
  const paid = await request.post('/api/v1/payments/local/confirm', { data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', email: 'buyer@example.com' } });
  expect(paid.status()).toBe(200);
  const status = await request.get(`/api/v1/payments/intent?client_secret=${encodeURIComponent(clientSecret)}`);
  return (await status.json()).data.orderId;
}

async function deliverOnPage(page: Page, message: string) {
  await page.getByLabel('Delivery message').fill(message);
  await page.getByLabel(/^Files/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(60, 40) });
  await expect(page.getByRole('list', { name: 'Files to deliver' }).getByText('logo.png')).toBeVisible();
  await page.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(page.getByText('Work delivered')).toBeVisible();
}

test('an order from payment to review, a cancelled order with its refund, and one completed by the sweep', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `Fox logo ${unique()}`;
  const freelancer = await createUser(page, 'freelancer', 'Fiona Fox');
  const client = await createUser(page, 'client', 'Carl Client');
  const seller = await browser.newPage();
  await logInAs(seller, freelancer);
  const gigId = await apiGig(seller.request, title);
  await seller.goto('/orders');
  await expect(seller.getByRole('tab', { name: 'Selling' })).toHaveAttribute('aria-selected', 'true');

  // The client buys with the test card and lands on the receipt.
  await logInAs(page, client);
  await page.goto(`/gig/${gigId}`);
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();
  const receipt = page.getByLabel('Receipt');
  await expect(receipt).toContainText(title);
  await expect(receipt).toContainText('$80');
  await page.getByRole('link', { name: 'Send your requirements' }).click();
  await page.getByLabel('Requirements').fill('A fox, in blue.');
  await page.getByRole('button', { name: 'Send requirements' }).click();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Requirements sent');

  // The freelancer's bell rings live; the order opens from the Selling tab.
  await expect(seller.getByRole('button', { name: /Notifications, \d+ unread/ })).toBeVisible();
  await seller.reload();
  await seller.getByRole('link', { name: title }).click();
  await expect(seller.getByText('A fox, in blue.').first()).toBeVisible();
  await deliverOnPage(seller, 'Here is the fox.');

  await page.reload();
  await expect(page.getByRole('link', { name: 'logo.png' })).toBeVisible();
  await page.getByLabel('What should change?').fill('Bluer, please.');
  await page.getByRole('button', { name: 'Request revision (1 left)' }).click();
  await expect(page.getByText('Revision requested').first()).toBeVisible();

  await seller.reload();
  await deliverOnPage(seller, 'Bluer fox.');

  await page.reload();
  await expect(page.getByText('No revisions left.')).toBeVisible();
  await page.getByRole('button', { name: 'Accept delivery' }).click();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await page.getByLabel('Your review').fill('Lovely fox.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('You reviewed this order.')).toBeVisible();
  await page.goto(`/gig/${gigId}`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Lovely fox.' })).toContainText('Carl Client');

  await seller.reload();
  await seller.getByLabel('Client rating').selectOption('4');
  await seller.getByLabel('About the client').fill('Clear brief, quick answers.');
  await seller.getByRole('button', { name: 'Rate client' }).click();
  await expect(seller.getByText('You rated the client 4 stars.')).toBeVisible();
  await seller.goto(`/profile/${client.id}`);
  await expect(seller.getByRole('heading', { name: 'Rating as a client' })).toBeVisible();
  await expect(seller.getByText('Clear brief, quick answers.')).toBeVisible();

  // The freelancer's country (any country) and languages show on the gig page; the client switches a mail off.
  await seller.goto('/userprofile');
  await seller.getByLabel('Country').selectOption('Côte d’Ivoire');
  await seller.getByLabel('Languages (comma separated)').fill('French, English');
  await seller.getByRole('button', { name: 'Save country and languages' }).click();
  await expect(seller.getByText('Profile updated')).toBeVisible();
  await seller.goto(`/gig/${gigId}`);
  const about = seller.getByRole('region', { name: 'About The Freelancer' });
  await expect(about).toContainText('Côte d’Ivoire');
  await expect(about).toContainText('French, English');
  await expect(about).toContainText('ago');

  // A second order: the freelancer cancels it and the payment is refunded.
  const cancelled = await apiBuy(page.request, gigId);
  await seller.goto(`/orders/${cancelled}`);
  await seller.getByRole('button', { name: 'Cancel order' }).click();
  await seller.getByRole('dialog').getByLabel('Reason').fill('Fully booked this week.');
  await seller.getByRole('button', { name: 'Confirm cancel' }).click();
  await expect(seller.getByText('This order was cancelled and refunded.')).toBeVisible();

  // A third order, delivered and left unanswered, completes by the sweep once time moves on.
  const swept = await apiBuy(page.request, gigId);
  const delivered = await seller.request.post(`/api/v1/orders/${swept}/deliver`, { multipart: { message: 'Done.' } });
  expect(delivered.status()).toBe(200);
  const later = new Date(Date.now() + 4 * 86_400_000).toISOString();
  const sweep = await page.request.post('/api/v1/orders/test-hooks/sweep', { data: { now: later } });
  expect((await sweep.json()).completed).toContain(swept);
  await page.goto(`/orders/${swept}`);
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Completed automatically');

  await page.goto('/orders');
  const cards = page.getByRole('list', { name: 'Orders you bought' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'Cancelled' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Completed' })).toHaveCount(2);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(cards.first().getByRole('button', { name: 'Contact Fiona Fox' })).toBeInViewport();
});
