import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * A fresh start on an empty data folder, as `npm start` would do it (DEMO_DATA not set):
 * the server loads the demo marketplace before it listens. Its own server, since the
 * shared one runs with DEMO_DATA=off. E2E_DEMO_PORT picks its port (else a free one).
 */
let server: OwnServer;
let baseURL: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const port = process.env.E2E_DEMO_PORT ? Number(process.env.E2E_DEMO_PORT) : undefined;
  server = await startOwnServer('demo', { DEMO_DATA: undefined, DATABASE_URL: undefined }, port);
  baseURL = server.url;
});

test.afterAll(async () => {
  await server?.stop();
});

test('a fresh start prints the demo accounts and the shop is full: landing, gigs, a gig page', async ({ page }) => {
  expect(server.output()).toContain('Demo data is loaded');
  expect(server.output()).toMatch(/@demo\.workify\.local +password: workify-demo +freelancer/);

  await page.goto(`${baseURL}/`);
  await page
    .getByRole('link', { name: /Graphics & Design/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/gigs\?category=design/);
  await expect(page.getByRole('link', { name: /I will design/ }).first()).toBeVisible();

  await page.goto(`${baseURL}/gigs`);
  // A card's title is its link (the seller's name is a link of its own, to the profile).
  const gigLinks = page.getByRole('link', { name: /^I will / });
  await expect(gigLinks.nth(9)).toBeVisible();
  await expect(page.getByText('No result found')).toHaveCount(0);
  // Every cover on the page is a real image the server generated.
  const covers = page.locator('main img');
  await expect(covers.first()).toBeVisible();
  const broken = await covers.evaluateAll(
    (imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).length,
  );
  expect(broken).toBe(0);

  await gigLinks.first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^I will / })).toBeVisible();
});

test('a demo freelancer signs in from the login page and finds a full dashboard', async ({ page }) => {
  await page.goto(`${baseURL}/login`);
  await expect(page.getByRole('heading', { name: 'Try the demo' })).toBeVisible();
  await page.getByRole('button', { name: /Freelancer · Web Developer/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  const jobs = page.getByRole('region', { name: 'Job posts' }).getByRole('heading', { level: 3 });
  await expect(jobs.nth(4)).toBeVisible();

  await page.goto(`${baseURL}/myapplication`);
  await expect(page.getByText('No result found')).toHaveCount(0);
  await page.goto(`${baseURL}/messages`);
  await expect(page.getByRole('row').nth(3)).toBeVisible();
  await expect(page.getByText('No messages yet')).toHaveCount(0);

  // Their sales went through the order process: some finished, some still open.
  await page.goto(`${baseURL}/orders`);
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('In progress', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();

  // And one running milestone contract with the first demo client (issue 34): design approved, build submitted, launch not funded.
  const sales = (await (await page.request.get(`${baseURL}/api/v1/orders?role=selling`)).json()) as {
    _id: string;
    title: string;
  }[];
  const contract = sales.find((o) => o.title === 'Online shop for our tea brand')!;
  await page.goto(`${baseURL}/orders/${contract._id}`);
  for (const [name, state] of [
    ['Milestone 1: Online shop: design', 'Approved'],
    ['Milestone 2: Build', 'Submitted'],
    ['Milestone 3: Launch', 'Not funded yet'],
  ])
    await expect(page.getByRole('listitem', { name })).toContainText(state);
});

test('a demo client signs in with the offered e-mail and password through the form', async ({ page }) => {
  await page.goto(`${baseURL}/login`);
  const firstClient = page.getByRole('button', { name: /^Sign in as .+ Client / }).first();
  const email = (await firstClient.getByText(/@demo\.workify\.local$/).textContent())!;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('workify-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Create Post' })).toBeVisible();
});
