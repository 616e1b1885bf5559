import type { Page } from '@playwright/test';
import { createUser, expect, logInAs, test, toastShown } from './fixtures';
import { readsInLanguage } from './language-checks';

/**
 * Issue 33: the signed-in screens of a client and a freelancer in Spanish and in Arabic, at a
 * phone's and a desktop's width. A client posts a job through /createpost (a field's refusal
 * shown in the language under it), finds it on /mypost and the dashboard; a freelancer opens the
 * dashboard and /updateprofile. Each screen: headings and buttons in the language, Arabic right to
 * left, axe clean, nothing wider than the window, and none of its English words left.
 */
const JOURNEYS = [
  {
    locale: 'es',
    dir: 'ltr',
    createTitle: 'Publica un trabajo',
    post: 'Publicar',
    title: 'Título',
    description: 'Descripción',
    budget: 'Presupuesto',
    category: 'Categoría',
    graphicDesign: 'Diseño gráfico',
    tags: 'Etiquetas',
    titleRequired: 'El título es obligatorio',
    created: 'Publicación creada correctamente',
    welcome: (name: string) => `Hola, ${name}`,
    youAreClient: 'Eres cliente',
    yourPosts: 'Tus publicaciones',
    allPosts: 'Todas las publicaciones',
    createPost: 'Crear publicación',
    noApplicant: '0 candidatos',
    myPosts: 'Mis publicaciones',
    edit: 'Editar',
    why: 'Por qué Workify',
    recent: 'Recientes',
    firstSteps: 'Primeros pasos',
    updateTitle: 'Actualizar perfil de freelancer',
    fullName: 'Nombre completo',
    languages: 'Idiomas',
    timeZone: 'Zona horaria',
    update: 'Actualizar',
    cancel: 'Cancelar',
  },
  {
    locale: 'ar',
    dir: 'rtl',
    createTitle: 'انشر وظيفة',
    post: 'انشر',
    title: 'العنوان',
    description: 'الوصف',
    budget: 'الميزانية',
    category: 'الفئة',
    graphicDesign: 'التصميم الجرافيكي',
    tags: 'الوسوم',
    titleRequired: 'العنوان مطلوب',
    created: 'أُنشئ المنشور بنجاح',
    welcome: (name: string) => `مرحبًا، ${name}`,
    youAreClient: 'أنت عميل',
    yourPosts: 'منشوراتك',
    allPosts: 'كل المنشورات',
    createPost: 'أنشئ منشورًا',
    noApplicant: 'لا متقدمين',
    myPosts: 'منشوراتي',
    edit: 'تعديل',
    why: 'لماذا Workify',
    recent: 'الأحدث',
    firstSteps: 'الخطوات الأولى',
    updateTitle: 'حدّث ملف المستقل',
    fullName: 'الاسم الكامل',
    languages: 'اللغات',
    timeZone: 'المنطقة الزمنية',
    update: 'تحديث',
    cancel: 'إلغاء',
  },
] as const;
type Journey = (typeof JOURNEYS)[number];

/** English words each screen had before (its headings, buttons, hints): none may be left. */
const ENGLISH = {
  createpost: ['Create a job post', 'Select a budget', 'Select a category', 'Title is required', 'Separate skills'],
  clientDashboard: ['You are a client', 'Your posts', 'All posts', 'Newest applications', 'Create Post', 'applicant'],
  mypost: ['My Posts', 'Create Post', 'Edit', 'applicants'],
  freelancerDashboard: ['Why Workify', 'Find your next job', 'Recent', 'Bookmarked', 'First steps', 'Add your skills'],
  updateprofile: ['Update Freelancer Profile', 'Full name', 'Languages', 'About', 'Time zone', 'Update', 'Cancel'],
};

/** The page in the language (the `lang` cookie the footer's switcher sets), laid out and checked. */
const checkScreen = (page: Page, name: string, journey: Journey, english: readonly string[]) =>
  readsInLanguage(page, journey, name, english);

async function inLanguage(page: Page, locale: string, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'lang', value: locale, url: baseURL! }]);
}

