import { expect, personIn, payWithCard, shootHere, test } from './fixtures';
import { apiGig, paidOrder, png } from './gig-helpers';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const pkg = (
  tier: string,
  name: string,
  price: number,
  deliveryDays: number,
  revisions: number,
  features: string[],
) => ({ tier, name, description: `${name}: the ${tier} package`, price, deliveryDays, revisions, features });

for (const width of [375, 1280]) {
  test(`a buyer picks Premium with an extra, pays exactly that, answers the seller's questions and accepts two more days, at ${width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const seller = await personIn(browser, undefined, 'freelancer', 'Pia Packages', width);
    const title = `Brand kit ${unique()}`;
    const created = await seller.page.request.post('/api/v1/gigs', {
      multipart: {
        title,
        category: 'design',
        description: 'A brand kit in three sizes.',
        serviceTitle: 'Logo',
        shortDescription: 'One logo',
        deliveryTime: '5',
        revisionNumber: '1',
        price: '50',
        features: JSON.stringify(['Logo']),
        packages: JSON.stringify([
          pkg('basic', 'Starter', 50, 5, 1, ['Logo']),
          pkg('standard', 'Brand', 120, 4, 3, ['Logo', 'Colours']),
          pkg('premium', 'Full kit', 300, 3, 10, ['Logo', 'Colours', 'Stationery']),
        ]),
        extras: JSON.stringify([
          { title: 'Extra-fast delivery', priceCents: 4000, extraDays: -1 },
          { title: 'Social media kit', priceCents: 2500, extraDays: 1 },
        ]),
        questions: JSON.stringify([
          { prompt: 'What is the brand called?', kind: 'text', required: true },
          { prompt: 'Which mood?', kind: 'choice', options: ['Calm', 'Bold'], required: true },
          { prompt: 'Upload your current logo', kind: 'file', required: true },
        ]),
        coverImage: { name: 'c.png', mimeType: 'image/png', buffer: await png() },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const gigId = (await created.json()).data._id as string;

    // The gig page: a comparison of the packages, the choice, the extras and a live total.
    const buyer = await personIn(browser, undefined, 'client', 'Ben Buyer', width);
    await buyer.page.goto(`/gig/${gigId}`);
    await expect(buyer.page.getByRole('heading', { name: 'Compare packages' })).toBeVisible();
    await buyer.page.getByText('Premium', { exact: true }).click();
    await expect(buyer.page.getByRole('heading', { name: 'Full kit', level: 2 })).toBeVisible();
    await buyer.page.getByRole('checkbox', { name: /Extra-fast delivery/ }).check();
    await expect(buyer.page.getByText('Total')).toContainText('$340');
    await shootHere(buyer.page, `gig-packages-${width}`);
    await buyer.page.getByRole('link', { name: 'Continue' }).click();

    // Checkout names the package and the extra, and charges their sum.
    const order = buyer.page.getByRole('region', { name: 'Your order' });
    await expect(order).toContainText('Full kit package');
    await expect(order).toContainText('Extra-fast delivery');
    await expect(order.getByText('$340', { exact: true })).toBeVisible();
    await expect(order).toContainText('2 days delivery');
    await shootHere(buyer.page, `pay-premium-${width}`);
    await payWithCard(buyer.page);
    await buyer.page.getByRole('link', { name: 'Send your requirements' }).click();
    await buyer.page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderUrl = buyer.page.url();
    await expect(buyer.page.getByText('Full kit package')).toBeVisible();

    // The clock waits for the answers to the seller's questions; a required one left out is named under it.
    await expect(buyer.page.getByText('Due date starts when the questions are answered')).toBeVisible();
    await buyer.page.getByLabel('What is the brand called?').fill('Lumen Tea');
    await buyer.page.getByRole('button', { name: 'Send answers' }).click();
    await expect(buyer.page.getByText('This question must be answered')).toBeVisible();
    await expect(buyer.page.getByText('Choose a file to upload')).toBeVisible();
    await shootHere(buyer.page, `answers-${width}`);
    await buyer.page.getByRole('radio', { name: 'Bold' }).check();
    // The file question: one file, uploaded with the answers.
    await buyer.page
      .getByLabel('Upload your current logo')
      .setInputFiles({ name: 'old-logo.png', mimeType: 'image/png', buffer: await png() });
    await shootHere(buyer.page, `answers-file-${width}`);
    await buyer.page.getByRole('button', { name: 'Send answers' }).click();
    await expect(buyer.page.getByText(/^Due /)).toBeVisible();
    await expect(buyer.page.getByText('Due date starts when the questions are answered')).toHaveCount(0);
    // Both parties see the file as a link that downloads it.
    const logoLink = buyer.page.getByRole('link', { name: 'old-logo.png' });
    await expect(logoLink).toBeVisible();
    const fileUrl = await logoLink.getAttribute('href');
    expect(fileUrl).toMatch(/\/api\/v1\/orders\/[0-9a-f-]{36}\/questions\/[0-9a-f-]{36}\/file$/);
    expect((await buyer.page.request.get(fileUrl!)).headers()['content-type']).toBe('image/png');

    // The seller asks for two more days; the buyer accepts; the timeline says so.
    await seller.page.goto(orderUrl);
    await expect(seller.page.getByRole('link', { name: 'old-logo.png' })).toHaveAttribute('href', fileUrl!);
    expect((await seller.page.request.get(fileUrl!)).status()).toBe(200);
    await seller.page.getByText('Ask for more time').first().click();
    await seller.page.getByLabel('More days').fill('2');
    await seller.page.getByLabel('Why more time?').fill('The stationery printer needs the final colours first.');
    await seller.page.getByRole('button', { name: 'Ask for more time' }).click();
    await expect(seller.page.getByText('You asked for 2 more days to deliver.')).toBeVisible();
    await shootHere(seller.page, `seller-asked-${width}`);
    await buyer.page.reload();
    await expect(buyer.page.getByText('The seller asks for 2 more days to deliver.')).toBeVisible();
    await shootHere(buyer.page, `buyer-asked-${width}`);
    await buyer.page.getByRole('button', { name: 'Accept' }).click();
    await expect(buyer.page.getByText('More time accepted: due date moved')).toBeVisible();
    await expect(buyer.page.getByText('The seller asks')).toHaveCount(0);
    await seller.close();
    await buyer.close();
  });
}

test('a seller writes a Standard package and an extra in the gig form; the gig page offers both', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const seller = await personIn(browser, undefined, 'freelancer', 'Fay Form');
  const title = `Podcast edit ${unique()}`;
  await seller.page.goto('/add');
  await seller.page.getByLabel('Title', { exact: true }).fill(title);
  await seller.page.getByLabel('Category').selectOption({ label: 'Music' });
  await seller.page
    .getByLabel('Cover Image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png() });
  await seller.page.getByLabel('Description', { exact: true }).fill('Clean, levelled podcast episodes.');
  await seller.page.getByLabel('Service Title').fill('One episode');
  await seller.page.getByLabel('Short Description').fill('Up to 30 minutes');
  await seller.page.getByLabel('Delivery Time (days)').fill('3');
  await seller.page.getByLabel('Revision Number').fill('1');
  await seller.page.getByLabel('Price ($)', { exact: true }).fill('40');
  await seller.page.getByLabel('Offer a Standard package').check();
  await seller.page.getByLabel('Standard name').fill('Two episodes');
  await seller.page.getByLabel('Standard description').fill('Up to 60 minutes');
  await seller.page.getByLabel('Standard price ($)').fill('75');
  await seller.page.getByLabel('Standard days').fill('4');
  await seller.page.getByLabel('Standard revisions').fill('2');
  await seller.page.getByRole('button', { name: 'Add an extra' }).click();
  await seller.page.getByLabel('Extra 1 title').fill('Show notes');
  await seller.page.getByLabel('Extra 1 price ($)').fill('12.5');
  await seller.page.getByRole('button', { name: 'Add a question' }).click();
  await seller.page.getByLabel('Question 1', { exact: true }).fill('How long is the episode?');
  await seller.page.getByRole('button', { name: 'Add a question' }).click();
  await seller.page.getByLabel('Question 2', { exact: true }).fill('Upload the raw recording');
  await seller.page.getByLabel('Question 2 answer').selectOption({ label: 'File upload' });
  await seller.page.getByRole('button', { name: /Create|Publish/ }).click();
  // A price in cents is refused under its field, and nothing is sent until it is whole dollars.
  await expect(seller.page.getByText('Extra price must be whole dollars')).toBeVisible();
  await shootHere(seller.page, 'gig-form-packages-1280');
  await seller.page.getByLabel('Extra 1 price ($)').fill('15');
  await seller.page.getByRole('button', { name: /Create|Publish/ }).click();
  await seller.page.waitForURL((url) => !url.pathname.startsWith('/add'));

  const gigs = (await (await page.request.get(`/api/v1/gigs?userId=${seller.user.id}`)).json()) as {
    _id: string;
    title: string;
  }[];
  const gig = gigs.find((g) => g.title === title)!;
  const questions = (await (await page.request.get(`/api/v1/gigs/single/${gig._id}`)).json()).questions;
  expect(questions.map((q: { prompt: string; kind: string }) => [q.prompt, q.kind])).toEqual([
    ['How long is the episode?', 'text'],
    ['Upload the raw recording', 'file'],
  ]);
  await page.goto(`/gig/${gig._id}`);
  await page.getByText('Standard', { exact: true }).click();
  await page.getByRole('checkbox', { name: /Show notes/ }).check();
  await expect(page.getByText('Total')).toContainText('$90');
  await seller.close();
});

test('the buyer asks to cancel, the seller sees the request and agrees: the order is cancelled and refunded', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const seller = await personIn(browser, undefined, 'freelancer', 'Cass Cancel', 375);
  const buyer = await personIn(browser, undefined, 'client', 'Bo Buyer', 1280);
  const gigId = await apiGig(seller.page.request, { title: `Jingle ${unique()}` });
  const orderId = await paidOrder(buyer.page.request, gigId);
  await buyer.page.goto(`/orders/${orderId}`);
  await buyer.page.getByText('Ask to cancel by agreement').click();
  await buyer.page.getByLabel('Why cancel?').fill('Our campaign was called off.');
  await buyer.page.getByRole('button', { name: 'Ask to cancel' }).click();
  await expect(buyer.page.getByText('You asked to cancel the order (a full refund to the buyer).')).toBeVisible();
  await expect(buyer.page.getByText(/^Expires unanswered on/)).toBeVisible();
  await seller.page.goto(`/orders/${orderId}`);
  await expect(seller.page.getByText('The buyer asks to cancel the order (a full refund to the buyer).')).toBeVisible();
  await expect(seller.page.getByText('Our campaign was called off.').first()).toBeVisible();
  await shootHere(seller.page, 'seller-cancel-request-375');
  await seller.page.getByRole('button', { name: 'Accept' }).click();
  await expect(seller.page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await buyer.page.reload();
  await expect(buyer.page.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await seller.close();
  await buyer.close();
});
