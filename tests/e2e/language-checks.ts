import type { Locator, Page } from '@playwright/test';
import { expect, shootHere } from './fixtures';

/** The words of `english` (a screen's English words) that `text` still holds. */
export const englishWordsIn = (english: readonly string[], text: string) =>
  english.filter((words) => new RegExp(`\\b${words}\\b`).test(text));

/**
 * What every screen of a journey in another language passes (issue 33): the page's language and
 * direction, no sideways scroll, none of the screen's English words left in `scope`, axe clean,
 * then its screenshot (E2E_SHOTS) as `shot`.
 */
export async function readsInLanguage(
  page: Page,
  lang: { locale: string; dir: string },
  shot: string,
  english: readonly string[],
  scope: Locator = page.locator('main'),
) {
  await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);
  await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${shot} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  expect(englishWordsIn(english, await scope.innerText())).toEqual([]);
  await shootHere(page, shot);
}
