import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newUserData, shootHere, test } from './fixtures';
import { apiGig, png } from './gig-helpers';

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
    language: 'Idioma',
    dir: 'ltr',
    why: 'Por qué somos mejores',
    music: 'Música y audio',
    musicChip: 'Música',
    graphicsDesign: 'Gráficos y diseño',
    webDevelopment: 'Desarrollo web',
    openMenu: 'Abrir menú',
    browse: 'Explorar',
    findJobs: 'Buscar trabajos',
    login: 'Iniciar sesión',
    loginTitle: 'Inicia sesión en tu cuenta',
    startingAt: 'Desde',
    filters: 'Filtros',
    sortBy: 'Ordenar por',
    newest: 'Más recientes',
    results: (term: string) => `Resultados para «${term}»`,
    jobs: 'Trabajos',
    category: 'Categoría',
    budget: 'Presupuesto',
    posted: 'Publicado',
    oneJob: '1 trabajo',
    postBudget: /^Presupuesto: 100\sUS\$–200\sUS\$$/,
    aboutClient: 'Sobre el cliente',
    apply: 'Postularme ahora',
    aboutGig: 'Acerca de este servicio',
    aboutFreelancer: 'Sobre el freelancer',
    reviews: 'Reseñas',
    signInToReview: 'Inicia sesión para valorarlo',
    memberSince: 'Miembro desde',
    profileTab: 'Perfil',
    skillsTab: 'Habilidades',
    gigsBy: (name: string) => `Servicios de ${name}`,
    freelancersFor: (query: string) => `Freelancers para «${query}»`,
    applyFilters: 'Aplicar filtros',
    compare: 'Comparar paquetes',
    premium: 'Prémium',
    rushDelivery: 'Rush delivery (-1 día)',
    albumDelivery: 'Entrega en 10 días',
  },
  {
    locale: 'ar',
    option: 'العربية',
    language: 'اللغة',
    dir: 'rtl',
    why: 'لماذا نحن الأفضل',
    music: 'الموسيقى والصوتيات',
    musicChip: 'الموسيقى',
    graphicsDesign: 'الجرافيك والتصميم',
    webDevelopment: 'تطوير الويب',
    openMenu: 'افتح القائمة',
    browse: 'تصفّح',
    findJobs: 'ابحث عن وظائف',
    login: 'تسجيل الدخول',
    loginTitle: 'سجّل الدخول إلى حسابك',
    startingAt: 'يبدأ من',
    filters: 'عوامل التصفية',
    sortBy: 'الترتيب حسب',
    newest: 'الأحدث',
    results: (term: string) => `نتائج البحث عن «${term}»`,
    jobs: 'الوظائف',
    category: 'الفئة',
    budget: 'الميزانية',
    posted: 'تاريخ النشر',
    oneJob: 'وظيفة واحدة',
    postBudget: /^الميزانية: \u200f?100\sUS\$\u200e?–\u200f?200\sUS\$\u200e?$/,
    aboutClient: 'عن العميل',
    apply: 'تقدّم الآن',
    aboutGig: 'عن هذه الخدمة',
    aboutFreelancer: 'عن المستقل',
    reviews: 'المراجعات',
    signInToReview: 'سجّل الدخول لمراجعتها',
    memberSince: 'عضو منذ',
    profileTab: 'الملف الشخصي',
    skillsTab: 'المهارات',
    gigsBy: (name: string) => `خدمات ${name}`,
    freelancersFor: (query: string) => `مستقلون لـ «${query}»`,
    applyFilters: 'طبّق عوامل التصفية',
    compare: 'قارن الباقات',
    premium: 'المميزة',
    rushDelivery: 'Rush delivery (أقل بيوم)',
    albumDelivery: 'تسليم خلال 10 أيام',
  },
] as const;

type Journey = (typeof JOURNEYS)[number];

