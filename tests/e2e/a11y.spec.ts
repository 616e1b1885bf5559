import type { Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { axe, createUser, expect, logInAs, logInAsAdmin, seriousViolations, test, type E2EUser } from './fixtures';
import { paidOrder } from './gig-helpers';

/**
 * Every screen of SPEC section 2, as a guest, a client and a freelancer, with a post, an
 * application, a gig and a conversation in place: axe must find nothing serious or critical, at a
 * phone's width and a desktop's. Each screen is loaded once and scanned at both (the layout
 * follows the width by CSS alone), so a scan costs no second page load. Two tests per role,
 * each with half of its screens, so the scans spread over the workers.
 */
const WIDTHS = [1280, 375];

async function axeProblems(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto(path);
  await expect(page.locator('#main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Let skeletons give way to content before judging it.
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const result = await axe(page, {}, { seriousOnly: true }).analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    problems.push(
      ...bad.map(
        (v) =>
          `${path} at ${width} px: ${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      ),
    );
  }
  const h1s = await page.locator('h1').count();
  if (h1s !== 1) problems.push(`${path}: ${h1s} h1 elements, not one`);
  return problems;
}

const png = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#047857' } })
    .png()
    .toBuffer();

interface Marketplace {
  client: E2EUser;
  freelancer: E2EUser;
  /** The signed-in freelancer's page (the test's `page` is the signed-in client's). */
  freelancerPage: Page;
  freelancerContext: BrowserContext;
  gigId: string;
  postId: string;
  applicationId: string;
  conversationId: string;
  orderId: string;
  disputeId: string;
}

/** Some data, over the API: a client's post, a freelancer's gig and application, a conversation. */
async function marketplace(page: Page, browser: Browser, width: number): Promise<Marketplace> {
  const client = await createUser(page, 'client');
  const freelancerContext = await browser.newContext({ viewport: { width, height: 900 } });
  const fp = await freelancerContext.newPage();
  const freelancer = await createUser(fp, 'freelancer');
  await logInAs(fp, freelancer);
  const gig = await fp.request.post('/api/v1/gigs', {
    multipart: {
      title: 'I will cut your video',
      category: 'design',
      description: 'Clean cuts.',
      serviceTitle: 'Basic',
      shortDescription: 'One video',
      deliveryTime: '2',
      revisionNumber: '1',
      price: '40',
      features: JSON.stringify(['Colour']),
      coverImage: { name: 'c.png', mimeType: 'image/png', buffer: await png() },
    },
  });
  expect(gig.status(), await gig.text()).toBe(201);
  const gigId = (await gig.json()).data._id as string;

  await logInAs(page, client);
  const post = await page.request.post('/api/v1/posts/createpost', {
    data: {
      title: 'Edit our launch video',
      description: 'Two minutes, see https://example.com/brief',
      budget: '0-50',
      category: 'Video Editing',
      tags: 'Premiere',
    },
  });
  const postId = (await post.json()).data._id as string;
  const applied = await fp.request.post(`/api/v1/applications/createapplication/${postId}`, {
    multipart: {
      postId,
      coverLetter: 'I can do it.',
      attachment: { name: 'a.png', mimeType: 'image/png', buffer: await png() },
    },
  });
  const applicationId = (await applied.json()).data._id as string;
  const conversation = await page.request.post('/api/v1/conversations', { data: { to: freelancer.id } });
  const conversationId = (await conversation.json()).id as string;
  await page.request.post('/api/v1/messages', { data: { conversationId, desc: 'Hello, are you free next week?' } });
  // A paid order of the gig with a dispute open on it (issue 23).
  const orderId = await paidOrder(page.request, gigId);
  const dispute = await page.request.post(`/api/v1/orders/${orderId}/dispute`, {
    data: { reason: 'late', details: 'Nothing yet, and the due date is near.' },
  });
  expect(dispute.status(), await dispute.text()).toBe(201);
  const disputeId = (await dispute.json()).data._id as string;
  return {
    client,
    freelancer,
    freelancerPage: fp,
    freelancerContext,
    gigId,
    postId,
    applicationId,
    conversationId,
    orderId,
    disputeId,
  };
}

/** The screens everyone reaches, scanned as a guest. */
const sharedScreens = (m: Marketplace) => [
  '/about',
  '/team',
  '/contact',
  '/how-it-works',
  '/success',
  '/privacy-policy',
  '/term-and-conditions',
  '/copyright',
  '/search/video',
  '/search_user?query=web',
  '/gigs',
  `/gig/${m.gigId}`,
  '/no-such-page',
];
/**
 * The client's own screens, and the shared ones whose content changes once signed in (the
 * gig page's purchase box, the lists' bookmarks). The static pages differ from a guest's
 * only in the header, which every screen here scans signed in.
 */
const clientScreens = (m: Marketplace) => [
  '/search/video',
  '/gigs',
  `/gig/${m.gigId}`,
  `/profile/${m.freelancer.id}`,
  '/userprofile',
  '/updateprofile',
  '/deleteaccount',
  '/dashboard',
  '/createpost',
  '/mypost',
  `/post/${m.postId}`,
  '/applications',
  `/applicantinfo/${m.applicationId}`,
  '/orders',
  `/orders/${m.orderId}`,
  `/disputes/${m.disputeId}`,
  '/messages',
  `/message/${m.conversationId}`,
  `/pay/${m.gigId}`,
  '/admin',
];
const freelancerScreens = (m: Marketplace) => [
  '/dashboard',
  '/myapplication',
  `/apply/${m.postId}`,
  '/mygigs',
  '/add',
  `/mygigs/${m.gigId}/edit`,
  '/orders',
  `/disputes/${m.disputeId}`,
  `/profile/${m.client.id}`,
  '/userprofile',
];
/** The operator console, as its administrator (the client's list has /admin refused). */
const adminScreens = (m: Marketplace) => [
  '/admin',
  '/admin/users',
  `/admin/users?query=${encodeURIComponent(m.client.email)}`,
  '/admin/reports',
  '/admin/hidden',
  '/admin/audit',
  '/admin/no-such-section',
  '/admin/disputes?status=open',
  `/admin/disputes/${m.disputeId}`,
];
const guestScreens = (m: Marketplace) => [
  '/',
  '/signup',
  '/login',
  '/login/forgot-password',
  '/resetpassword/not-a-real-token',
  ...sharedScreens(m),
];

/** Which screens a test scans, and as whom. */
const groups: {
  name: string;
  screens: (m: Marketplace) => string[];
  as: 'client' | 'freelancer' | 'guest' | 'admin';
}[] = [
  { name: "a client's own screens", screens: clientScreens, as: 'client' },
  { name: "a freelancer's screens", screens: freelancerScreens, as: 'freelancer' },
  { name: "a guest's screens", screens: guestScreens, as: 'guest' },
  { name: "an administrator's console", screens: adminScreens, as: 'admin' },
];

test.describe('accessibility', () => {
  for (const group of groups) {
    for (const part of [1, 2]) {
      test(`${group.name}, part ${part} of 2, have no serious or critical axe violation at 1280 and 375 px`, async ({
        page,
        browser,
      }) => {
        test.setTimeout(180_000); // each screen is loaded, left to settle and scanned
        const width = WIDTHS[0]!;
        await page.setViewportSize({ width, height: 900 });
        const m = await marketplace(page, browser, width);
        let viewer = page;
        let guestContext: BrowserContext | undefined;
        if (group.as === 'freelancer') viewer = m.freelancerPage;
        if (group.as === 'guest' || group.as === 'admin') {
          guestContext = await browser.newContext({ viewport: { width, height: 900 } });
          viewer = await guestContext.newPage();
          if (group.as === 'admin') await logInAsAdmin(viewer);
        }
        const screens = group.screens(m).filter((_, i) => i % 2 === part - 1);
        const problems: string[] = [];
        for (const path of screens) problems.push(...(await axeProblems(viewer, path)));
        expect(problems).toEqual([]);
        await guestContext?.close();
        await m.freelancerContext.close();
      });
    }
  }
});

// The sweep passes only as long as axe would report a problem: one planted on a real screen.
test('the axe helper reports planted violations, honours the options given to it, and a serious-only scan misses none', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.locator('#main')).toBeVisible();
  // Planted once the app has taken the rendered page over (its controls are enabled then):
  // hydration replaces markup it did not render.
  await expect(page.getByRole('contentinfo').getByLabel('Language')).toBeEnabled();
  await page.evaluate(() =>
    document
      .querySelector('#main')!
      .insertAdjacentHTML('beforeend', '<img src="/favicon.svg"><button></button><h6>Five levels down</h6>'),
  );
  const all = (await axe(page).analyze()).violations;
  expect(all.map((v) => `${v.id} ${v.impact}`).sort()).toEqual([
    'button-name critical',
    'heading-order moderate',
    'image-alt critical',
  ]);
  const withoutImages = await axe(page, { rules: { 'image-alt': { enabled: false } } }).analyze();
  expect(withoutImages.violations.map((v) => v.id).sort()).toEqual(['button-name', 'heading-order']);
  // A scan for serious and critical findings skips the minor and moderate rules, and misses none of its own.
  const serious = await axe(page, {}, { seriousOnly: true }).analyze();
  expect(serious.violations.map((v) => v.id).sort()).toEqual(['button-name', 'image-alt']);
  expect((await seriousViolations(page)).map((line) => line.split(' ')[0]).sort()).toEqual([
    'button-name',
    'image-alt',
  ]);
});

// prefers-reduced-motion: the placeholders and spinners hold still; a toast appears and
// leaves without bouncing, yet still leaves (react-toastify waits for its exit animation).
test('asked for less motion, nothing on the page moves but a toast’s timer, and the toast still goes', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const user = await createUser(page, 'freelancer');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/posts/allposts**', async (route) => {
    await held; // the dashboard's job list stays loading until the check is done
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'User Logged In!' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ }).first()).toBeVisible();
  // Every animation the page has (running or ended and still applied) lasting over 1 ms: a
  // short one, like the toast icon's zoom, is caught even when it ended before this looks.
  const moving = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => Number(a.effect?.getComputedTiming().duration ?? 0) > 1)
      .map((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.className ?? '?')
      .filter((name) => !String(name).includes('Toastify__progress-bar')),
  );
  expect(moving).toEqual([]);
  // It leaves on its own timer. (Hovering it to hold that timer raced the timer on a loaded
  // CI machine: the toast closed while the pointer was on its way, and the hover waited forever.)
  await expect(toast).toBeHidden();
  release();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
});
