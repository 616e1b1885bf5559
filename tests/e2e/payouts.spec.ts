import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { axe, createUser, expect, logInAs, personIn, test } from './fixtures';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 5, g: 150, b: 105 } } })
    .png()
    .toBuffer();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const DAY = 86_400_000;

async function apiGig(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.post('/api/v1/gigs', {
    multipart: {
      title,
      category: 'design',
      description: 'Made over the API for the payouts journey.',
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

async function apiBuy(request: APIRequestContext, gigId: string): Promise<string> {
  const start = await request.post(`/api/v1/orders/create-payment-intent/${gigId}`);
  const { clientSecret } = await start.json();
  const paid = await request.post('/api/v1/payments/local/confirm', {
    data: {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      email: 'buyer@example.com',
    },
  });
  expect(paid.status()).toBe(200);
  const status = await request.get(`/api/v1/payments/intent?client_secret=${encodeURIComponent(clientSecret)}`);
  return (await status.json()).data.orderId;
}

/** Pays a client secret with the test card that succeeds, over the API, and settles it. */
async function apiPay(request: APIRequestContext, clientSecret: string) {
  const paid = await request.post('/api/v1/payments/local/confirm', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', email: 'c@example.com' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await request.get(`/api/v1/payments/intent?client_secret=${encodeURIComponent(clientSecret)}`);
}

async function expectBalances(
  page: Page,
  figures: { inProgress: string; clearing: string; available: string; withdrawn: string },
) {
  await expect(page.getByTestId('balance-in-progress')).toHaveText(figures.inProgress);
  await expect(page.getByTestId('balance-clearing')).toHaveText(figures.clearing);
  await expect(page.getByTestId('balance-available')).toHaveText(figures.available);
  await expect(page.getByTestId('balance-withdrawn')).toHaveText(figures.withdrawn);
}

async function shoot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a freelancer sees an order's money move through the balances and withdraws it; the client prints the receipt", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Owl logo ${unique()}`;
  const freelancer = await createUser(page, 'freelancer', 'Olive Owl');
  const client = await createUser(page, 'client', 'Carla Client');
  const seller = await (await browser.newContext()).newPage();
  await logInAs(seller, freelancer);
  const gigId = await apiGig(seller.request, title);

  // Nothing yet: Withdraw says why it cannot be used.
  await seller.goto('/earnings');
  await expectBalances(seller, { inProgress: '$0', clearing: '$0', available: '$0', withdrawn: '$0' });
  await expect(seller.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  await expect(seller.getByText('Add a payout account below to withdraw.')).toBeVisible();
  await expect(seller.getByText('No money has moved yet')).toBeVisible();

  // Paid: the price is held while the order is in progress (never called "escrow" on screen).
  await logInAs(page, client);
  const orderId = await apiBuy(page.request, gigId);
  await seller.reload();
  await expectBalances(seller, { inProgress: '$80', clearing: '$0', available: '$0', withdrawn: '$0' });
  await expect(seller.getByText('Held for your paid orders until they are completed.')).toBeVisible();
  await expect(seller.locator('body')).not.toContainText(/escrow/i);

  // The freelancer delivers on the order page; the client accepts: released, clearing for 7 days.
  await seller.goto(`/orders/${orderId}`);
  await expect(seller.getByRole('region', { name: 'Payment' })).toContainText(
    '$80 is held while the order is in progress.',
  );
  await seller.getByLabel('Delivery message').fill('Here is the owl.');
  await seller
    .getByLabel(/^Files/)
    .setInputFiles({ name: 'owl.png', mimeType: 'image/png', buffer: await png(60, 40) });
  await seller.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(seller.getByText('Work delivered')).toBeVisible();
  const accepted = await page.request.post(`/api/v1/orders/${orderId}/accept`);
  expect(accepted.status()).toBe(200);
  await seller.reload();
  await expect(seller.getByRole('region', { name: 'Payment' })).toContainText('$80 was released to you.');
  await seller.goto('/earnings');
  await expectBalances(seller, { inProgress: '$0', clearing: '$80', available: '$0', withdrawn: '$0' });
  await expect(seller.getByText(/the next amount clears on/)).toBeVisible();

  // Eight days later the clearing sweep makes it available.
  const swept = await seller.request.post('/api/v1/payouts/test-hooks/clearing', {
    data: { now: new Date(Date.now() + 8 * DAY).toISOString(), orderIds: [orderId] },
  });
  expect((await swept.json()).cleared).toContain(orderId);
  await seller.reload();
  await expectBalances(seller, { inProgress: '$0', clearing: '$0', available: '$80', withdrawn: '$0' });

  // A test payout account, checked field by field, then the withdrawal.
  await seller.getByLabel('Account holder').fill('Olive Owl');
  await seller.getByLabel('Account number').fill('12ab');
  await seller.getByRole('button', { name: 'Save payout account' }).click();
  await expect(seller.getByText('Account number must be 6 to 17 digits')).toBeVisible();
  await seller.getByLabel('Account number').fill('123456789');
  await seller.getByRole('button', { name: 'Save payout account' }).click();
  await expect(seller.getByText(/account ending in 6789/)).toBeVisible();
  await shoot(seller, 'earnings-available');
  expect((await axe(seller).analyze()).violations).toEqual([]);
  await seller.getByRole('button', { name: 'Withdraw' }).click();
  await expect(seller.getByText('$80 paid to your account')).toBeVisible();
  await expectBalances(seller, { inProgress: '$0', clearing: '$0', available: '$0', withdrawn: '$80' });
  await expect(seller.getByRole('list', { name: 'Your payouts' })).toContainText('Paid');
  const table = seller.getByRole('table', { name: 'Your transactions, newest first' });
  for (const kind of ['Payout paid', 'Withdrawal started', 'Cleared, now available', 'Released to you', 'Payment held'])
    await expect(table).toContainText(kind);
  const download = seller.waitForEvent('download');
  await seller.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('workify-transactions.csv');
  await shoot(seller, 'earnings-withdrawn');

  // The client finds the payment and prints its receipt.
  await page.goto('/payments');
  await expect(page.getByRole('table', { name: 'Your payments, newest first' })).toContainText(title);
  await expect(page.getByRole('table', { name: 'Your payments, newest first' })).toContainText(
    'Released to the freelancer',
  );
  await shoot(page, 'payments');
  await page.getByRole('link', { name: `Receipt for ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  for (const text of [title, 'Carla Client', 'Olive Owl', '$80', 'Workify charges no fees', 'VISA ending in 4242'])
    await expect(page.locator('main')).toContainText(text);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: 'Print receipt' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await shoot(page, 'receipt');
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('a client finds each milestone payment of a contract in Payments, with its own receipt, at 375 px', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const client = await personIn(browser, undefined, 'client', 'Rita Receipts', 375);
  const freelancer = await personIn(browser, undefined, 'freelancer', 'Milo Maker', 375);
  const title = `Bakery shop ${unique()}`;
  const post = await client.page.request.post('/api/v1/posts/createpost', {
    data: { title, description: 'A shop in steps.', budget: '0-50', category: 'Web Development', tags: 'React' },
  });
  expect(post.status(), await post.text()).toBe(201);
  const postId = (await post.json()).data._id as string;
  const applied = await freelancer.page.request.post(`/api/v1/applications/createapplication/${postId}`, {
    multipart: {
      postId,
      coverLetter: 'I build shops.',
      attachment: { name: 'a.png', mimeType: 'image/png', buffer: await png(320, 240) },
    },
  });
  const applicationId = (await applied.json()).data._id as string;
  const offer = await client.page.request.post('/api/v1/offers', {
    data: {
      applicationId,
      description: 'The shop, milestone by milestone.',
      milestones: [
        { title: 'Design', amountCents: 50_000, dueInDays: 7 },
        { title: 'Build', amountCents: 120_000, dueInDays: 14 },
        { title: 'Launch', amountCents: 30_000, dueInDays: 3 },
      ],
    },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const offerId = (await offer.json()).data._id as string;
  expect((await freelancer.page.request.post(`/api/v1/offers/${offerId}/accept`)).status()).toBe(200);
  const request = client.page.request;
  await apiPay(
    request,
    (await (await request.post(`/api/v1/offers/${offerId}/create-payment-intent`)).json()).clientSecret,
  );
  const orderId = (await (await request.get(`/api/v1/offers/${offerId}`)).json()).data.orderId as string;
  const milestones = (await (await request.get(`/api/v1/orders/${orderId}`)).json()).milestones as { _id: string }[];
  const build = await request.post(`/api/v1/orders/${orderId}/milestones/${milestones[1]!._id}/create-payment-intent`);
  expect(build.status(), await build.text()).toBe(200);
  await apiPay(request, (await build.json()).clientSecret);

  // Two payments, one per funded milestone, each with its amount; none for the third.
  const page = client.page;
  await page.goto('/payments');
  const table = page.getByRole('table', { name: 'Your payments, newest first' });
  await expect(table.getByRole('row')).toHaveCount(3); // the header and two payments
  const buildRow = table.getByRole('row').filter({ hasText: 'Milestone 2: Build' });
  await expect(buildRow).toContainText('$1,200');
  await expect(table.getByRole('row').filter({ hasText: 'Milestone 1: Design' })).toContainText('$500');
  await expect(table).not.toContainText('Launch');
  expect((await axe(page).analyze()).violations).toEqual([]);
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/payments-milestones-375.png`, fullPage: true });

  await page.getByRole('link', { name: `Receipt for ${title}, Milestone 2: Build` }).click();
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  for (const text of [title, 'Milestone 2: Build', 'Rita Receipts', 'Milo Maker', '$1,200', 'VISA ending in 4242'])
    await expect(page.locator('main')).toContainText(text);
  await expect(page.locator('main')).toContainText(`-${milestones[1]!._id.slice(0, 8).toUpperCase()}`);
  // Nothing runs off a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect((await axe(page).analyze()).violations).toEqual([]);
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/receipt-milestone-375.png`, fullPage: true });

  // The order page links each funded milestone to its own receipt too.
  await page.getByRole('link', { name: 'Back to the order' }).click();
  await page.getByRole('link', { name: 'Receipt for Milestone 1: Design' }).click();
  await expect(page.locator('main')).toContainText('Milestone 1: Design');
  await expect(page.locator('main')).toContainText('$500');
  await client.close();
  await freelancer.close();
});
