import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/i18n/locales';
import { bodyText } from '../support/html-page';
import { createPagesTestApp, SITE } from '../support/pages-app';
import { as, signUp, type TestApp, type TestUser } from '../support/test-app';

/** Issue 33: the language of pages and of the API's messages, chosen by one rule. */
let t: TestApp;
let person: TestUser;
beforeAll(async () => {
  t = await createPagesTestApp();
  person = await signUp(t.app, { fullName: 'Lena Locale' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, user: TestUser | null = null) =>
  as(t.app, user)({ method: 'GET', url, headers });
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

describe('server-rendered pages in the visitor’s language', () => {
  it('/gigs?lang=ar is Arabic, right to left, with Arabic headings and no English ones', async () => {
    const res = await get('/gigs?lang=ar');
    expect(res.statusCode).toBe(200);
    expect(htmlTag(res.body)).toBe('<html lang="ar" dir="rtl">');
    const text = bodyText(res.body);
    expect(text).toContain('تصفّح الخدمات'); // the page's heading, "Browse gigs"
    expect(text).toContain('الترتيب حسب'); // "Sort by"
    expect(text).toContain('ابحث عن وظائف'); // the header's "Find Jobs"
    expect(text).not.toContain('Browse gigs');
    expect(text).not.toContain('Sort by');
  });

  it('names the categories in the language (footer, /gigs chips, a category’s heading); links keep SPEC’s values', async () => {
    const links = (body: string) => [...body.matchAll(/href="(\/gigs\?category=[^"]+)"/g)].map((m) => m[1]);
    const english = await get('/gigs');
    const es = await get('/gigs?lang=es');
    const ar = await get('/gigs?category=programming&lang=ar');
    // The footer's links and the chips' values are the English slugs, whatever the language.
    expect(links(es.body)).toEqual(links(english.body));
    expect(links(es.body)).toContain('/gigs?category=video%26animation');
    expect(bodyText(english.body)).toContain('Programming & Tech Digital Marketing Video & Animation');
    expect(bodyText(english.body)).toContain('All Design Web Development Animation Music');

    const spanish = bodyText(es.body);
    expect(spanish).toContain('Programación y tecnología Marketing digital Vídeo y animación'); // the footer
    expect(spanish).toContain('Todas Diseño Desarrollo web Animación Música'); // the category chips
    for (const name of ['Programming & Tech', 'Video & Animation', 'Web Development', 'Writing & Translation'])
      expect(spanish).not.toContain(name);

    const arabic = bodyText(ar.body);
    expect(arabic).toContain('الجرافيك والتصميم البرمجة والتقنية التسويق الرقمي'); // the footer
    // The heading (the footer's "Programming & Tech") and what its gig categories offer.
    expect(arabic).toContain('الفئة البرمجة والتقنية مواقع WordPress');
    expect(arabic).toContain('الكل التصميم تطوير الويب الرسوم المتحركة'); // the chips: "All", then each category
    expect(arabic).toContain('التصميم تطوير الويب الكتابة التسويق مونتاج الفيديو'); // no gigs yet: popular categories
    for (const name of ['Programming & Tech', 'Graphics & Design', 'Web Development', 'Scripts, APIs'])
      expect(arabic).not.toContain(name);
    expect(ar.body).toContain('href="/gigs?category=programming"');
  });

  it('/search/{term}?lang=ar and /profile/{id}?lang=es arrive with their headings, filters and labels translated', async () => {
    const search = await get('/search/designer?lang=ar');
    expect(search.statusCode).toBe(200);
    expect(htmlTag(search.body)).toBe('<html lang="ar" dir="rtl">');
    const results = bodyText(search.body);
    expect(results).toContain('نتائج البحث عن «designer»'); // "Results for “…”", the words searched as written
    expect(results).toContain('الفئة'); // the filters: "Category"
    expect(results).toContain('الترتيب حسب'); // "Sort by"
    expect(results).toContain('الأكثر صلة'); // "Best match"
    expect(results).not.toContain('Results for');
    expect(results).not.toContain('Sort by');

    const freelancer = await signUp(t.app, {
      role: 'freelancer',
      fullName: 'Paco Perfil',
      profession: 'Frontend Developer',
    });
    const profile = await get(`/profile/${freelancer.id}?lang=es`);
    expect(profile.statusCode).toBe(200);
    expect(htmlTag(profile.body)).toBe('<html lang="es" dir="ltr">');
    const text = bodyText(profile.body);
    expect(text).toContain('Paco Perfil'); // user content, untranslated
    expect(text).toContain('Miembro desde'); // "Member since"
    expect(text).toContain('Servicios de'); // "Gigs by …"
    expect(text).toContain('Perfil'); // the tabs
    expect(text).toContain('Proyectos');
    expect(text).not.toContain('Member since');
    expect(text).not.toContain('Gigs by');

    // English, by default, word for word as before.
    const english = bodyText((await get(`/profile/${freelancer.id}`)).body);
    expect(english).toContain('Member since');
    expect(english).toContain('Gigs by');
    expect(bodyText((await get('/search/designer')).body)).toContain('Results for “designer”');
  });

  it('the landing page in Spanish by the lang cookie, and in English by default, word for word as SPEC has it', async () => {
    const es = await get('/', { cookie: 'lang=es' });
    expect(htmlTag(es.body)).toBe('<html lang="es" dir="ltr">');
    expect(bodyText(es.body)).toContain('Por qué somos mejores');
    const en = await get('/');
    expect(htmlTag(en.body)).toBe('<html lang="en" dir="ltr">');
    expect(bodyText(en.body)).toContain('Why We are Better');
    expect(bodyText(en.body)).toContain('Keep every dollar you earn.');
  });

  it('follows Accept-Language when nothing else says, and ?lang= over the cookie', async () => {
    expect(htmlTag((await get('/gigs', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' })).body)).toContain('lang="fr"');
    expect(htmlTag((await get('/gigs?lang=pt-BR', { cookie: 'lang=es' })).body)).toContain('lang="pt-BR"');
    expect(htmlTag((await get('/gigs?lang=xx', { cookie: 'lang=es' })).body)).toContain('lang="es"');
  });

  it('names every language’s address (hreflang) and x-default; a ?lang= page is canonical with its language', async () => {
    const res = await get('/gigs?category=design&lang=es');
    const alternates = [...res.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
      m[1],
      m[2]!.replaceAll('&amp;', '&'),
    ]);
    expect(alternates).toEqual([
      ...LOCALES.map((l) => [l, `${SITE}/gigs?category=design&lang=${l}`]),
      ['x-default', `${SITE}/gigs?category=design`],
    ]);
    expect(res.body).toContain(`<link rel="canonical" href="${SITE}/gigs?category=design&amp;lang=es">`);
    expect(res.headers.vary).toContain('accept-language');
  });

  it('a signed-in person’s page follows their saved locale over the cookie', async () => {
    const saved = await as(
      t.app,
      person,
    )({
      method: 'PUT',
      url: '/api/v1/users/update-profile',
      payload: { fullName: 'Lena Locale', locale: 'ar' },
    });
    expect(saved.statusCode).toBe(200);
    const res = await get('/dashboard', { cookie: `${person.cookie}; lang=es` });
    expect(htmlTag(res.body)).toBe('<html lang="ar" dir="rtl">');
  });
});

describe('PUT /users/update-profile and GET /users/get-user: locale', () => {
  it('saves a shipped language and answers it; null until chosen', async () => {
    const other = await signUp(t.app);
    const before = await as(t.app, other)({ method: 'GET', url: '/api/v1/users/get-user' });
    expect(before.json().data.locale).toBeNull();
    const put = await as(
      t.app,
      other,
    )({
      method: 'PUT',
      url: '/api/v1/users/update-profile',
      payload: { fullName: 'Pat', locale: 'pt-BR' },
    });
    expect(put.json().data.locale).toBe('pt-BR');
    expect((await as(t.app, other)({ method: 'GET', url: '/api/v1/users/get-user' })).json().data.locale).toBe('pt-BR');
  });

  it('refuses a language it does not ship, naming the field, and changes nothing', async () => {
    const other = await signUp(t.app);
    const res = await as(
      t.app,
      other,
    )({
      method: 'PUT',
      url: '/api/v1/users/update-profile',
      payload: { fullName: 'Pat', locale: 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'locale', message: 'Choose a language from the list' }]);
    expect((await as(t.app, other)({ method: 'GET', url: '/api/v1/users/get-user' })).json().data.locale).toBeNull();
  });
});

describe('API messages a person reads, in their language', () => {
  const login = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers,
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });

  it('refuses a login in Spanish, French, Portuguese and Arabic, and in English byte for byte', async () => {
    expect((await login({})).json().message).toBe('Invalid user credentials');
    expect((await login({ cookie: 'lang=es' })).json().message).toBe('Credenciales de usuario no válidas');
    expect((await login({ 'accept-language': 'fr' })).json().message).toBe('Identifiants incorrects');
    expect((await login({ 'accept-language': 'pt-BR' })).json().message).toBe('Credenciais inválidas');
    expect((await login({ cookie: 'lang=ar' })).json().message).toBe('بيانات الدخول غير صحيحة');
  });

  it('refuses a review from a freelancer in their language, and in English as before', async () => {
    const freelancer = await signUp(t.app, {
      role: 'freelancer',
      fullName: 'Rita Reviewer',
      profession: 'Frontend Developer',
    });
    const review = (headers: Record<string, string>) =>
      as(
        t.app,
        freelancer,
      )({
        method: 'POST',
        url: '/api/v1/reviews',
        headers,
        payload: { gigId: '00000000-0000-4000-8000-000000000000', star: 5, desc: 'Great' },
      });
    const english = await review({});
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe('Only clients can add reviews.');
    expect((await review({ 'accept-language': 'es' })).json().message).toBe('Solo los clientes pueden añadir reseñas.');
    expect((await review({ 'accept-language': 'ar' })).json().message).toBe('العملاء وحدهم يمكنهم إضافة مراجعات.');
  });

  it('translates each field message of a refused sign-up, and the summary built from them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      headers: { 'accept-language': 'es' },
      payload: { fullName: 'A', username: 'ab', email: 'not-an-email', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'username', message: 'El nombre de usuario debe tener al menos 3 caracteres' },
        { field: 'email', message: 'El correo electrónico debe ser una dirección válida' },
        { field: 'password', message: 'La contraseña debe tener al menos 8 caracteres' },
      ]),
    );
    expect(body.message).toContain('username: El nombre de usuario debe tener al menos 3 caracteres');
  });
});
