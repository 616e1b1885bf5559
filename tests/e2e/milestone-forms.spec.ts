import { expect, payWithCard, personIn, shootHere, test } from './fixtures';
import { png, webShopApplication } from './gig-helpers';

for (const width of [375, 1280]) {
  test(`a client makes a three-milestone offer with the form; work is submitted with a file; a milestone is proposed and accepted, at ${width} px`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const client = await personIn(browser, undefined, 'client', 'Mona Milestone', width);
    const freelancer = await personIn(browser, undefined, 'freelancer', 'Fabio Files', width);
    const { title, applicationId } = await webShopApplication(client.page.request, freelancer.page.request);

    // The client writes the offer in three milestones; the total is its price, live.
    const page = client.page;
    await page.goto(`/applicantinfo/${applicationId}`);
    await page.getByRole('button', { name: 'Send offer' }).click();
    await page.getByLabel('Pay in milestones').check();
    await expect(page.getByLabel('Price ($)')).toHaveCount(0);
    const rows = [
      ['Design', '500', '7'],
      ['Build', '1200', '14'],
      ['Launch', '12.5', '3'],
    ];
    for (const [i, [name, amount, days]] of rows.entries()) {
      if (i > 0) await page.getByRole('button', { name: 'Add milestone' }).click();
      const row = page.getByRole('group', { name: `Milestone ${i + 1}` });
      await row.getByLabel('Title').fill(name!);
      await row.getByLabel('Amount ($)').fill(amount!);
      await row.getByLabel('Due in (days)').fill(days!);
    }
    await expect(page.getByText('Total (the offer’s price): $1,700')).toBeVisible();

    // A wrong row says so under its own field, and nothing is sent.
    await page.getByRole('button', { name: 'Send offer' }).click();
    const third = page.getByRole('group', { name: 'Milestone 3' });
    await expect(third.getByLabel('Amount ($)')).toHaveAccessibleDescription('Amount must be in whole dollars');
    await expect(page.getByRole('group', { name: 'Milestone 2' }).getByRole('alert')).toHaveCount(0);
    await third.getByLabel('Amount ($)').fill('300');
    await expect(page.getByText('Total (the offer’s price): $2,000')).toBeVisible();
    await shootHere(page, `milestone-offer-form-${width}`);

    // Rows are added up to 20 (then the button says why it is off), and each is removed by its own button.
    const add = page.getByRole('button', { name: 'Add milestone' });
    const last = width === 1280 ? 20 : 4;
    for (let n = 4; n <= last; n += 1) {
      await add.click();
      await expect(page.getByRole('group', { name: `Milestone ${n}` })).toBeVisible();
    }
    if (last === 20) {
      await expect(add).toBeDisabled();
      await expect(add).toHaveAccessibleDescription('An offer has at most 20 milestones.');
    }
    for (let n = last; n >= 4; n -= 1) await page.getByRole('button', { name: `Remove milestone ${n}` }).click();
    await expect(page.getByRole('group', { name: 'Milestone 4' })).toHaveCount(0);
    await expect(add).toBeEnabled();
    await expect(page.getByText('Total (the offer’s price): $2,000')).toBeVisible();

    // The server's word on a row lands under that row's field too (here a refusal it alone could give).
    await page.route('**/api/v1/offers', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 400,
          success: false,
          message: 'milestones.1.amountCents: Amount must be at most $50,000',
          errors: [{ field: 'milestones.1.amountCents', message: 'Amount must be at most $50,000' }],
        }),
      }),
    );
    await page.getByRole('button', { name: 'Send offer' }).click();
    await expect(page.getByRole('group', { name: 'Milestone 2' }).getByLabel('Amount ($)')).toHaveAccessibleDescription(
      'Amount must be at most $50,000',
    );
    await page.unroute('**/api/v1/offers');

    await page.getByRole('button', { name: 'Send offer' }).click();
    const card = page.getByRole('article', { name: `Offer: ${title}` });
    await expect(card.getByText('Pending')).toBeVisible();
    const terms = card.getByRole('list', { name: 'Milestones' });
    await expect(terms.getByRole('listitem')).toHaveText([
      /1\. Design.*Due 7 days after funding.*\$500/,
      /2\. Build.*Due 14 days after funding.*\$1,200/,
      /3\. Launch.*Due 3 days after funding.*\$300/,
    ]);
    await expect(card.getByText('$2,000').first()).toBeVisible();
    await shootHere(page, `milestone-offer-card-${width}`);

    // The freelancer accepts; paying the offer funds the first milestone.
    const offerId = (await card.getByRole('link', { name: title }).getAttribute('href'))!.split('/').pop()!;
    expect((await freelancer.page.request.post(`/api/v1/offers/${offerId}/accept`)).status()).toBe(200);
    await page.goto(`/pay/offer/${offerId}`);
    await payWithCard(page);
    await expect(page).toHaveURL(/\/success/);
    const orderId = (await (await page.request.get(`/api/v1/offers/${offerId}`)).json()).data.orderId as string;

    // The freelancer submits the first milestone's work with a file, as a delivery.
    await freelancer.page.goto(`/orders/${orderId}`);
    const mine = freelancer.page.getByRole('listitem', { name: 'Milestone 1: Design' });
    await mine.getByLabel('What you hand in').fill('The designs, attached.');
    await mine.getByLabel(/^Files/).setInputFiles({ name: 'designs.png', mimeType: 'image/png', buffer: await png() });
    await expect(mine.getByRole('list', { name: 'Files to submit' }).getByText('designs.png')).toBeVisible();
    await mine.getByRole('button', { name: 'Submit work' }).click();
    await expect(mine.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(mine.getByRole('link', { name: 'designs.png' })).toBeVisible();

    // The client sees the file as a link, and it opens for them.
    await page.goto(`/orders/${orderId}`);
    const design = page.getByRole('listitem', { name: 'Milestone 1: Design' });
    const link = design.getByRole('list', { name: 'Files of milestone 1' }).getByRole('link', { name: 'designs.png' });
    await expect(link).toBeVisible();
    const file = await page.request.get((await link.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    await shootHere(page, `milestone-files-${width}`);

    // The client proposes one more milestone; the freelancer accepts it.
    await page.getByRole('button', { name: 'Propose a milestone' }).click();
    const propose = page.getByRole('form', { name: 'Propose a milestone' });
    await propose.getByLabel('Title').fill('Support');
    await propose.getByLabel('Amount ($)').fill('0');
    await propose.getByRole('button', { name: 'Propose milestone' }).click();
    await expect(propose.getByLabel('Amount ($)')).toHaveAccessibleDescription('Amount must be at least $1');
    await propose.getByLabel('Amount ($)').fill('200');
    await propose.getByLabel('Due in (days)').fill('30');
    await shootHere(page, `milestone-propose-${width}`);
    await propose.getByRole('button', { name: 'Propose milestone' }).click();
    const support = page.getByRole('listitem', { name: 'Milestone 4: Support' });
    await expect(support.getByText('Proposed by the client')).toBeVisible();
    await expect(support.getByRole('button', { name: 'Accept milestone' })).toHaveCount(0);

    await freelancer.page.goto(`/orders/${orderId}`);
    const theirs = freelancer.page.getByRole('listitem', { name: 'Milestone 4: Support' });
    await theirs.getByRole('button', { name: 'Accept milestone' }).click();
    await expect(theirs.getByText('Not funded yet', { exact: true })).toBeVisible();
    await shootHere(freelancer.page, `milestone-accepted-${width}`);
    await page.goto(`/orders/${orderId}`);
    await expect(support.getByRole('link', { name: 'Fund $200' })).toBeVisible();
    await client.close();
    await freelancer.close();
  });
}