for (const width of [375, 1280]) {
  for (const journey of JOURNEYS) {
    test.describe(`${journey.locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('a client posts a job and finds it on /mypost and the dashboard', async ({ page, baseURL }) => {
        const client = await createUser(page, 'client');
        await logInAs(page, client);
        await inLanguage(page, journey.locale, baseURL);
        const shot = `account-${journey.locale}-${width}`;

        await page.goto('/createpost');
        await expect(page.getByRole('heading', { level: 1, name: journey.createTitle })).toBeVisible();
        await page.getByRole('button', { name: journey.post, exact: true }).click();
        // The schema's refusal, in the language, under its field.
        await expect(page.getByLabel(journey.title, { exact: true })).toHaveAccessibleDescription(
          journey.titleRequired,
        );
        await checkScreen(page, `${shot}-createpost`, journey, ENGLISH.createpost);

        const title = `Logo ${journey.locale} ${width} ${Date.now().toString(36)}`;
        await page.getByLabel(journey.title, { exact: true }).fill(title);
        await page.getByLabel(journey.description).fill('A clean logo for our bakery, as SVG and PNG.');
        await page.getByLabel(journey.budget).selectOption('100-200');
        await page.getByLabel(journey.category).selectOption('Graphic Design');
        // The option reads in the language; its value, what the form sends (the API takes no other), is SPEC's name.
        await expect(page.getByLabel(journey.category).locator('option:checked')).toHaveText(journey.graphicDesign);
        await page.getByLabel(journey.tags).fill('Figma, Logo');
        const created = toastShown(page, journey.created);
        await page.getByRole('button', { name: journey.post, exact: true }).click();
        await created;

        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByRole('heading', { level: 1, name: journey.welcome(client.fullName) })).toBeVisible();
        await expect(page.getByText(journey.youAreClient)).toBeVisible();
        const posts = page.getByRole('region', { name: journey.yourPosts });
        await expect(posts.getByRole('link', { name: title })).toBeVisible();
        await expect(posts.getByText(journey.noApplicant)).toBeVisible();
        await expect(posts.getByRole('link', { name: journey.allPosts })).toBeVisible();
        await expect(page.getByRole('main').getByRole('link', { name: journey.createPost })).toBeVisible();
        await checkScreen(page, `${shot}-client-dashboard`, journey, ENGLISH.clientDashboard);

        await page.goto('/mypost');
        await expect(page.getByRole('heading', { level: 1, name: journey.myPosts })).toBeVisible();
        const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
        await expect(card.getByRole('link', { name: new RegExp(`^${journey.edit}`) })).toBeVisible();
        await expect(card.getByText(journey.noApplicant)).toBeVisible();
        await checkScreen(page, `${shot}-mypost`, journey, ENGLISH.mypost);
      });

      test('a freelancer opens the dashboard and /updateprofile', async ({ page, baseURL }) => {
        const freelancer = await createUser(page, 'freelancer');
        await logInAs(page, freelancer);
        await inLanguage(page, journey.locale, baseURL);
        const shot = `account-${journey.locale}-${width}`;

        await page.goto('/dashboard');
        await expect(page.getByRole('heading', { level: 1, name: journey.welcome(freelancer.fullName) })).toBeVisible();
        await expect(page.getByRole('heading', { name: journey.why })).toBeVisible();
        await expect(page.getByRole('tab', { name: journey.recent })).toBeVisible();
        await expect(page.getByRole('region', { name: journey.firstSteps })).toBeVisible();
        await checkScreen(page, `${shot}-freelancer-dashboard`, journey, ENGLISH.freelancerDashboard);

        await page.goto('/updateprofile');
        await expect(page.getByRole('heading', { level: 1, name: journey.updateTitle })).toBeVisible();
        await expect(page.getByLabel(journey.fullName)).toHaveValue(freelancer.fullName);
        await expect(page.getByLabel(journey.languages)).toBeVisible();
        await expect(page.getByLabel(journey.timeZone)).toBeVisible();
        await expect(page.getByRole('button', { name: journey.update, exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: journey.cancel })).toBeVisible();
        await checkScreen(page, `${shot}-updateprofile`, journey, ENGLISH.updateprofile);
      });
    });
  }
}
