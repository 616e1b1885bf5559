import { expect, test } from './fixtures';
import { readsInLanguage } from './language-checks';

/**
 * Issue 33: the legal pages' clauses (copyright, privacy policy, terms) in Spanish and Arabic (the `legal` namespace, its own
 * chunk per language): the server's markup and the hydrated page read the same clauses, Arabic
 * right to left, no sideways scroll at a phone's width, no note that the English applies, and
 * none of the English clauses left. English reads as it always did.
 */
const LANGUAGES = [
  {
    locale: 'es',
    dir: 'ltr',
    clause: 'Workify respeta la propiedad intelectual ajena',
    contact: 'página de contacto',
    privacy: 'No vendemos tu información personal.',
    terms: 'Cada usuario es responsable de sus propios impuestos.',
    termsLink: 'Términos y condiciones',
  },
  {
    locale: 'ar',
    dir: 'rtl',
    clause: 'تحترم Workify الملكية الفكرية للآخرين',
    contact: 'صفحة التواصل',
    privacy: 'نحن لا نبيع معلوماتك الشخصية.',
    terms: 'كل مستخدم مسؤول عن ضرائبه.',
    termsLink: 'الشروط والأحكام',
  },
];
const ENGLISH = [
  'respects the intellectual property',
  'counter-notice',
  'penalty of perjury',
  'the English text',
  'We do not sell',
  'Account details',
  'You must give accurate',
  'governed by the laws',
];

for (const lang of LANGUAGES)
  for (const width of [375, 1280])
    test(`${lang.locale} at ${width} px: the copyright page's clauses in the language`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang.locale });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || /hydrat/i.test(m.text())) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));

      // The server's markup has them: the page before any script runs.
      const html = await (await page.request.get(`/copyright?lang=${lang.locale}`)).text();
      expect(html).toContain(lang.clause);

      await page.goto(`/copyright?lang=${lang.locale}`);
      const main = page.locator('main');
      await expect(main.getByText(lang.clause)).toBeVisible();
      await expect(main.getByRole('link', { name: lang.contact })).toHaveAttribute('href', '/contact');
      await page.waitForLoadState('networkidle');
      await readsInLanguage(page, lang, `legal-copyright-${lang.locale}-${width}`, ENGLISH);

      // The privacy policy's, on a page that navigates there (its clauses fetched then).
      await main.getByRole('link', { name: lang.contact }).click();
      await page.goto(`/privacy-policy?lang=${lang.locale}`);
      await expect(main.getByText(lang.privacy)).toBeVisible();
      await readsInLanguage(page, lang, `legal-privacy-${lang.locale}-${width}`, ENGLISH);

      // And the terms', reached from the footer's link: a navigation inside the app, its chunk fetched then.
      await page.locator('footer').getByRole('link', { name: lang.termsLink, exact: true }).click();
      await expect(main.getByText(lang.terms)).toBeVisible();
      await page.mouse.move(0, 0); // the tap's pointer would rest on (hover) a link of the new page
      await readsInLanguage(page, lang, `legal-terms-${lang.locale}-${width}`, ENGLISH);
      expect(errors).toEqual([]);
      await context.close();
    });

test('English reads its clauses as before, with no note', async ({ page }) => {
  await page.goto('/copyright?lang=en');
  const main = page.locator('main');
  await expect(
    main.getByText('Workify respects the intellectual property of others and expects its users to do the same.'),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Contact page' })).toHaveAttribute('href', '/contact');
  await expect(main.getByText('the English text is the one that applies')).toHaveCount(0);
});
