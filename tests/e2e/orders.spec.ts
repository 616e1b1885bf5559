import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { axe, createUser, expect, logInAs, test, toastShown } from './fixtures';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 5, g: 150, b: 105 } } })
    .png()
    .toBuffer();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function apiGig(request: APIRequestContext, title: string, price = '80'): Promise<string> {
  const res = await request.post('/api/v1/gigs', {
    multipart: {
      title,
      category: 'design',
      description: 'Made over the API for the orders journey.',
      serviceTitle: 'Basic',
      shortDescription: 'The basic package',
      deliveryTime: '2',
      revisionNumber: '1',
      price,
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

async function deliverOnPage(page: Page, message: string) {
  await page.getByLabel('Delivery message').fill(message);
  await page.getByLabel(/^Files/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(60, 40) });
  await expect(page.getByRole('list', { name: 'Files to deliver' }).getByText('logo.png')).toBeVisible();
  await page.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(page.getByText('Work delivered')).toBeVisible();
}

test('an order from payment to review, a cancelled order with its refund, and one completed by the sweep', async ({
  page,
  browser,
}) => {
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
  await expect(page.getByText('no revisions are left')).toBeVisible();
  await page.getByRole('button', { name: 'Accept delivery' }).click();
  await page
    .getByRole('dialog', { name: 'Accept this delivery?' })
    .getByRole('button', { name: 'Accept and complete' })
    .click();
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
  await seller.goto('/updateprofile');
  await seller.getByLabel('Country').selectOption('Côte d’Ivoire');
  await seller.getByLabel('Languages').fill('French, English');
  const updatedToast = toastShown(seller, 'Profile updated');
  await seller.getByRole('button', { name: 'Update' }).click();
  await updatedToast;
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
  const sweep = await page.request.post('/api/v1/orders/test-hooks/sweep', { data: { now: later, orderIds: [swept] } });
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

/** Serious or critical axe findings on the page as it is now. */
async function axeSerious(page: Page): Promise<string[]> {
  const result = await axe(page, {}, { seriousOnly: true }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** A screenshot beside the test's results (tmp/, never the repo), to look at. */
const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

const nextStep = (page: Page) => page.getByRole('heading', { name: 'Next step' }).locator('..');

for (const width of [375, 1280]) {
  test(`checkout and the order page say what is bought and what happens next, with confirmations, at ${width} px`, async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(120_000);
    const viewport = { width, height: 900 };
    await page.setViewportSize(viewport);
    const title = `Owl logo ${unique()}`;
    const freelancer = await createUser(page, 'freelancer', 'Olga Owl');
    const client = await createUser(page, 'client', 'Cody Client');
    const sellerContext = await browser.newContext({ viewport });
    const seller = await sellerContext.newPage();
    await logInAs(seller, freelancer);
    const gigId = await apiGig(seller.request, title, '30');

    // Checkout repeats what is bought; the price stays on one line; test mode shows no lone tab.
    await logInAs(page, client);
    await page.goto(`/pay/${gigId}`);
    const order = page.getByRole('region', { name: 'Your order' });
    await expect(order).toContainText(title);
    await expect(order).toContainText('2 days delivery');
    await expect(order).toContainText('1 revision');
    const price = order.getByText('$30', { exact: true });
    await expect(price).toBeVisible();
    const box = (await price.boundingBox())!;
    expect(box.height).toBeLessThan(40); // one line of 2xl text, "$3" / "0" would be two
    await expect(page.getByRole('tab')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, info, `pay-${width}`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('link', { name: 'Send your requirements' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderUrl = page.url();

    // Every step says what comes next, to each side.
    await expect(nextStep(page)).toContainText('Send your requirements so Olga Owl can start. The delivery is due by');
    await page.getByLabel('Requirements').fill('An owl, in green.');
    await page.getByRole('button', { name: 'Send requirements' }).click();
    await expect(nextStep(page)).toContainText('Waiting for Olga Owl to deliver by');
    await seller.goto(orderUrl);
    await expect(nextStep(seller)).toContainText('Deliver the work by');
    await deliverOnPage(seller, 'Here is the owl.');
    await expect(nextStep(seller)).toContainText(
      'Waiting for Cody Client to accept or ask for a revision; completes by itself on',
    );
    await expect(nextStep(seller)).toContainText(/Completes by itself in (2 days 23 hours|3 days)/);
    await shot(seller, info, `seller-delivered-${width}`);

    await page.reload();
    await expect(nextStep(page)).toContainText(
      'Check the delivery: accept it, or ask for a revision (1 revision left)',
    );
    await expect(nextStep(page)).toContainText(/Completes by itself in (2 days 23 hours|3 days)/);
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, info, `buyer-delivered-${width}`);
    await page.getByLabel('What should change?').fill('A wiser owl, please.');
    await page.getByRole('button', { name: 'Request revision (1 left)' }).click();
    await expect(nextStep(page)).toContainText('Waiting for Olga Owl to deliver the revision you asked for.');

    // The seller reads the request right above the delivery form, and under the delivery it is about.
    await seller.reload();
    await expect(nextStep(seller)).toContainText('Cody Client asked for a revision: deliver the changes.');
    const request = nextStep(seller).getByRole('figure', { name: 'Revision request' });
    await expect(request).toContainText('A wiser owl, please.');
    const form = seller.getByRole('form', { name: 'Deliver work' });
    expect((await request.boundingBox())!.y).toBeLessThan((await form.boundingBox())!.y);
    await expect(seller.getByRole('list', { name: 'Deliveries' }).getByRole('listitem').first()).toContainText(
      'A wiser owl, please.',
    );
    expect(await axeSerious(seller)).toEqual([]);
    await shot(seller, info, `seller-revision-${width}`);
    await deliverOnPage(seller, 'The wiser owl.');

    // Accepting asks first; "Not yet" changes nothing.
    await page.reload();
    await expect(nextStep(page)).toContainText('no revisions are left');
    await page.getByRole('button', { name: 'Accept delivery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept this delivery?' });
    await expect(dialog).toBeVisible();
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, info, `buyer-accept-dialog-${width}`);
    await dialog.getByRole('button', { name: 'Not yet' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(nextStep(page)).toContainText('Check the delivery');
    await page.getByRole('button', { name: 'Accept delivery' }).click();
    await dialog.getByRole('button', { name: 'Accept and complete' }).click();
    await expect(nextStep(page)).toContainText('Completed. Tell other clients how it went: review the gig.');
    await seller.reload();
    await expect(nextStep(seller)).toContainText('Completed. Rate the client to help other sellers.');

    // Cancelling asks too, for a reason; keeping the order changes nothing.
    const second = await apiBuy(page.request, gigId);
    await seller.goto(`/orders/${second}`);
    await expect(nextStep(seller)).toContainText('Waiting for Cody Client to send the requirements.');
    await seller.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = seller.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(cancel).toBeVisible();
    await cancel.getByRole('button', { name: 'Keep order' }).click();
    await expect(cancel).toBeHidden();
    await expect(seller.getByText('In progress', { exact: true })).toBeVisible();
    await sellerContext.close();
  });
}
