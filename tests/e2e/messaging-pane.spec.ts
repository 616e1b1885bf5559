import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { type E2EUser, expect, personIn, seriousViolations, test } from './fixtures';

const png = () =>
  sharp({ create: { width: 240, height: 160, channels: 3, background: '#047857' } })
    .png()
    .toBuffer();
const shots = process.env.MSG_SHOTS_DIR;

async function startConversation(page: Page, to: E2EUser): Promise<string> {
  const res = await page.request.post('/api/v1/conversations', { data: { to: to.id } });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

test.describe('messaging: split pane, attachments, related job, search', () => {
  test('at 1280 px the list sits beside the thread; an attachment reaches the other side; the header links to the job; search filters the inbox', async ({
    browser,
    baseURL,
  }) => {
    const clara = await personIn(browser, baseURL, 'client', 'Clara Pane', 1280);
    const fred = await personIn(browser, baseURL, 'freelancer', 'Fred Pane', 1280);
    const other = await personIn(browser, baseURL, 'freelancer', 'Olga Other', 1280);
    const id = await startConversation(clara.page, fred.user);
    await startConversation(clara.page, other.user);
    const post = await clara.page.request.post('/api/v1/posts/createpost', {
      data: {
        title: 'Design our new logo',
        description: 'A clean mark.',
        budget: '0-50',
        category: 'Graphic Design',
        tags: 'logo',
      },
    });
    const postId = (await post.json()).data._id as string;
    const applied = await fred.page.request.post(`/api/v1/applications/createapplication/${postId}`, {
      multipart: {
        postId,
        coverLetter: 'I can do it.',
        attachment: { name: 'a.png', mimeType: 'image/png', buffer: await png() },
      },
    });
    expect(applied.status()).toBe(201);
    expect(
      (
        await clara.page.request.post('/api/v1/messages', {
          data: { conversationId: id, desc: 'About the logo brief' },
        })
      ).status(),
    ).toBe(201);

    await clara.page.goto(`/message/${id}`);
    const pane = clara.page.getByRole('navigation', { name: 'Conversations' });
    await expect(pane.getByRole('link', { name: /Fred Pane/ })).toHaveAttribute('aria-current', 'page');
    await expect(pane.getByRole('link', { name: /Olga Other/ })).toBeVisible();
    await expect(clara.page.getByRole('heading', { name: 'Fred Pane' })).toBeVisible();
    await expect(clara.page.getByRole('link', { name: 'Job: Design our new logo' })).toHaveAttribute(
      'href',
      `/post/${postId}`,
    );

    // Inbox search: by name, by last message, and nothing.
    const search = pane.getByRole('searchbox', { name: 'Search conversations' });
    await search.fill('olga');
    await expect(pane.getByRole('link', { name: /Olga Other/ })).toBeVisible();
    await expect(pane.getByRole('link', { name: /Fred Pane/ })).toHaveCount(0);
    await search.fill('logo brief');
    await expect(pane.getByRole('link', { name: /Fred Pane/ })).toBeVisible();
    await expect(pane.getByRole('link', { name: /Olga Other/ })).toHaveCount(0);
    await search.fill('zebra');
    await expect(pane.getByText('No conversation matches your search.')).toBeVisible();
    await search.fill('');

    // An image and a PDF with a line of text; Fred sees them live.
    await fred.page.goto(`/message/${id}`);
    await clara.page.getByLabel('Attach files').setInputFiles([
      { name: 'sketch.png', mimeType: 'image/png', buffer: await png() },
      {
        name: 'brief.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      },
    ]);
    await expect(clara.page.getByRole('list', { name: 'Files to send' }).getByRole('listitem')).toHaveCount(2);
    await clara.page.getByRole('textbox', { name: 'Message' }).fill('Sketch and brief attached');
    await clara.page.getByRole('button', { name: 'Send' }).click();
    await expect(
      clara.page.getByRole('list', { name: 'Messages' }).getByText('Sketch and brief attached'),
    ).toBeVisible();
    await expect(clara.page.getByText('Message Sent Successfully')).toHaveCount(0);
    await expect(clara.page.getByRole('list', { name: 'Files to send' })).toHaveCount(0);
    const fredThread = fred.page.getByRole('list', { name: 'Messages' });
    const image = fredThread.getByRole('img', { name: 'sketch.png' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    const pdf = fredThread.getByRole('link', { name: /brief\.pdf/ });
    await expect(pdf).toBeVisible();
    const download = await fred.page.request.get((await pdf.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    // Olga, not in the conversation, is refused the same file.
    expect((await other.page.request.get((await pdf.getAttribute('href'))!)).status()).toBe(404);

    // A file of the wrong type is refused with the reason under the box.
    await clara.page
      .getByLabel('Attach files')
      .setInputFiles([{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not an image') }]);
    await clara.page.getByRole('button', { name: 'Send' }).click();
    await expect(clara.page.getByLabel('Attach files')).toHaveAccessibleDescription(
      'Only PNG, JPEG, WebP or GIF images and PDF files can be sent.',
    );

    expect(await seriousViolations(fred.page)).toEqual([]);
    if (shots) await fred.page.screenshot({ path: `${shots}/thread-1280.png` });
    await Promise.all([clara.close(), fred.close(), other.close()]);
  });

  test('at 375 px the thread fills the screen with the composer at the bottom and no footer; /messages searches its table', async ({
    browser,
    baseURL,
  }) => {
    const clara = await personIn(browser, baseURL, 'client', 'Cleo Phone', 375);
    const fred = await personIn(browser, baseURL, 'freelancer', 'Finn Phone', 375);
    const id = await startConversation(clara.page, fred.user);
    for (let i = 0; i < 12; i++)
      expect(
        (
          await clara.page.request.post('/api/v1/messages', {
            data: { conversationId: id, desc: `Line ${i} of a long thread` },
          })
        ).status(),
      ).toBe(201);

    await fred.page.goto('/messages');
    await fred.page.getByRole('searchbox', { name: 'Search conversations' }).fill('nobody');
    await expect(fred.page.getByText('No conversation matches your search.')).toBeVisible();
    await fred.page.getByRole('searchbox', { name: 'Search conversations' }).fill('cleo');
    await fred.page
      .getByRole('link', { name: /Cleo Phone/ })
      .first()
      .click();
    await expect(fred.page).toHaveURL(new RegExp(`/message/${id}$`));
    await expect(fred.page.getByRole('navigation', { name: 'Conversations' })).toBeHidden();

    const composer = fred.page.getByRole('textbox', { name: 'Message' });
    await expect(composer).toBeInViewport();
    const box = (await composer.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(740 - 80);
    await expect(fred.page.getByRole('contentinfo')).toHaveCount(0);
    // The page itself does not scroll: only the thread does, so the input stays at the foot.
    expect(
      await fred.page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeLessThanOrEqual(2);
    await composer.fill('On my phone');
    await fred.page.getByRole('button', { name: 'Send' }).click();
    await expect(fred.page.getByRole('list', { name: 'Messages' }).getByText('On my phone')).toBeVisible();
    await expect(fred.page.getByText('Message Sent Successfully')).toHaveCount(0);
    await expect(fred.page.getByRole('heading', { name: 'Cleo Phone' })).toBeInViewport();
    expect(await seriousViolations(fred.page)).toEqual([]);
    if (shots) await fred.page.screenshot({ path: `${shots}/thread-375.png` });
    await Promise.all([clara.close(), fred.close()]);
  });

  test('the header links to the order between the pair, ahead of any job', async ({ browser, baseURL }) => {
    const clara = await personIn(browser, baseURL, 'client', 'Cara Buyer', 1280);
    const fred = await personIn(browser, baseURL, 'freelancer', 'Fritz Seller', 1280);
    const gig = await fred.page.request.post('/api/v1/gigs', {
      multipart: {
        title: 'I will draw your mascot',
        category: 'design',
        description: 'A friendly mascot.',
        serviceTitle: 'Basic',
        shortDescription: 'One mascot',
        deliveryTime: '2',
        revisionNumber: '1',
        price: '40',
        features: JSON.stringify(['One pose']),
        coverImage: { name: 'c.png', mimeType: 'image/png', buffer: await png() },
      },
    });
    expect(gig.status()).toBe(201);
    const gigId = (await gig.json()).data._id as string;
    const { clientSecret } = await (
      await clara.page.request.post(`/api/v1/orders/create-payment-intent/${gigId}`)
    ).json();
    const paid = await clara.page.request.post('/api/v1/payments/local/confirm', {
      data: {
        clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12 / 34',
        cvc: '123',
        email: 'buyer@example.com',
      },
    });
    expect(paid.status()).toBe(200);
    const orderId = (
      await (
        await clara.page.request.get(`/api/v1/payments/intent?client_secret=${encodeURIComponent(clientSecret)}`)
      ).json()
    ).data.orderId as string;
    const id = await startConversation(clara.page, fred.user);

    await fred.page.goto(`/message/${id}`);
    const link = fred.page.getByRole('link', { name: /^Order: / });
    await expect(link).toHaveAttribute('href', `/orders/${orderId}`);
    await link.click();
    await expect(fred.page).toHaveURL(new RegExp(`/orders/${orderId}$`));
    await Promise.all([clara.close(), fred.close()]);
  });
});
