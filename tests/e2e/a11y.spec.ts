import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createUser, expect, logInAs, logInAsAdmin, test } from './fixtures';

/**
 * Every screen of SPEC section 2, as a guest, a client and a freelancer, with a post, an
 * application, a gig and a conversation in place: axe must find nothing serious or critical.
 */
async function axeProblems(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('#main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Let skeletons give way to content before judging it.
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const problems = bad.map((v) => `${path}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  const h1s = await page.locator('h1').count();
  if (h1s !== 1) problems.push(`${path}: ${h1s} h1 elements, not one`);
  return problems;
}

const png = () => sharp({ create: { width: 320, height: 240, channels: 3, background: '#047857' } }).png().toBuffer();

test.describe('accessibility', () => {
  test.describe.configure({ timeout: 420_000 }); // about 45 screens, each loaded and scanned

  for (const width of [1280, 375]) {
    test(`every screen has no serious or critical axe violation at ${width} px`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: 900 });
      // Some data: a client's post, a freelancer's gig and application, a conversation.
      const client = await createUser(page, 'client');
      const freelancerContext = await browser.newContext({ viewport: { width, height: 900 } });
      const fp = await freelancerContext.newPage();
      const freelancer = await createUser(fp, 'freelancer');
      await logInAs(fp, freelancer);
      const gig = await fp.request.post('/api/v1/gigs', {
        multipart: { title: 'I will cut your video', category: 'design', description: 'Clean cuts.', serviceTitle: 'Basic', shortDescription: 'One video', deliveryTime: '2', revisionNumber: '1', price: '40', features: JSON.stringify(['Colour']), coverImage: { name: 'c.png', mimeType: 'image/png', buffer: await png() } },
      });
      expect(gig.status(), await gig.text()).toBe(201);
      const gigId = (await gig.json()).data._id as string;

      await logInAs(page, client);
      const post = await page.request.post('/api/v1/posts/createpost', { data: { title: 'Edit our launch video', description: 'Two minutes, see https://example.com/brief', budget: '0-50', category: 'Video Editing', tags: 'Premiere' } });
      const postId = (await post.json()).data._id as string;
      const applied = await fp.request.post(`/api/v1/applications/createapplication/${postId}`, { multipart: { postId, coverLetter: 'I can do it.', attachment: { name: 'a.png', mimeType: 'image/png', buffer: await png() } } });
      const applicationId = (await applied.json()).data._id as string;
      const conversation = await page.request.post('/api/v1/conversations', { data: { to: freelancer.id } });
      const conversationId = (await conversation.json()).id as string;
      await page.request.post('/api/v1/messages', { data: { conversationId, desc: 'Hello, are you free next week?' } });

      const problems: string[] = [];
      const shared = ['/about', '/team', '/contact', '/how-it-works', '/success', '/privacy-policy', '/term-and-conditions', '/copyright', '/search/video', '/search_user?query=web', '/gigs', `/gig/${gigId}`, '/no-such-page'];
      for (const path of [...shared, `/profile/${freelancer.id}`, '/userprofile', '/updateprofile', '/deleteaccount', '/dashboard', '/createpost', '/mypost', `/post/${postId}`, '/applications', `/applicantinfo/${applicationId}`, '/orders', '/messages', `/message/${conversationId}`, `/pay/${gigId}`]) {
        problems.push(...(await axeProblems(page, path)));
      }
      for (const path of ['/dashboard', '/myapplication', `/apply/${postId}`, '/mygigs', '/add', `/mygigs/${gigId}/edit`, '/orders', `/profile/${client.id}`, '/userprofile']) {
        problems.push(...(await axeProblems(fp, path)));
      }
      const guestContext = await browser.newContext({ viewport: { width, height: 900 } });
      const guest = await guestContext.newPage();
      for (const path of ['/', '/signup', '/login', '/login/forgot-password', '/resetpassword/not-a-real-token', ...shared]) {
        problems.push(...(await axeProblems(guest, path)));
      }
      await guestContext.close();
      // The admin console, as its administrator (and refused, as the client above).
      problems.push(...(await axeProblems(page, '/admin')));
      const adminContext = await browser.newContext({ viewport: { width, height: 900 } });
      const admin = await adminContext.newPage();
      await logInAsAdmin(admin);
      for (const path of ['/admin', '/admin/users', `/admin/users?query=${encodeURIComponent(client.email)}`, '/admin/reports', '/admin/hidden', '/admin/audit', '/admin/no-such-section']) {
        problems.push(...(await axeProblems(admin, path)));
      }
      await adminContext.close();
      expect(problems).toEqual([]);
      await freelancerContext.close();
    });
  }
});
