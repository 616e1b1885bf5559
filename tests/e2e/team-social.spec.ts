import { expect, shootHere, test } from './fixtures';

// The test server (scripts/e2e-server.mjs) configures only SOCIAL_GITHUB_URL and no TEAM_MEMBERS.
for (const width of [375, 1280] as const) {
  test.describe(`Team page and social links at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a visitor sees only the operator’s configured profile link and no invented team', async ({ page }) => {
      await page.goto('/team');
      await expect(page.getByRole('heading', { level: 1, name: 'The people behind Workify' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Who runs Workify' })).toBeVisible();
      await expect(page.getByText('Workify is open-source software')).toBeVisible();
      const contact = page.getByRole('link', { name: 'Write to us on the contact page' });
      await expect(contact).toHaveAttribute('href', '/contact');
      // None of the placeholder people, no team cards and no per-person icons.
      for (const name of ['Aarav Sharma', 'Sofia Martins', 'Emeka Okafor'])
        await expect(page.getByText(name)).toHaveCount(0);
      await expect(
        page.getByRole('main').getByRole('link', { name: /on (GitHub|X \(Twitter\)|LinkedIn)$/ }),
      ).toHaveCount(0);

      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Workify on GitHub' })).toHaveAttribute(
        'href',
        'https://github.com/workify-e2e-operator',
      );
      await expect(footer.getByRole('link', { name: /X \(Twitter\)|LinkedIn/ })).toHaveCount(0);
      // No link anywhere still points at a network's home page.
      await expect(
        page.locator(
          'a[href="https://github.com"], a[href="https://twitter.com"], a[href="https://linkedin.com"], a[href="https://x.com"]',
        ),
      ).toHaveCount(0);
      await shootHere(page, `team-unconfigured-${width}`);

      await contact.click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });
}
