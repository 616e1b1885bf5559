import type { Page } from '@playwright/test';
import { expect, newUserData, shootHere, test } from './fixtures';
import { apiGig } from './gig-helpers';

/**
 * Issue 33: a visitor picks Spanish or Arabic in the footer and walks landing → /gigs → a gig →
 * login in it, at a phone's and a desktop's width: the choice is kept across a reload (the lang
 * cookie), Arabic reads right to left, nothing scrolls sideways, axe finds nothing serious, and
 * the server's render hydrates without a mismatch.
 */
const JOURNEYS = [
  {
    locale: 'es',
    option: 'Español',
    dir: 'ltr',
    why: 'Por qué somos mejores',
    music: 'Música y audio',
    openMenu: 'Abrir menú',
    browse: 'Explorar',
    findJobs: 'Buscar trabajos',
    login: 'Iniciar sesión',
    loginTitle: 'Inicia sesión en tu cuenta',
    startingAt: 'Desde',
    filters: 'Filtros',
    sortBy: 'Ordenar por',
    newest: 'Más recientes',
  },
  {
    locale: 'ar',
    option: 'العربية',
    dir: 'rtl',
    why: 'لماذا نحن الأفضل',
    music: 'الموسيقى والصوتيات',
    openMenu: 'افتح القائمة',
    browse: 'تصفّح',
    findJobs: 'ابحث عن وظائف',
    login: 'تسجيل الدخول',
    loginTitle: 'سجّل الدخول إلى حسابك',
    startingAt: 'يبدأ من',
    filters: 'عوامل التصفية',
    sortBy: 'الترتيب حسب',
    newest: 'الأحدث',
  },
] as const;

type Journey = (typeof JOURNEYS)[number];

/** Console errors, uncaught errors (a hydration mismatch is one) and failed requests. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    // A failed request is told below, with its address.
    if ((m.type() === 'error' && !m.text().startsWith('Failed to load resource')) || /hydrat/i.test(m.text()))
      errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => {
    // The login page asks for the demo accounts: none (404) on a server without demo data.
    const path = new URL(r.url()).pathname;
    if (r.status() >= 400 && path !== '/api/v1/demo/accounts') errors.push(`${r.status()} ${path}`);
  });
  return errors;
}

/** Waits until React has taken over the server's markup: the header's menu opens on a tap only then. */
async function hydrated(page: Page, width: number, names: { openMenu: string; browse: string; findJobs: string }) {
  const menu =
    width < 768
      ? page.getByRole('button', { name: names.openMenu })
      : page.getByRole('navigation', { name: names.browse }).getByRole('button', { name: names.findJobs });
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
}

/** Laid out for the width: nothing wider than the window, and axe clean; a screenshot when asked. */
async function checkScreen(page: Page, name: string, journey: Journey) {
  await expect(page.locator('html')).toHaveAttribute('lang', journey.locale);
  await expect(page.locator('html')).toHaveAttribute('dir', journey.dir);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  await shootHere(page, name);
}

for (const width of [375, 1280]) {
  for (const journey of JOURNEYS) {
    test.describe(`${journey.locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('the footer switcher sets the language, a reload keeps it, and landing → gigs → gig → login read in it', async ({
        page,
        playwright,
        baseURL,
      }) => {
        const errors = watchErrors(page);
        const title = `Mastering in ${journey.locale} ${width} ${Date.now().toString(36)}`;
        const sellerApi = await playwright.request.newContext({ baseURL });
        const seller = newUserData('freelancer', `Idris Idioma ${width}`);
        expect(
          (
            await sellerApi.post('/api/v1/users/register', {
              multipart: { ...seller, isClient: 'false', profession: 'Musician' },
            })
          ).status(),
        ).toBe(201);
        await sellerApi.post('/api/v1/users/login', { data: { email: seller.email, password: seller.password } });
        await apiGig(sellerApi, { title, category: 'music', price: 1250 });
        await sellerApi.dispose();

        // English first (no cookie, an English browser), then the footer's switcher.
        await page.goto('/');
        await hydrated(page, width, { openMenu: 'Open menu', browse: 'Browse', findJobs: 'Find Jobs' });
        await expect(page.getByRole('heading', { name: 'Why We are Better' })).toBeVisible();
        await page.getByRole('contentinfo').getByLabel('Language').selectOption(journey.locale);
        await expect(page.getByRole('heading', { name: journey.why })).toBeVisible();
        expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe(journey.locale);

        // The server reads the cookie: the page arrives in the language, hydrates in it.
        await page.reload();
        await hydrated(page, width, journey);
        await expect(page.getByRole('heading', { name: journey.why })).toBeVisible();
        await expect(page.getByRole('contentinfo').getByRole('combobox')).toHaveValue(journey.locale);
        if (journey.dir === 'rtl') {
          // The header starts at the right: the logo sits on the right half of the window.
          const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
          expect(logo!.x).toBeGreaterThan(width / 2);
        }
        await checkScreen(page, `lang-${journey.locale}-${width}-landing`, journey);

        await page.getByRole('link', { name: journey.music }).click();
        await expect(page).toHaveURL(/\/gigs\?category=music/);
        // Best selling first: other tests' music gigs with sales may fill the first page; the newest come first this way.
        // A phone folds the filters and the sort behind one button.
        if (width < 640) await page.getByRole('button', { name: journey.filters }).click();
        await page.getByLabel(journey.sortBy).selectOption({ label: journey.newest });
        await expect(page).toHaveURL(/sort=createdAt/);
        const card = page.getByRole('link', { name: title });
        await expect(card).toBeVisible();
        await expect(page.getByText(journey.startingAt).first()).toBeVisible();
        await checkScreen(page, `lang-${journey.locale}-${width}-gigs`, journey);

        await card.click();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        // Dates are written in the page's language, not the browser's (an English one here): the seller's "member since".
        const memberSince = await page.evaluate(() =>
          new Intl.DateTimeFormat(document.documentElement.lang, { month: 'short', year: 'numeric' }).format(
            new Date(),
          ),
        );
        await expect(page.getByText(memberSince, { exact: true }).first()).toBeVisible();
        await checkScreen(page, `lang-${journey.locale}-${width}-gig`, journey);

        if (width < 768) await page.getByRole('button', { name: journey.openMenu }).click();
        await page.getByRole('link', { name: journey.login, exact: true }).first().click();
        await expect(page.getByRole('heading', { name: journey.loginTitle })).toBeVisible();
        await checkScreen(page, `lang-${journey.locale}-${width}-login`, journey);
        expect(errors).toEqual([]);
      });
    });
  }
}
