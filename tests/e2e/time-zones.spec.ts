import { axe, createUser, expect, logInAs, personIn, test } from './fixtures';
import { apiGig, paidOrder } from './gig-helpers';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The due moment as a person in `timeZone` reads it on the order page, zone named (not the browser's). */
const dueIn = (dueAt: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(dueAt));

for (const width of [375, 1280]) {
  test(`a buyer in Los Angeles whose account reads Kolkata time sees the due date in Kolkata time, then in Los Angeles time, at ${width} px`, async ({
    browser,
  }) => {
    const seller = await personIn(browser, undefined, 'freelancer', 'Zoe Zones', width);
    const gigId = await apiGig(seller.page.request, { title: `Zone jingle ${unique()}` });
    // The buyer's browser is in Los Angeles; sign-up saved that zone, then they choose Kolkata.
    const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'America/Los_Angeles' });
    const page = await context.newPage();
    await logInAs(page, await createUser(page, 'client', 'Tara Time'));
    const orderId = await paidOrder(page.request, gigId);
    const { dueAt } = (await (await page.request.get(`/api/v1/orders/${orderId}`)).json()) as { dueAt: string };

    await page.goto('/updateprofile');
    const zone = page.getByLabel('Time zone');
    await expect(zone).toHaveValue('America/Los_Angeles');
    await zone.selectOption('Asia/Kolkata');
    await expect(page.getByText(/shown in this zone: it is now .* GMT\+5:30\./)).toBeVisible();
    expect(
      await axe(page)
        .analyze()
        .then((r) => r.violations.map((v) => v.id)),
    ).toEqual([]);

    await page.goto(`/orders/${orderId}`);
    await expect(page.getByText(`Due ${dueIn(dueAt, 'Asia/Kolkata')}`)).toBeVisible();
    const me = (await (await page.request.get('/api/v1/users/get-user')).json()).data;
    expect(me.timeZone).toBe('Asia/Kolkata');

    // Back to the browser's own zone: the same moment, 13.5 hours earlier on the clock, no zone named.
    await page.goto('/updateprofile');
    await page.getByLabel('Time zone').selectOption('America/Los_Angeles');
    await expect(page.getByLabel('Time zone')).toBeEnabled();
    await page.goto(`/orders/${orderId}`);
    const local = dueIn(dueAt, 'America/Los_Angeles').replace(/ P[SD]T$/, '');
    await expect(page.getByText(`Due ${local}`, { exact: true })).toBeVisible();
    await context.close();
    await seller.close();
  });
}
