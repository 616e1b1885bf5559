import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 375, height: 740 } });

const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
};

/** Every entry is inside the 375 px viewport and below the header, not clipped to its strip. */
async function expectReachable(page: Page, names: string[]) {
  const menu = await openMenu(page);
  const box = await menu.boundingBox();
  expect(box!.height).toBeGreaterThan(600);
  for (const name of names) {
    const entry = menu.getByRole(name === 'Logout' ? 'button' : 'link', { name, exact: true });
    await entry.scrollIntoViewIfNeeded();
    await expect(entry).toBeInViewport();
  }
  return menu;
}

test.describe('the phone menu at 375 px', () => {
  test('a guest reaches Home, Login, SignUp and every Find Jobs / Find Talents link; Escape and outside click close it', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    const menu = await expectReachable(page, [
      'Home',
      'Login',
      'SignUp',
      'Web Development',
      'SEO Analytics',
      'Hire Web Developers',
      'Game Developers',
    ]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await openMenu(page);
    await page.mouse.click(20, 400); // the dimmed page left of the panel
    await expect(menu).toBeHidden();

    await openMenu(page);
    await menu.getByRole('link', { name: 'Writing', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/writing$/);
    await expect(menu).toBeHidden();
  });

  test('a client reaches Browse gigs, Find talent, My Post, Applications, Create, the freelancer search and the avatar entries; focus stays in the panel', async ({
    page,
    signIn,
  }) => {
    await signIn('client');
    await page.goto('/dashboard');
    const menu = await expectReachable(page, [
      'Browse gigs',
      'Find talent',
      'My Post',
      'Applications',
      'Create',
      'Profile',
      'Messages',
      'Orders',
      'Logout',
    ]);
    // Tab from the last entry wraps to the first: focus never leaves the open panel.
    await menu.getByRole('button', { name: 'Logout' }).focus();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeFocused();

    await menu.getByPlaceholder('Search For Gigs').fill('designer');
    await menu.getByPlaceholder('Search For Gigs').press('Enter');
    await expect(page).toHaveURL(/\/gigs\?search=designer$/);

    await openMenu(page);
    await menu.getByRole('link', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/createpost$/);
    await expect(menu).toBeHidden();
  });

  test('a freelancer reaches My Application, My Gigs, Orders, Earnings, the job search and the avatar entries', async ({
    page,
    signIn,
  }) => {
    await signIn('freelancer');
    await page.goto('/dashboard');
    const menu = await expectReachable(page, [
      'My Application',
      'My Gigs',
      'Orders',
      'Earnings',
      'Profile',
      'Messages',
      'Logout',
    ]);
    await expect(menu.getByPlaceholder('Search Jobs')).toBeVisible();
    await menu.getByRole('link', { name: 'My Gigs', exact: true }).click();
    await expect(page).toHaveURL(/\/mygigs$/);
    await expect(menu).toBeHidden();
  });
});
