import { expect, shootHere, test } from './fixtures';

for (const width of [375, 1280] as const) {
  test.describe(`About and languages on the profile at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a freelancer writes an About text and languages, sees field errors for bad ones, and the public profile shows them', async ({
      page,
      signIn,
    }) => {
      const me = await signIn('freelancer');
      await page.goto('/userprofile');
      await page.getByRole('link', { name: 'write a few words about you' }).click();
      await expect(page.getByRole('heading', { name: 'Update Freelancer Profile' })).toBeVisible();

      const about = page.getByLabel('About');
      const languages = page.getByLabel('Languages');
      await about.fill('x'.repeat(1201));
      await languages.fill('English, english');
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(about).toHaveAccessibleDescription(/About is at most 1200 characters/);
      await expect(languages).toHaveAccessibleDescription(/Each language only once/);
      await shootHere(page, `profile-about-errors-${width}`);

      await about.fill('I build fast online shops for small brands.\nTen years of React and Node.');
      await languages.fill('Spanish, English');
      await page.getByLabel('Country').selectOption({ label: 'Spain' });
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page).toHaveURL(/\/userprofile$/);
      await expect(page.getByText('I build fast online shops for small brands.')).toBeVisible();
      await expect(page.getByText('Spanish, English')).toBeVisible();

      await page.goto(`/profile/${me.id}`);
      await expect(page.getByText('Ten years of React and Node.')).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: 'Spanish, English' })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: 'Spain' }).first()).toBeVisible();
      await shootHere(page, `profile-about-public-${width}`);

      // Issue 33: the country is saved as its ISO code and named in the page's language.
      await page.goto('/updateprofile?lang=es');
      const country = page.getByLabel('País'); // the account screen in Spanish: its labels too
      await expect(country).toHaveValue('ES');
      await expect(country.locator('option:checked')).toHaveText('España');
      await page.goto(`/profile/${me.id}?lang=ar`);
      await expect(page.getByRole('definition').filter({ hasText: 'إسبانيا' })).toBeVisible();
      await expect(page.getByText('Spain')).toHaveCount(0);
      await shootHere(page, `profile-country-ar-${width}`);
    });
  });
}