/** A person set up over the API in a cookie jar of their own, signed in there. */
async function member(request: APIRequestContext, role: 'client' | 'freelancer', fullName: string) {
  const data = newUserData(role, fullName);
  const reg = await request.post('/api/v1/users/register', {
    multipart: {
      fullName: data.fullName,
      username: data.username,
      email: data.email,
      password: data.password,
      isClient: String(role === 'client'),
      ...(role === 'client' ? {} : { profession: 'Musician' }),
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const login = await request.post('/api/v1/users/login', { data: { email: data.email, password: data.password } });
  expect(login.status()).toBe(200);
  return { ...data, id: (await reg.json()).data._id as string };
}

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
        // By its name: the footer also holds the display-currency picker.
        await expect(page.getByRole('contentinfo').getByRole('combobox', { name: journey.language })).toHaveValue(
          journey.locale,
        );
        if (journey.dir === 'rtl') {
          // The header starts at the right: the logo sits on the right half of the window.
          const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
          expect(logo!.x).toBeGreaterThan(width / 2);
        }
        await checkScreen(page, `lang-${journey.locale}-${width}-landing`, journey);

        await page.getByRole('link', { name: journey.music }).click();
        await expect(page).toHaveURL(/\/gigs\?category=music/);
        // Category names in the language, links and filters with SPEC's values (the footer's, the chips).
        await expect(page.getByRole('button', { name: journey.musicChip, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name: journey.graphicsDesign, exact: true }),
        ).toHaveAttribute('href', '/gigs?category=design');
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

      test('the job search with its filters, a job post, a gig page, a profile and the freelancer search read in it', async ({
        page,
        playwright,
        baseURL,
      }) => {
        const errors = watchErrors(page);
        const tag = `${journey.locale}${width}${Date.now().toString(36)}`;
        const sellerApi = await playwright.request.newContext({ baseURL });
        const clientApi = await playwright.request.newContext({ baseURL });
        const seller = await member(sellerApi, 'freelancer', `Idris Idioma ${tag}`);
        const client = await member(clientApi, 'client', `Carmen Cliente ${tag}`);
        const gigTitle = `I will master your song ${tag}`;
        // Three packages and two extras: the comparison table, the package choice and the extras are read too.
        const pkg = (tier: string, name: string, price: number, deliveryDays: number, revisions: number) => ({
          tier,
          name,
          description: `${name}: the ${tier} package`,
          price,
          deliveryDays,
          revisions,
          features: ['Stems', ...(tier === 'basic' ? [] : ['Vinyl master'])],
        });
        const created = await sellerApi.post('/api/v1/gigs', {
          multipart: {
            title: gigTitle,
            category: 'music',
            description: 'Loud, clear and ready for every platform.',
            serviceTitle: 'Single',
            shortDescription: 'One track',
            deliveryTime: '3',
            revisionNumber: '1',
            price: '60',
            features: JSON.stringify(['Stems']),
            packages: JSON.stringify([
              pkg('basic', 'Single', 60, 3, 1),
              pkg('standard', 'EP', 150, 5, 2),
              pkg('premium', 'Album', 400, 10, 5),
            ]),
            extras: JSON.stringify([
              { title: 'Rush delivery', priceCents: 2000, extraDays: -1 },
              { title: 'Radio edit', priceCents: 1500, extraDays: 2 },
            ]),
            coverImage: { name: 'c.png', mimeType: 'image/png', buffer: await png() },
          },
        });
        expect(created.status(), await created.text()).toBe(201);
        const gigId = (await created.json()).data._id as string;
        const postTitle = `Record a podcast intro ${tag}`;
        const post = await clientApi.post('/api/v1/posts/createpost', {
          data: {
            title: postTitle,
            description: 'Thirty seconds of music for our weekly show.',
            budget: '100-200',
            category: 'Web Development',
            tags: 'audio, mixing',
          },
        });
        expect(post.status(), await post.text()).toBe(201);
        await Promise.all([sellerApi.dispose(), clientApi.dispose()]);

        // The job search, addressed in the language (?lang=): heading, filters, count and card in it.
        await page.goto(`/search/${tag}?lang=${journey.locale}`);
        await hydrated(page, width, journey);
        await expect(page.getByRole('heading', { level: 1, name: journey.results(tag) })).toBeVisible();
        await expect(page.getByText(journey.jobs, { exact: true })).toBeVisible();
        await expect(page.getByLabel(journey.category)).toBeVisible();
        await expect(page.getByLabel(journey.posted)).toBeVisible();
        await expect(page.getByLabel(journey.sortBy)).toBeVisible();
        await expect(page.getByText(journey.oneJob, { exact: true })).toBeVisible();
        await expect(page.getByText(journey.postBudget)).toBeVisible();
        if (journey.dir === 'rtl') {
          // The filters start at the right: the budget (second) sits on the right half.
          const budget = await page.getByLabel(journey.budget).boundingBox();
          expect(budget!.x + budget!.width / 2).toBeGreaterThan(width / 2);
        }
        await checkScreen(page, `lang-${journey.locale}-${width}-job-search`, journey);
        // The category filter's options read in the language; the address carries SPEC's name.
        await page.getByLabel(journey.category).selectOption({ label: journey.webDevelopment });
        await expect(page).toHaveURL(/category=Web(%20|\+)Development/);

        await page.getByRole('link', { name: postTitle }).click();
        await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
        await expect(page.getByRole('heading', { name: journey.aboutClient })).toBeVisible();
        await expect(page.getByRole('link', { name: journey.apply })).toBeVisible();
        await expect(page.getByText(new RegExp(`· ${journey.webDevelopment}$`))).toBeVisible();
        await expect(page.getByText(client.fullName)).toBeVisible();
        await checkScreen(page, `lang-${journey.locale}-${width}-job-post`, journey);

        await page.goto(`/gig/${gigId}?lang=${journey.locale}`);
        await hydrated(page, width, journey);
        await expect(page.getByRole('heading', { level: 1, name: gigTitle })).toBeVisible();
        await expect(page.getByRole('heading', { name: journey.aboutGig })).toBeVisible();
        await expect(page.getByRole('heading', { name: journey.aboutFreelancer })).toBeVisible();
        await expect(page.getByRole('heading', { name: journey.reviews })).toBeVisible();
        await expect(page.getByRole('link', { name: journey.signInToReview })).toBeVisible();
        await expect(page.getByRole('heading', { name: journey.compare })).toBeVisible();
        await expect(page.getByRole('checkbox', { name: journey.rushDelivery })).toBeVisible();
        await page.getByText(journey.premium, { exact: true }).click();
        await expect(page.getByText(journey.albumDelivery).first()).toBeVisible();
        await checkScreen(page, `lang-${journey.locale}-${width}-gig-page`, journey);

        await page.goto(`/profile/${seller.id}?lang=${journey.locale}`);
        await hydrated(page, width, journey);
        await expect(page.getByRole('heading', { level: 1, name: seller.fullName })).toBeVisible();
        await expect(page.getByRole('tab', { name: journey.profileTab })).toBeVisible();
        await expect(page.getByText(journey.memberSince, { exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { name: journey.gigsBy(seller.fullName) })).toBeVisible();
        await page.getByRole('tab', { name: journey.skillsTab }).click();
        await checkScreen(page, `lang-${journey.locale}-${width}-profile`, journey);

        await page.goto(`/search_user?query=${encodeURIComponent(seller.fullName)}&lang=${journey.locale}`);
        await hydrated(page, width, journey);
        await expect(
          page.getByRole('heading', { level: 1, name: journey.freelancersFor(seller.fullName) }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: seller.fullName })).toBeVisible();
        // A phone folds the filters behind one button.
        if (width < 1024) await page.getByRole('button', { name: journey.filters }).click();
        await expect(page.getByRole('button', { name: journey.applyFilters })).toBeVisible();
        await checkScreen(page, `lang-${journey.locale}-${width}-freelancers`, journey);
        expect(errors).toEqual([]);
      });
    });
  }
}
