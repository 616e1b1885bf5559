import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newUserData, shootHere, test } from './fixtures';
import { apiGig } from './gig-helpers';

/** Issue 31: the server renders the public screens, and the browser hydrates them without asking again. */
const WIDTHS = [375, 1280] as const;

/** A person set up over the API in a cookie jar of their own, signed in there. */
async function member(request: APIRequestContext, role: 'client' | 'freelancer', fullName: string) {
  const data = newUserData(role, fullName);
  const reg = await request.post('/api/v1/users/register', {
    multipart: {
      fullName: data.fullName,
      username: data.username,
      email: data.email,
      password: data.password,
      isClient: String(role === 'client'),
      ...(role === 'client' ? {} : { profession: 'Musician' }),
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  expect(
    (await request.post('/api/v1/users/login', { data: { email: data.email, password: data.password } })).status(),
  ).toBe(200);
  return { ...data, id: (await reg.json()).data._id as string };
}

/**
 * Watches a page load: console errors and uncaught errors (a hydration mismatch is one), and the
 * API calls for data, the session check included (files and the gig's view count are not data the page carried).
 */
function watch(page: Page) {
  const errors: string[] = [];
  const dataCalls: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/v1/') && !/^\/api\/v1\/(files\/public\/|gigs\/[^/]+\/views$)/.test(url.pathname))
      dataCalls.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  return { errors, dataCalls };
}

/**
 * Opens the page with JavaScript and waits until React has taken over the server's markup: the
 * header's menu (the phone's, or Find Jobs on a desktop) opens on a tap only once it has (a tap
 * before that does nothing, as on a real phone, so it is tried again).
 */
async function openHydrated(page: Page, url: string, width: number) {
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  const menu =
    width < 768
      ? page.getByRole('button', { name: 'Open menu' })
      : page.getByRole('navigation', { name: 'Browse' }).getByRole('button', { name: 'Find Jobs' });
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a filter or a language picked in the server’s markup waits for the app: disabled until it has taken over, then applied', async ({
      page,
    }) => {
      // The app's script held back, as on a slow phone: the page is there, the app is not yet.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/search/developer', { waitUntil: 'commit' });
      const sort = page.getByLabel('Sort by');
      await expect(sort).toBeVisible();
      await expect(sort).toBeDisabled();
      // The footer's own selects too (language, display currency): a choice there would be lost.
      const language = page.getByRole('contentinfo').getByLabel('Language');
      await expect(language).toBeDisabled();
      release();
      await sort.selectOption({ label: 'Oldest' });
      await expect(page).toHaveURL(/[?&]sort=oldest/);
      await expect(sort).toHaveValue('oldest');
      await expect(language).toBeEnabled();
    });

    test('gig, job post, profile and every other public page arrive rendered, hydrate without a mismatch and ask for none of their data again', async ({
      page,
      browser,
      playwright,
      baseURL,
    }) => {
      const tag = `${width}-${Date.now().toString(36)}`;
      const sellerApi = await playwright.request.newContext({ baseURL });
      const clientApi = await playwright.request.newContext({ baseURL });
      const seller = await member(sellerApi, 'freelancer', `Sasha Songwriter ${tag}`);
      await member(clientApi, 'client', `Cleo Client ${tag}`);
      const gigTitle = `I will write a jingle ${tag}`;
      const gigId = await apiGig(sellerApi, { title: gigTitle, price: 45 });
      const post = await clientApi.post('/api/v1/posts/createpost', {
        data: {
          title: `Record a podcast intro ${tag}`,
          description: 'Thirty seconds of music for our weekly show.',
          budget: '100-200',
          category: 'Web Development',
          tags: 'audio, mixing',
        },
      });
      expect(post.status(), await post.text()).toBe(201);
      const postId = (await post.json()).data._id as string;

      // Without JavaScript (a crawler's first pass, a slow phone before the bundle): the content is there.
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const bare = await noScript.newPage();
      await bare.goto(`${baseURL}/gig/${gigId}`);
      await expect(bare.getByRole('heading', { level: 1, name: gigTitle })).toBeVisible();
      await expect(bare.getByText('$45').first()).toBeVisible();
      await expect(bare.getByText(seller.fullName).first()).toBeVisible();
      await bare.goto(`${baseURL}/post/${postId}`);
      await expect(bare.getByRole('heading', { level: 1, name: `Record a podcast intro ${tag}` })).toBeVisible();
      await expect(bare.getByText('$100–$200')).toBeVisible();
      await expect(bare.getByText('mixing')).toBeVisible();
      await bare.goto(`${baseURL}/profile/${seller.id}`);
      await expect(bare.getByRole('heading', { level: 1, name: seller.fullName })).toBeVisible();
      await expect(bare.getByRole('link', { name: gigTitle })).toBeVisible();
      await noScript.close();

      // With JavaScript: hydrated, quietly.
      const seen = watch(page);
      await openHydrated(page, `/gig/${gigId}`, width);
      await expect(page.getByRole('heading', { level: 1, name: gigTitle })).toBeVisible();
      await shootHere(page, `ssr-gig-${width}`);
      await openHydrated(page, `/profile/${seller.id}`, width);
      await expect(page.getByRole('link', { name: gigTitle })).toBeVisible();
      await openHydrated(page, `/gigs?category=music`, width);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const path of [
        '/about',
        '/how-it-works',
        '/team',
        '/contact',
        '/privacy-policy',
        '/term-and-conditions',
        '/copyright',
      ]) {
        await openHydrated(page, path, width);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      await openHydrated(page, '/', width);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await openHydrated(page, `/search/${encodeURIComponent(`Record a podcast intro ${tag}`)}`, width);
      await expect(page.getByRole('link', { name: `Record a podcast intro ${tag}` })).toBeVisible();
      await openHydrated(page, `/post/${postId}`, width);
      await expect(page.getByRole('heading', { level: 1, name: `Record a podcast intro ${tag}` })).toBeVisible();
      await shootHere(page, `ssr-post-${width}`);
      expect(seen.errors).toEqual([]);
      expect(seen.dataCalls).toEqual([]);

      // The hydrated page works: Apply now sends a signed-out visitor to sign in, and back to the post after.
      await page.getByRole('link', { name: 'Apply now' }).click();
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/post/${postId}`)}$`));
      const freelancer = await member(
        await playwright.request.newContext({ baseURL }),
        'freelancer',
        `Fay Freelancer ${tag}`,
      );
      await page.getByLabel('Email').fill(freelancer.email);
      await page.getByLabel('Password').fill(freelancer.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(new RegExp(`/post/${postId}$`));
      await expect(page.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', `/apply/${postId}`);
      await sellerApi.dispose();
      await clientApi.dispose();
    });
  });
}

