import type { Page } from '@playwright/test';
import { expect, personIn, test, type E2EUser } from './fixtures';

async function startConversation(page: Page, to: E2EUser): Promise<string> {
  const res = await page.request.post('/api/v1/conversations', { data: { to: to.id } });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
  // The message in the thread is the confirmation: no success toast covers the header.
  await expect(page.getByText('Message Sent Successfully')).toHaveCount(0);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const inbox = (page: Page) => page.getByRole('link', { name: /^Inbox/ });

test.describe('messaging', () => {
  test('a client and a freelancer message each other live; unread highlight and bell count rise and clear', async ({
    browser,
    baseURL,
  }) => {
    const clara = await personIn(browser, baseURL, 'client', 'Clara Client');
    const fred = await personIn(browser, baseURL, 'freelancer', 'Fred Freelancer');
    const id = await startConversation(clara.page, fred.user);

    await fred.page.goto('/messages');
    const row = fred.page.getByRole('row', { name: /Clara Client/ });
    await expect(row).toContainText('No messages yet');
    await expect(row.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
    await expect(bell(fred.page)).toHaveAccessibleName('Notifications');

    await clara.page.goto(`/message/${id}`);
    await expect(clara.page.getByRole('heading', { name: 'Fred Freelancer' })).toBeVisible();
    await send(clara.page, 'Hi Fred, are you available next week?');

    // Fred's table, badge and bell change without a reload.
    await expect(row).toContainText('Hi Fred, are you available next week?');
    await expect(row).toContainText('Unread');
    await expect(bell(fred.page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(inbox(fred.page)).toHaveAccessibleName('Inbox, 1 unread');
    await row.getByRole('button', { name: 'Mark as Read' }).click();
    await expect(row.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
    await expect(row).not.toContainText('Unread');
    await expect(inbox(fred.page)).toHaveAccessibleName('Inbox');
    await expect(bell(fred.page)).toHaveAccessibleName('Notifications');

    await send(clara.page, 'I have a logo to design.');
    await expect(row).toContainText('Unread');
    await expect(bell(fred.page)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(fred.page).click();
    await fred.page.getByRole('link', { name: /New message from Clara Client.*\(unread\)/ }).click();
    await expect(fred.page).toHaveURL(new RegExp(`/message/${id}$`));
    const fredThread = fred.page.getByRole('list', { name: 'Messages' });
    await expect(fredThread.getByText('Hi Fred, are you available next week?')).toBeVisible();
    await expect(fredThread.getByText('I have a logo to design.')).toBeVisible();
    await expect(bell(fred.page)).toHaveAccessibleName('Notifications');
    await expect(inbox(fred.page)).toHaveAccessibleName('Inbox');

    // Enter sends too; Clara's open thread shows the reply live and stays read for her.
    await fred.page.getByRole('textbox', { name: 'Message' }).fill('Yes! Send me the brief.');
    await fred.page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(clara.page.getByRole('list', { name: 'Messages' }).getByText('Yes! Send me the brief.')).toBeVisible();
    await expect(inbox(clara.page)).toHaveAccessibleName('Inbox');
    await expect(bell(clara.page)).toHaveAccessibleName('Notifications');

    await clara.close();
    await fred.close();
  });

  test('after a dropped stream the browser reconnects by itself and catches up on what it missed', async ({
    browser,
    baseURL,
  }) => {
    const clara = await personIn(browser, baseURL, 'client', 'Cleo Client');
    const fred = await personIn(browser, baseURL, 'freelancer', 'Felix Freelancer');
    const id = await startConversation(clara.page, fred.user);
    // The first stream ends at once (a drop); the reconnect is held until a message was sent meanwhile.
    let attempts = 0;
    let letReconnect!: () => void;
    const reconnectAllowed = new Promise<void>((resolve) => (letReconnect = resolve));
    await fred.page.route('**/api/v1/events', async (route) => {
      attempts += 1;
      if (attempts === 1)
        return route.fulfill({
          status: 200,
          contentType: 'text/event-stream',
          body: 'retry: 200\nevent: ready\ndata: {}\n\n',
        });
      await reconnectAllowed;
      return route.continue();
    });
    await fred.page.goto(`/message/${id}`);
    await expect(fred.page.getByText('No messages yet. Say hello!')).toBeVisible();
    await expect.poll(() => attempts).toBeGreaterThanOrEqual(2);
    // When the message shows on Fred's screen, seen from the page itself every frame.
    const shownAt = fred.page
      .waitForFunction(() => document.body.innerText.includes('Sent while you were away'), undefined, {
        polling: 'raf',
        timeout: 30_000,
      })
      .then(() => Date.now());
    expect(
      (
        await clara.page.request.post('/api/v1/messages', {
          data: { conversationId: id, desc: 'Sent while you were away' },
        })
      ).status(),
    ).toBe(201);
    // It comes with the reconnect, not before: nothing else could have brought it.
    const reconnectedAt = Date.now();
    letReconnect();
    expect(await shownAt).toBeGreaterThanOrEqual(reconnectedAt);
    await expect(fred.page.getByRole('list', { name: 'Messages' }).getByText('Sent while you were away')).toBeVisible();
    await Promise.all([clara.close(), fred.close()]);
  });

  test('mark all as read clears the bell; a stranger cannot open the thread', async ({ browser, baseURL }) => {
    const clara = await personIn(browser, baseURL, 'client', 'Cora Client');
    const fred = await personIn(browser, baseURL, 'freelancer', 'Finn Freelancer');
    const id = await startConversation(clara.page, fred.user);
    await fred.page.goto('/dashboard');
    await bell(fred.page).click();
    await expect(fred.page.getByText('No notifications yet')).toBeVisible();
    await fred.page.keyboard.press('Escape');

    for (const desc of ['First note', 'Second note']) {
      expect((await clara.page.request.post('/api/v1/messages', { data: { conversationId: id, desc } })).status()).toBe(
        201,
      );
    }
    await expect(bell(fred.page)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(fred.page).click();
    await expect(fred.page.getByRole('link', { name: /New message from Cora Client/ })).toBeVisible();
    await fred.page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(fred.page)).toHaveAccessibleName('Notifications');
    await expect(fred.page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    await expect(fred.page.getByRole('link', { name: /New message from Cora Client/ })).toBeVisible();
    await expect(inbox(fred.page)).toHaveAccessibleName('Inbox, 1 unread');

    const stranger = await personIn(browser, baseURL, 'freelancer', 'Sam Stranger');
    await stranger.page.goto(`/message/${id}`);
    await expect(stranger.page.getByText('Conversation not found')).toBeVisible();
    await expect(stranger.page.getByText('First note')).toHaveCount(0);

    await Promise.all([clara.close(), fred.close(), stranger.close()]);
  });
});
