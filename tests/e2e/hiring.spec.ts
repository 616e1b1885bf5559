import { createUser, expect, logInAs, payWithCard, shoot, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const pdf = {
  name: 'cv.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};
test('a job post ends in a paid order: apply, shortlist and decline, offer, accept, pay, deliver, review; the post is hired and leaves search', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Bakery landing page ${unique()}`;
  const client = await createUser(page, 'client', 'Carla Client');
  const ann = await createUser(page, 'freelancer', 'Ann Applicant');
  const bob = await createUser(page, 'freelancer', 'Bob Bidder');

  // The client posts the job.
  await logInAs(page, client);
  await page.goto('/createpost');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('A one-page site for our bakery, with opening hours and a menu.');
  await page.getByLabel('Budget').selectOption('100-200');
  await page.getByLabel('Category').selectOption('Web Development');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const postId = await (async () => {
    const mine = await page.request.get('/api/v1/posts/mypost');
    return (await mine.json()).data.find((p: { title: string }) => p.title === title)._id as string;
  })();

  // Ann applies on the page with a PDF CV; the post then says Applied with the date.
  const annPage = await (await browser.newContext()).newPage();
  await logInAs(annPage, ann);
  await annPage.goto(`/post/${postId}`);
  await annPage.getByRole('link', { name: 'Apply now' }).click();
  await annPage.getByLabel('Cover letter').fill('I build fast bakery sites.');
  await annPage.getByLabel(/Attachment \(jpg, png or pdf files\)/).setInputFiles(pdf);
  await annPage.getByRole('button', { name: 'Apply' }).click();
  await expect(annPage).toHaveURL(/\/myapplication$/);
  await annPage.goto(`/post/${postId}`);
  await expect(annPage.getByText(/Applied on/)).toBeVisible();
  await expect(annPage.getByRole('link', { name: 'Apply now' })).toHaveCount(0);

  // Bob applies too.
  const bobPage = await (await browser.newContext()).newPage();
  await logInAs(bobPage, bob);
  const applied = await bobPage.request.post(`/api/v1/applications/createapplication/${postId}`, {
    multipart: { coverLetter: 'Me too.', attachment: pdf },
  });
  expect(applied.status()).toBe(201);

  // The client sees both under the post, shortlists Ann and declines Bob.
  await page.goto('/applications');
  await expect(page.getByText('2 applications')).toBeVisible();
  await shoot(page, 'applications');
  const annRow = page.getByRole('listitem').filter({ hasText: 'Ann Applicant' });
  await annRow.getByRole('link', { name: 'Details' }).click();
  await page.getByRole('button', { name: 'Shortlist' }).click();
  await expect(page.getByText('Shortlisted', { exact: true }).first()).toBeVisible();
  const annApplication = page.url();
  await page.goto('/applications');
  await page.getByRole('listitem').filter({ hasText: 'Bob Bidder' }).getByRole('link', { name: 'Details' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Declined', { exact: true }).first()).toBeVisible();

  await bobPage.goto('/myapplication');
  await expect(bobPage.getByText('Declined', { exact: true })).toBeVisible();
  await expect(bobPage.getByRole('button', { name: /Notifications, \d+ unread/ })).toBeVisible();

  // The client sends an offer from Ann's application, prefilled from the post and her proposal.
  await page.goto(annApplication);
  await page.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Scope of work')).toHaveValue(/I build fast bakery sites\./);
  await expect(page.getByLabel('Price ($)')).toHaveValue('200');
  await page.getByLabel('Price ($)').fill('150');
  await shoot(page, 'send-offer');
  await page.getByRole('button', { name: 'Send offer' }).click();
  const card = page.getByRole('article', { name: `Offer: ${title}` });
  await expect(card.getByText('Pending')).toBeVisible();

  // Ann accepts it on My Applications; the client's card turns to Pay live.
  await annPage.goto('/myapplication');
  const annCard = annPage.getByRole('article', { name: `Offer: ${title}` });
  await expect(annCard).toContainText('$150');
  await shoot(annPage, 'my-applications');
  await annCard.getByRole('button', { name: 'Accept' }).click();
  await expect(annCard.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Pay $150' })).toBeVisible();
  await card.getByRole('link', { name: title }).click();
  await shoot(page, 'offer');
  await page.getByRole('link', { name: 'Pay $150' }).click();
  await expect(page.getByText('$150').first()).toBeVisible();
  await payWithCard(page);
  await expect(page.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();

  // The order runs: requirements, delivery, acceptance.
  await page.getByRole('link', { name: 'Send your requirements' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+/);
  const orderUrl = page.url().replace(/[?#].*$/, '');
  await page.getByLabel('Requirements').fill('Our logo and the menu.');
  await page.getByRole('button', { name: 'Send requirements' }).click();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Requirements sent');
  await annPage.goto(orderUrl);
  await annPage.getByLabel('Delivery message').fill('Your site is ready.');
  await annPage.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(annPage.getByText('Work delivered')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Accept delivery' }).click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: /Accept/ });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();

  // The client reviews Ann; the review shows on her public profile.
  await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await page.getByLabel('Your review').fill('A lovely bakery site.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('You reviewed this order.')).toBeVisible();
  await page.goto(`/profile/${ann.id}`);
  await expect(page.getByText('A lovely bakery site.')).toBeVisible();

  // The post shows Hired and is gone from job search; Bob heard the position was filled.
  await page.goto(`/post/${postId}`);
  await expect(page.getByText('Hired', { exact: true })).toBeVisible();
  await bobPage.goto(`/search/${encodeURIComponent(title)}`);
  await expect(bobPage.getByText('No result found')).toBeVisible();
  await page.goto('/mypost');
  await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Hired')).toBeVisible();
  await shoot(page, 'my-posts');
});

test('a freelancer’s custom offer in a conversation is paid by the client and becomes an order', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const client = await createUser(page, 'client', 'Cleo Client');
  const fay = await createUser(page, 'freelancer', 'Fay Freelancer');
  await logInAs(page, client);
  const started = await page.request.post('/api/v1/conversations', { data: { to: fay.id } });
  const conversationId = (await started.json()).id as string;
  await page.goto(`/message/${conversationId}`);

  const fayPage = await (await browser.newContext()).newPage();
  await logInAs(fayPage, fay);
  await fayPage.goto(`/message/${conversationId}`);
  await fayPage.getByRole('button', { name: 'Create offer' }).click();
  await fayPage.getByLabel('Title').fill('Custom menu design');
  await fayPage.getByLabel('Scope of work').fill('A printable menu in two sizes.');
  await fayPage.getByLabel('Price ($)').fill('60');
  await fayPage.getByLabel('Delivery days').fill('2');
  await fayPage.getByLabel('Revisions').fill('1');
  await fayPage.getByRole('button', { name: 'Send offer' }).click();
  await expect(fayPage.getByRole('article', { name: 'Offer: Custom menu design' })).toContainText(
    'Waiting for Cleo Client',
  );

  // The card reaches the client's open thread live, with Accept and pay.
  const card = page.getByRole('article', { name: 'Offer: Custom menu design' });
  await expect(card).toContainText('$60');
  await shoot(page, 'thread-offer');
  await card.getByRole('link', { name: 'Accept and pay $60' }).click();
  await payWithCard(page);
  await expect(page.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();
  const receiptOrder = page.getByRole('link', { name: 'Send your requirements' });
  await expect(receiptOrder).toBeVisible();

  // Fay's card turns Ordered live and links the order.
  const fayCard = fayPage.getByRole('article', { name: 'Offer: Custom menu design' });
  await expect(fayCard.getByText('Ordered')).toBeVisible();
  await fayCard.getByRole('link', { name: 'Open the order' }).click();
  await expect(fayPage.getByText('Custom menu design').first()).toBeVisible();
  await expect(fayPage.getByText('In progress').first()).toBeVisible();
});