/**
 * Issue 31: zod (~93 kB) stays out of the scripts a signed-out visitor's public page loads before
 * it can be used (its module script and modulepreloads). One runtime import of a shared schema
 * module (shared/schemas/*) from a public screen brings it back; values the screens need live in
 * zod-free modules (shared/gig-values.ts). Checked on the build this run serves, over HTTP only.
 */
test('the public pages’ first-load scripts carry no zod', async ({ playwright, baseURL, request }) => {
  const tag = `zod-${Date.now().toString(36)}`;
  const sellerApi = await playwright.request.newContext({ baseURL });
  const clientApi = await playwright.request.newContext({ baseURL });
  await member(sellerApi, 'freelancer', `Zed Seller ${tag}`);
  await member(clientApi, 'client', `Zoe Client ${tag}`);
  const gigId = await apiGig(sellerApi, { title: `I will mix a track ${tag}`, price: 40 });
  const post = await clientApi.post('/api/v1/posts/createpost', {
    data: { title: `Mix a track ${tag}`, description: 'One song.', budget: '100-200', category: 'Web Development' },
  });
  expect(post.status(), await post.text()).toBe(201);
  const postId = (await post.json()).data._id as string;

  const withZod: string[] = [];
  for (const path of ['/', '/gigs', `/gig/${gigId}`, `/post/${postId}`]) {
    const html = await (await request.get(path)).text();
    const scripts = [
      ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
    ].map((m) => m[1]!);
    expect(scripts.length, `${path} names its scripts`).toBeGreaterThan(1);
    for (const src of scripts) {
      // zod 4 keeps each schema's internals under `_zod`, and names its error class.
      if (/\b_zod\b|ZodError/.test(await (await request.get(src)).text())) withZod.push(`${path} loads ${src}`);
    }
  }
  expect(withZod).toEqual([]);
  await sellerApi.dispose();
  await clientApi.dispose();
});
