import { expect, payWithCard, personIn, shootHere, test } from './fixtures';
import { png } from './gig-helpers';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

for (const width of [375, 1280]) {
  test(`a three-milestone offer is accepted; the first is funded and approved, the second submitted and changes requested, at ${width} px`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const client = await personIn(browser, undefined, 'client', 'Mila Milestones', width);
    const freelancer = await personIn(browser, undefined, 'freelancer', 'Finn Freelancer', width);
    const title = `Web shop ${unique()}`;
    const post = await client.page.request.post('/api/v1/posts/createpost', {
      data: {
        title,
        description: 'A web shop in three steps.',
        budget: '0-50',
        category: 'Web Development',
        tags: 'React',
      },
    });
    expect(post.status(), await post.text()).toBe(201);
    const postId = (await post.json()).data._id as string;
    const applied = await freelancer.page.request.post(`/api/v1/applications/createapplication/${postId}`, {
      multipart: {
        postId,
        coverLetter: 'I build shops.',
        attachment: { name: 'a.png', mimeType: 'image/png', buffer: await png() },
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
    await client.close();
    await freelancer.close();
  });
}
