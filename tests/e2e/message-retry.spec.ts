import { createUser, expect, logInAs, test } from './fixtures';

test('a message that fails to send is marked Not sent and goes through on Retry', async ({ page }) => {
  const freelancer = await createUser(page, 'freelancer');
  const client = await createUser(page, 'client');
  await logInAs(page, client);
  const conversation = await page.request.post('/api/v1/conversations', { data: { to: freelancer.id } });
  const id = (await conversation.json()).id as string;
  await page.goto(`/message/${id}`);

  // The connection drops for the send only.
  await page.route('**/api/v1/messages', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.getByRole('textbox', { name: 'Message' }).fill('Are you free on Monday?');
  await page.getByRole('button', { name: 'Send' }).click();
  const unsent = page.getByRole('listitem').filter({ hasText: 'Are you free on Monday?' });
  await expect(unsent.getByText('Not sent')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  await page.unroute('**/api/v1/messages');
  await unsent.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Not sent')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Are you free on Monday?')).toHaveCount(1);
  // The server has it: it is still there after a reload.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Are you free on Monday?')).toBeVisible();
});
