import type { Browser } from '@playwright/test';
import { createUser, expect, logInAs, shootHere, test } from './fixtures';

const WIDTHS = [375, 1280] as const;

/** A person at a width; at 375 px on a phone (touch screen, on-screen keyboard). */
async function personAt(
  browser: Browser,
  baseURL: string | undefined,
  role: 'client' | 'freelancer',
  fullName: string,
  width: number,
) {
  const phone = width < 500;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: phone ? 740 : 800 },
    isMobile: phone,
    hasTouch: phone,
  });
  const page = await context.newPage();
  const user = await createUser(page, role, fullName);
  await logInAs(page, user);
  return { page, user, close: () => context.close() };
}

/** A client's conversation with a freelancer, already long enough to scroll. */
async function longThread(browser: Browser, baseURL: string | undefined, width: number) {
  const client = await personAt(browser, baseURL, 'client', 'Carla Thread', width);
  const freelancer = await personAt(browser, baseURL, 'freelancer', 'Felix Thread', width);
  const started = await client.page.request.post('/api/v1/conversations', { data: { to: freelancer.user.id } });
  expect(started.status()).toBe(201);
  const id = (await started.json()).id as string;
  for (let i = 0; i < 12; i++)
    expect(
      (
        await client.page.request.post('/api/v1/messages', {
          data: { conversationId: id, desc: `Line ${i} of a long thread` },
        })
      ).status(),
    ).toBe(201);
  return { client, freelancer, id, close: () => Promise.all([client.close(), freelancer.close()]) };
}

for (const width of WIDTHS) {
  test.describe(`message thread at ${width} px`, () => {
    test('the header fits with named actions, Enter sends only on a desktop, a sent offer card is seen whole', async ({
      browser,
      baseURL,
    }) => {
      test.slow(); // two people, a dozen messages and an offer: long on a loaded machine
      const { freelancer, id, close } = await longThread(browser, baseURL, width);
      const page = freelancer.page;
      await page.goto(`/message/${id}`);
      await expect(page.getByRole('list', { name: 'Messages' }).getByText('Line 11 of a long thread')).toBeVisible();

      // "Create offer" says so in words, and "More actions" is on the screen whole.
      const createOffer = page.getByRole('button', { name: 'Create offer' });
      await expect(createOffer.getByText('Create offer')).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'More actions' })).toBeInViewport({ ratio: 1 });
      await shootHere(page, `thread-header-${width}`);

      // A phone keyboard's Enter writes a new line and the Send button sends; a desktop's Enter sends.
      const box = page.getByRole('textbox', { name: 'Message' });
      const thread = page.getByRole('list', { name: 'Messages' });
      await box.fill('First line');
      await box.press('Enter');
      if (width === 375) {
        await box.pressSequentially('Second line');
        await expect(box).toHaveValue('First line\nSecond line');
        await expect(thread.getByText('First line')).toHaveCount(0);
        await page.getByRole('button', { name: 'Send' }).click();
        await expect(thread.getByText(/First line\s+Second line/)).toBeVisible();
      } else {
        await expect(thread.getByText('First line')).toBeVisible();
      }
      await expect(box).toHaveValue('');

      // A new offer card is scrolled into view, whole.
      await createOffer.click();
      await page.getByLabel('Title').fill('Landing page build');
      await page.getByLabel('Scope of work').fill('One responsive landing page with a contact form.');
      await page.getByLabel('Price ($)').fill('120');
      await page.getByLabel('Delivery days').fill('3');
      await page.getByLabel('Revisions').fill('1');
      await page.getByRole('button', { name: 'Send offer' }).click();
      const card = page.getByRole('article', { name: 'Offer: Landing page build' });
      await expect(card).toContainText('$120');
      await expect(card).toBeInViewport({ ratio: 0.95 });
      await shootHere(page, `thread-offer-${width}`);
      await close();
    });

    test('a file of a wrong type is refused in a sentence on the file control, not the text box', async ({
      browser,
      baseURL,
    }) => {
      const { client, id, close } = await longThread(browser, baseURL, width);
      const page = client.page;
      await page.goto(`/message/${id}`);
      const attach = page.getByLabel('Attach files');
      const box = page.getByRole('textbox', { name: 'Message' });
      const refusal = 'Only PNG, JPEG, WebP or GIF images and PDF files can be sent.';

      // Picked with the picker's "All files": named and left out before anything is sent.
      await attach.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') }]);
      await expect(attach).toHaveAccessibleDescription(`“notes.txt” cannot be attached. ${refusal}`);
      await expect(attach).toHaveAttribute('aria-invalid', 'true');
      await expect(box).not.toHaveAttribute('aria-invalid');
      await expect(page.getByRole('list', { name: 'Files to send' })).toHaveCount(0);
      await shootHere(page, `thread-file-error-${width}`);

      // A file whose name and type lie: the server's refusal lands on the file control too.
      await attach.setInputFiles([
        { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not an image') },
      ]);
      await expect(attach).not.toHaveAttribute('aria-invalid');
      await box.fill('Here is the photo');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(attach).toHaveAccessibleDescription(refusal);
      await expect(box).not.toHaveAttribute('aria-invalid');
      await expect(box).toHaveValue('Here is the photo');
      await close();
    });
  });
}
