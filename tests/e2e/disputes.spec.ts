import type { Browser, Page } from '@playwright/test';
import { expect, logInAsAdmin, personIn, shoot, test } from './fixtures';
import { apiGig, deliveredOrder, png } from './gig-helpers';

/**
 * The resolution center (issue 23), in Chromium: a dispute settled between the parties with a
 * partial refund, and one escalated and decided by an admin with a full refund. Orders are
 * bought and delivered over the API; the disputes themselves go through the screens.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A seller's gig at `price` dollars, bought by a buyer and delivered: each party in their own browser. */
async function deliveredGigOrder(
  browser: Browser,
  baseURL: string | undefined,
  names: { seller: string; buyer: string },
  title: string,
  price: number,
) {
  const seller = await personIn(browser, baseURL, 'freelancer', names.seller);
  const buyer = await personIn(browser, baseURL, 'client', names.buyer);
  const gigId = await apiGig(seller.page.request, { title, price });
  return { seller, buyer, orderId: await deliveredOrder(buyer.page.request, seller.page.request, gigId) };
}

const stands = (page: Page) => page.getByRole('region', { name: 'Where it stands' });
const timeline = (page: Page) => page.getByRole('list', { name: 'Dispute timeline' });

test('a buyer disputes a delivery, the seller proposes a partial refund, the buyer accepts: the money moves on both sides', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = `Heron logo ${unique()}`;
  const { seller, buyer, orderId } = await deliveredGigOrder(
    browser,
    baseURL,
    { seller: 'Hana Heron', buyer: 'Bruno Buyer' },
    title,
    80,
  );

  // The buyer opens a dispute from the order page; the reason is required.
  await buyer.page.goto(`/orders/${orderId}`);
  await buyer.page.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = buyer.page.getByRole('dialog', { name: 'Open a dispute' });
  await dialog.getByLabel('What happened?').fill('The logo is a duck, not a heron.');
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a reason');
  await shoot(buyer.page, 'open-dispute');
  await dialog.getByLabel('Reason').selectOption({ label: 'The work is not what was ordered' });
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await buyer.page.waitForURL(/\/disputes\/[0-9a-f-]{36}$/);
  const disputeUrl = buyer.page.url();
  await expect(buyer.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(timeline(buyer.page)).toContainText('The logo is a duck, not a heron.');
  await expect(stands(buyer.page)).toContainText('Talk it through with Hana Heron');

  // Evidence: a picture and a PDF, uploaded with the message.
  await buyer.page.getByRole('textbox', { name: 'Message' }).fill('See the brief and what came back.');
  await buyer.page.getByLabel('Evidence (images or PDF)').setInputFiles([
    { name: 'duck.png', mimeType: 'image/png', buffer: await png() },
    { name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await expect(buyer.page.getByRole('list', { name: 'Chosen files' })).toContainText('brief.pdf');
  await buyer.page.getByRole('button', { name: 'Send', exact: true }).click();
  const evidence = timeline(buyer.page).getByRole('list', { name: 'Evidence' });
  await expect(evidence.getByRole('img', { name: 'duck.png' })).toBeVisible();
  await expect(evidence.getByRole('link', { name: /brief\.pdf/ })).toBeVisible();
  await expect(buyer.page.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);

  // The seller finds the dispute from the order's banner and proposes a partial refund, in dollars.
  await seller.page.goto(`/orders/${orderId}`);
  await expect(seller.page.getByText('Disputed', { exact: true })).toBeVisible();
  await shoot(seller.page, 'order-disputed');
  await seller.page.getByRole('region', { name: 'Dispute' }).getByRole('link', { name: 'View the dispute' }).click();
  await expect(timeline(seller.page)).toContainText('See the brief and what came back.');
  const imageUrl = await timeline(seller.page).getByRole('img', { name: 'duck.png' }).getAttribute('src');
  expect((await seller.page.request.get(imageUrl!)).status()).toBe(200);
  const form = seller.page.getByRole('form', { name: 'Propose an outcome' });
  await form.getByLabel('Partial refund').check();
  await form.getByLabel('Refund to the buyer, in dollars').fill('80');
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(form.getByText('Enter an amount between $0.01 and $79.99')).toBeVisible();
  await form.getByLabel('Refund to the buyer, in dollars').fill('30');
  await expect(form.getByText('The seller gets the rest: $50.')).toBeVisible();
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(stands(seller.page)).toContainText(
    'You proposed: Partial refund: $30 to the buyer, $50 to the seller. Waiting for Bruno Buyer to answer.',
  );
  await shoot(seller.page, 'dispute-proposed');

  // The evidence stays private: a stranger gets nothing.
  const stranger = await personIn(browser, baseURL, 'client', 'Sam Stranger');
  expect((await stranger.page.request.get(imageUrl!)).status()).toBe(404);
  expect((await stranger.page.request.get(`/api/v1${new URL(disputeUrl).pathname}`)).status()).toBe(404);

  // The buyer's page follows by itself (the bell's live event); Accept settles it.
  await expect(stands(buyer.page)).toContainText(
    'Hana Heron proposes: Partial refund: $30 to the buyer, $50 to the seller.',
  );
  await expect(stands(buyer.page)).toContainText('You get $30 back and Hana Heron gets $50; the order completes.');
  await shoot(buyer.page, 'dispute-to-accept');
  await stands(buyer.page).getByRole('button', { name: 'Accept proposal' }).click();
  await buyer.page
    .getByRole('dialog', { name: 'Accept this proposal?' })
    .getByRole('button', { name: 'Accept and settle' })
    .click();
  const outcome = buyer.page.getByRole('region', { name: 'Outcome' });
  await expect(outcome).toContainText('Settled by agreement. Partial refund: $30 to the buyer, $50 to the seller.');
  await expect(buyer.page.getByText('Settled', { exact: true })).toBeVisible();

  // Both order pages say it; the buyer's payments and the seller's earnings count it.
  await buyer.page.goto(`/orders/${orderId}`);
  await expect(buyer.page.getByRole('region', { name: 'Dispute' })).toContainText('Settled by agreement');
  await expect(buyer.page.getByRole('region', { name: 'Payment' })).toContainText(
    '$30 was refunded to you and the rest, $50, released to the freelancer.',
  );
  // The line under the title (status, price, revisions) says "Refunded" for a full refund only.
  const facts = buyer.page.getByText('$80', { exact: true }).first().locator('..');
  await expect(facts).toContainText('Completed');
  await expect(facts).not.toContainText('Refunded');
  await buyer.page.goto('/payments');
  const payment = buyer.page
    .getByRole('table', { name: 'Your payments, newest first' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(payment).toContainText('Partly refunded, the rest released');
  await expect(payment).toContainText('$80');

  await seller.page.goto(`/orders/${orderId}`);
  await expect(seller.page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(seller.page.getByRole('region', { name: 'Payment' })).toContainText('the rest, $50, released to you.');
  // The dashboard's Earned is what was released, $50, not the order's $80.
  await seller.page.goto('/dashboard');
  await expect(seller.page.getByRole('region', { name: 'Your orders' })).toContainText('Earned$50');
  await seller.page.getByRole('link', { name: 'See earnings' }).click();
  await expect(seller.page.getByTestId('balance-in-progress')).toHaveText('$0');
  await expect(seller.page.getByTestId('balance-clearing')).toHaveText('$50');
  const table = seller.page.getByRole('table', { name: 'Your transactions, newest first' });
  await expect(table.getByRole('row').filter({ hasText: 'Released to you' })).toContainText('$50');
  await expect(table.getByRole('row').filter({ hasText: 'Refunded to the client' })).toContainText('$30');
});

test('a dispute is escalated and an admin decides a full refund; both parties see it', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const title = `Kite poster ${unique()}`;
  const { seller, buyer, orderId } = await deliveredGigOrder(
    browser,
    baseURL,
    { seller: 'Kai Kite', buyer: 'Dana Buyer' },
    title,
    45,
  );
  // Opening is the first journey's: here it goes through the API.
  const opened = await buyer.page.request.post(`/api/v1/orders/${orderId}/dispute`, {
    data: { reason: 'late', details: 'Three days late and still wrong.' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const disputeId = (await opened.json()).data._id as string;

  // Escalating waits DISPUTE_ESCALATE_HOURS (48): the button says until when.
  await seller.page.goto(`/disputes/${disputeId}`);
  await expect(seller.page.getByRole('button', { name: 'Escalate to Workify' })).toBeDisabled();
  await expect(stands(seller.page)).toContainText(/You can escalate after .+\./);
  // Two days later (the server's test hook moves the opening back), the seller cannot agree and escalates.
  expect(
    (
      await seller.page.request.post('/api/v1/disputes/test-hooks/backdate', { data: { disputeId, hours: 48 } })
    ).status(),
  ).toBe(200);
  await seller.page.reload();
  await seller.page.getByRole('button', { name: 'Escalate to Workify' }).click();
  await seller.page
    .getByRole('dialog', { name: 'Ask Workify to decide?' })
    .getByRole('button', { name: 'Escalate' })
    .click();
  await expect(stands(seller.page)).toContainText("Workify's team is reviewing the dispute and will decide.");
  await expect(timeline(seller.page)).toContainText("Escalated: Workify's team decides");

  // The admin finds it under Escalated, reads the order's story and decides a full refund.
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await logInAsAdmin(admin);
  await admin.goto('/admin/disputes');
  await expect(admin.getByRole('tab', { name: 'Escalated' })).toHaveAttribute('aria-selected', 'true');
  await admin.getByRole('link', { name: title }).click();
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Order timeline' })).toContainText('Delivered');
  await expect(admin.getByRole('region', { name: 'Deliveries' })).toContainText('Here it is');
  await expect(admin.getByRole('region', { name: 'Dispute' })).toContainText('Three days late and still wrong.');
  await shoot(admin, 'admin-dispute');
  const decision = admin.getByRole('form', { name: 'Decide the dispute' });
  await decision.getByLabel('Full refund').check();
  await decision.getByRole('button', { name: 'Decide' }).click();
  await expect(decision.getByText('A reason is required')).toBeVisible();
  await decision.getByLabel('Reason').fill('The delivery came late and did not match the brief.');
  await decision.getByRole('button', { name: 'Decide' }).click();
  const decided = admin.getByRole('region', { name: 'Decision' });
  await expect(decided).toContainText('Decided by Workify. Full refund: $45 back to the buyer.');
  await admin.getByRole('link', { name: 'All disputes' }).click();
  await admin.getByRole('tab', { name: 'Decided' }).click();
  await expect(admin.getByRole('link', { name: title })).toBeVisible();
  await shoot(admin, 'admin-disputes');

  // Both parties read the decision and its reason; the buyer's order is cancelled and refunded.
  for (const party of [buyer.page, seller.page]) {
    await party.goto(`/disputes/${disputeId}`);
    const outcome = party.getByRole('region', { name: 'Outcome' });
    await expect(outcome).toContainText('Decided by Workify. Full refund: $45 back to the buyer.');
    await expect(outcome).toContainText('The delivery came late and did not match the brief.');
  }
  await shoot(buyer.page, 'dispute-decided');
  await buyer.page.goto(`/orders/${orderId}`);
  await expect(buyer.page.getByText('This order was cancelled and refunded.')).toBeVisible();
  await expect(buyer.page.getByText('$45', { exact: true }).first().locator('..')).toContainText('Refunded');
  await expect(buyer.page.getByRole('region', { name: 'Payment' })).toContainText('$45 was refunded to you.');
  await seller.page.goto('/earnings');
  await expect(seller.page.getByTestId('balance-in-progress')).toHaveText('$0');
  await expect(seller.page.getByTestId('balance-clearing')).toHaveText('$0');
});
