// Issue 32, step-up: a money change answered 'reauth_required' asks for the password in a dialog,
// then retries the call. The server's own 10-minute window cannot be aged from a browser, so the
// first answer of the save is made 'reauth_required' here; the password check and the retried
// save are the real server's. 375 and 1280 px.
import { expect, seriousViolations, test } from './fixtures';

for (const width of [375, 1280]) {
  test.describe(`step-up at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('saving the payout account asks for the password again, refuses a wrong one under its field, then saves', async ({
      page,
      signIn,
    }) => {
      const freelancer = await signIn('freelancer', 'Stella Stepup');
      let asked = 0;
      await page.route('**/api/v1/payouts/account', async (route) => {
        if (route.request().method() !== 'POST' || asked > 0) return route.fallback();
        asked += 1;
        await route.fulfill({
          status: 403,
          json: { statusCode: 403, success: false, message: 'Confirm it is you first.', reason: 'reauth_required' },
        });
      });
      await page.goto('/earnings');
      await page.getByLabel('Account holder').fill('Stella Stepup');
      await page.getByLabel('Account number').fill('123456789');
      await page.getByRole('button', { name: 'Save payout account' }).click();

      const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByLabel('Your password').fill('not the password at all');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog.getByText(/password/i).last()).toBeVisible();
      await expect(dialog).toBeVisible();

      await dialog.getByLabel('Your password').fill(freelancer.password);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(/account ending in 6789/)).toBeVisible();
      expect(asked).toBe(1);
    });

    test('closing the dialog gives up: the change is not saved and the refusal says why', async ({ page, signIn }) => {
      await signIn('freelancer', 'Carl Cancel');
      await page.route('**/api/v1/payouts/account', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 403,
              json: { statusCode: 403, success: false, message: 'Confirm it is you first.', reason: 'reauth_required' },
            })
          : route.fallback(),
      );
      await page.goto('/earnings');
      await page.getByLabel('Account holder').fill('Carl Cancel');
      await page.getByLabel('Account number').fill('123456789');
      await page.getByRole('button', { name: 'Save payout account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Confirm it is you first.')).toBeVisible();
      await expect(page.getByText(/account ending in 6789/)).toHaveCount(0);
    });
  });
}
