import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createUser, expect, logInAs, test } from './fixtures';

const longWord = 'Supercalifragilistic'.repeat(15); // 300 characters, no break opportunity
const titleWord = longWord.slice(0, 110); // titles hold 120 characters
const longUrl = `https://example.com/${'very-long-path-segment/'.repeat(12)}end?query=${'x'.repeat(80)}`;

/** Nothing on the page may be wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

test.describe('long words and URLs in user text', () => {
  test('a post with a 300-character word and a long URL keeps the post, apply and applicant pages inside the window, with the URL a safe link', async ({
    page,
    browser,
  }) => {
    const client = await createUser(page, 'client');
    await logInAs(page, client);
    const description = `We need ${longWord} for our shop. Details: ${longUrl}. Also javascript:alert(1) is not a link.`;
    const created = await page.request.post('/api/v1/posts/createpost', {
      data: {
        title: `Title ${titleWord}`,
        description,
        budget: '0-50',
        category: 'Video Editing',
        tags: longWord.slice(0, 40),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const postId = (await created.json()).data._id as string;

    const freelancerContext = await browser.newContext();
    const fp = await freelancerContext.newPage();
    const freelancer = await createUser(fp, 'freelancer');
    await logInAs(fp, freelancer);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#047857' } })
      .png()
      .toBuffer();
    const applied = await fp.request.post(`/api/v1/applications/createapplication/${postId}`, {
      multipart: {
        postId,
        coverLetter: `My letter ${longWord} and my portfolio ${longUrl}`,
        attachment: { name: 'a.png', mimeType: 'image/png', buffer: png },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const applicationId = (await applied.json()).data._id as string;

    for (const width of [375, 1280]) {
      await fp.setViewportSize({ width, height: 900 });
      await page.setViewportSize({ width, height: 900 });

      await fp.goto(`/post/${postId}`);
      // They applied above, so the post says so instead of offering Apply now.
      await expect(fp.getByText(/Applied on/)).toBeVisible();
      const link = fp.getByRole('link', { name: longUrl });
      await expect(link).toHaveAttribute('href', longUrl);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      await expect(fp.getByRole('link', { name: /javascript/ })).toHaveCount(0);
      await expectNoSidewaysScroll(fp);

      // The apply page shows the post beside the application, here already sent.
      await fp.goto(`/apply/${postId}`);
      await expect(fp.getByText(/Applied on/)).toBeVisible();
      await expect(fp.getByRole('link', { name: longUrl })).toBeVisible();
      await expectNoSidewaysScroll(fp);

      await fp.goto('/myapplication');
      await expect(fp.getByRole('link', { name: `Title ${titleWord}` })).toBeVisible();
      await expectNoSidewaysScroll(fp);

      await page.goto(`/applicantinfo/${applicationId}`);
      await expect(page.getByRole('link', { name: 'Download Attachment' })).toBeVisible();
      await expect(page.getByRole('link', { name: longUrl })).toHaveCount(2); // the post and the cover letter
      await expectNoSidewaysScroll(page);

      for (const path of ['/mypost', '/applications', '/dashboard']) {
        await page.goto(path);
        await expect(page.getByText(`Title ${titleWord}`).first()).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
    }
    // The client's workspace counts the application under the post.
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Your posts' }).getByText('1 applicant')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Newest applications' }).getByText(freelancer.fullName),
    ).toBeVisible();
    await freelancerContext.close();
  });
});
