import { expect, payWithCard, personIn, shootHere, test } from './fixtures';
import { webShopApplication } from './gig-helpers';

for (const width of [375, 1280]) {
  test(`a client hires from a job post with a three-milestone offer: the first funded and approved, changes asked on the second which the sweep approves, a dispute on the third settled by a partial refund, at ${width} px`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const client = await personIn(browser, undefined, 'client', 'Mila Milestones', width);
    const freelancer = await personIn(browser, undefined, 'freelancer', 'Finn Freelancer', width);
    const { applicationId } = await webShopApplication(client.page.request, freelancer.page.request);
    // The client hires from the post's application with a three-milestone offer, written in the form.
    await client.page.goto(`/applicantinfo/${applicationId}`);
    await client.page.getByRole('button', { name: 'Send offer' }).click();
    await client.page.getByLabel('Pay in milestones').check();
    for (const [i, [name, amount, days]] of [
      ['Design', '500', '7'],
      ['Build', '1200', '14'],
      ['Launch', '300', '3'],
    ].entries()) {
      if (i > 0) await client.page.getByRole('button', { name: 'Add milestone' }).click();
      const row = client.page.getByRole('group', { name: `Milestone ${i + 1}` });
      await row.getByLabel('Title').fill(name!);
      await row.getByLabel('Amount ($)').fill(amount!);
      await row.getByLabel('Due in (days)').fill(days!);
    }
    await expect(client.page.getByText('Total (the offer’s price): $2,000')).toBeVisible();
    const sent = client.page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/offers') && r.request().method() === 'POST',
    );
    await client.page.getByRole('button', { name: 'Send offer' }).click();
    const offer = await sent;
    expect(offer.status(), await offer.text()).toBe(201);
    const offerId = (await offer.json()).data._id as string;
    expect((await freelancer.page.request.post(`/api/v1/offers/${offerId}/accept`)).status()).toBe(200);

    // Paying the accepted offer funds the first milestone and starts the contract.
    await client.page.goto(`/pay/offer/${offerId}`);
    await expect(client.page.getByText('$500', { exact: true })).toBeVisible();
    await payWithCard(client.page);
    await expect(client.page).toHaveURL(/\/success/);
    const read = await (await client.page.request.get(`/api/v1/offers/${offerId}`)).json();
    const orderId = read.data.orderId as string;

    // The freelancer submits the first milestone's work on the order page.
    await freelancer.page.goto(`/orders/${orderId}`);
    const first = freelancer.page.getByRole('listitem', { name: 'Milestone 1: Design' });
    await expect(first.getByText('Funded', { exact: true })).toBeVisible();
    await first.getByLabel('What you hand in').fill('The designs: https://example.com/designs');
    await first.getByRole('button', { name: 'Submit work' }).click();
    await expect(first.getByText('Submitted', { exact: true })).toBeVisible();

    // The client approves it (its $500 is released), then funds the second on the card form.
    await client.page.goto(`/orders/${orderId}`);
    const design = client.page.getByRole('listitem', { name: 'Milestone 1: Design' });
    await expect(design.getByText('The designs: https://example.com/designs')).toBeVisible();
    await shootHere(client.page, `milestones-submitted-${width}`);
    await design.getByRole('button', { name: 'Approve and release $500' }).click();
    await expect(design.getByText('Approved', { exact: true })).toBeVisible();
    const build = client.page.getByRole('listitem', { name: 'Milestone 2: Build' });
    await build.getByRole('link', { name: 'Fund $1,200' }).click();
    await expect(client.page.getByText('$1,200', { exact: true })).toBeVisible();
    await shootHere(client.page, `milestones-fund-${width}`);
    await payWithCard(client.page);
    await expect(client.page).toHaveURL(/\/success/);

    // The freelancer submits the second; the client asks for changes.
    await freelancer.page.goto(`/orders/${orderId}`);
    const second = freelancer.page.getByRole('listitem', { name: 'Milestone 2: Build' });
    await expect(second.getByText('Funded', { exact: true })).toBeVisible();
    await second.getByLabel('What you hand in').fill('The shop is built.');
    await second.getByRole('button', { name: 'Submit work' }).click();
    await expect(second.getByText('Submitted', { exact: true })).toBeVisible();

    await client.page.goto(`/orders/${orderId}`);
    const built = client.page.getByRole('listitem', { name: 'Milestone 2: Build' });
    await built.getByLabel('What to change').fill('Add a gift card option.');
    await built.getByRole('button', { name: 'Ask for changes' }).click();
    await expect(built.getByText('Changes requested', { exact: true })).toBeVisible();
    const launch = client.page.getByRole('listitem', { name: 'Milestone 3: Launch' });
    await expect(launch.getByRole('link', { name: 'Fund $300' })).toBeVisible();
    // The order-level money line would say the whole price was released: a contract leaves it out.
    await expect(client.page.getByText(/was released to the freelancer/)).toHaveCount(0);
    await shootHere(client.page, `milestones-client-${width}`);

    await freelancer.page.goto(`/orders/${orderId}`);
    const again = freelancer.page.getByRole('listitem', { name: 'Milestone 2: Build' });
    await expect(again.getByText('Add a gift card option.')).toBeVisible();
    await expect(again.getByRole('button', { name: 'Submit work' })).toBeVisible();
    await shootHere(freelancer.page, `milestones-freelancer-${width}`);

    // The freelancer hands the second in again; the client leaves it unanswered, and the sweep approves it.
    await again.getByLabel('What you hand in').fill('Gift cards are in.');
    await again.getByRole('button', { name: 'Submit work' }).click();
    await expect(again.getByText('Submitted', { exact: true })).toBeVisible();
    const later = new Date(Date.now() + 15 * 86_400_000).toISOString();
    const swept = await client.page.request.post('/api/v1/orders/test-hooks/milestone-sweep', {
      data: { now: later, orderIds: [orderId] },
    });
    expect(swept.status(), await swept.text()).toBe(200);
    expect((await swept.json()).approved).toHaveLength(1);
    await client.page.goto(`/orders/${orderId}`);
    await expect(built.getByText('Approved', { exact: true })).toBeVisible();

    // The client funds the third, and opens a dispute on it: it ends in a partial refund by agreement.
    await launch.getByRole('link', { name: 'Fund $300' }).click();
    await payWithCard(client.page);
    await expect(client.page).toHaveURL(/\/success/);
    await client.page.goto(`/orders/${orderId}`);
    await expect(launch.getByText('Funded', { exact: true })).toBeVisible();
    await client.page.getByRole('button', { name: 'Open a dispute' }).click();
    const dialog = client.page.getByRole('dialog', { name: 'Open a dispute' });
    await expect(dialog.getByLabel('Milestone')).toHaveValue(/.+/);
    await dialog.getByLabel('Reason').selectOption({ label: 'The work is not what was ordered' });
    await dialog.getByLabel('What happened?').fill('The launch never happened.');
    await dialog.getByRole('button', { name: 'Open dispute' }).click();
    await expect(client.page.getByText('On Milestone 3: Launch ($300)')).toBeVisible();
    const form = client.page.getByRole('form', { name: 'Propose an outcome' });
    await form.getByLabel('Partial refund').check();
    await form.getByLabel('Refund to the buyer, in dollars').fill('100');
    await form.getByRole('button', { name: 'Send proposal' }).click();
    const disputeUrl = client.page.url();

    await freelancer.page.goto(disputeUrl);
    const stands = freelancer.page.getByRole('region', { name: 'Where it stands' });
    await stands.getByRole('button', { name: 'Accept proposal' }).click();
    await freelancer.page
      .getByRole('dialog', { name: 'Accept this proposal?' })
      .getByRole('button', { name: 'Accept and settle' })
      .click();
    await expect(freelancer.page.getByRole('region', { name: 'Outcome' })).toContainText(
      'Partial refund: $100 to the buyer, $200 to the seller for milestone 3, Launch.',
    );
    // It was the last milestone open: the contract is complete, and the outcome says so.
    await expect(freelancer.page.getByRole('region', { name: 'Outcome' })).toContainText(
      'Mila Milestones gets $100 back and you get $200; the contract is complete.',
    );
    await shootHere(freelancer.page, `milestones-dispute-settled-${width}`);

    // Every milestone is closed: the contract is complete, the third settled in the dispute.
    await client.page.goto(`/orders/${orderId}`);
    await expect(launch.getByText('Settled in a dispute', { exact: true })).toBeVisible();
    await expect(launch.getByText('$100 back to the client, $200 to the freelancer')).toBeVisible();
    await expect(client.page.getByText('Completed', { exact: true }).first()).toBeVisible();
    await shootHere(client.page, `milestones-completed-${width}`);
    await client.close();
    await freelancer.close();
  });
}
