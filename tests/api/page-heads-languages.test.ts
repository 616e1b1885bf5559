import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishGig } from '../support/gigs';
import { crawl, createPagesTestApp } from '../support/pages-app';
import { as, signUp, type TestApp, type TestUser } from '../support/test-app';

// Issue 33 on issue 31's pages: what a search engine and a link preview read of a page (its title,
// description and breadcrumbs) in the page's language; people's own words as they wrote them.
let t: TestApp;
let seller: TestUser;
beforeAll(async () => {
  t = await createPagesTestApp();
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Fred Freelancer', profession: 'Frontend Developer' });
});
afterAll(() => t.close());

/** The breadcrumbs after the first (Workify itself, in every language). */
const crumbs = (head: Awaited<ReturnType<typeof crawl>>['head']) =>
  (head.ofType('BreadcrumbList')?.itemListElement as { name: string }[]).slice(1).map((c) => c.name);

describe('page heads in the visitor’s language', () => {
  it('a category’s gigs in Spanish: title, description and breadcrumbs; in English as before', async () => {
    const { res, head } = await crawl(t, '/gigs?category=design&lang=es');
    expect(res.statusCode).toBe(200);
    expect(head.title).toBe('Servicios de Gráficos y diseño de freelancers | Workify');
    expect(head.meta('description')).toBe(
      'Explora servicios de gráficos y diseño en Workify: precios fijos, plazos de entrega y reseñas de pedidos reales.',
    );
    expect(head.meta('og:title')).toBe(head.title);
    expect(crumbs(head)).toEqual(['Servicios', 'Servicios de Gráficos y diseño']);
    const english = (await crawl(t, '/gigs?category=design')).head;
    expect(english.title).toBe('Graphics & Design gigs from freelancers | Workify');
    expect(crumbs(english)).toEqual(['Gigs', 'Graphics & Design gigs']);
  });

  it('the landing and a static page in Arabic, a job search in French with the term as typed', async () => {
    expect((await crawl(t, '/?lang=ar')).head.title).toBe('Workify – وظّف مستقلين، واعثر على وظائف حرة');
    const how = (await crawl(t, '/how-it-works?lang=ar')).head;
    expect(how.title).toBe('كيف يعمل Workify | Workify');
    expect(crumbs(how)).toEqual(['كيف يعمل Workify']);
    const search = (await crawl(t, `/search/${encodeURIComponent('<b>logo</b>')}?lang=fr`)).head;
    expect(search.title).toBe('Missions pour « <b>logo</b> » | Workify');
    expect(crumbs(search)).toEqual(['Missions']);
  });

  it('a profile in Portuguese: the country named in Portuguese, the profession as written', async () => {
    const put = await as(
      t.app,
      seller,
    )({ method: 'PUT', url: '/api/v1/users/update-profile', payload: { fullName: 'Fred Freelancer', country: 'DE' } });
    expect(put.statusCode, put.body).toBe(200);
    const { head } = await crawl(t, `/profile/${seller.id}?lang=pt-BR`);
    expect(head.title).toBe('Fred Freelancer – Frontend Developer | Workify');
    expect(head.meta('description')).toBe('Fred Freelancer, Frontend Developer em Alemanha, na Workify.');
    expect((await crawl(t, `/profile/${seller.id}`)).head.meta('description')).toBe(
      'Fred Freelancer, Frontend Developer in Germany, on Workify.',
    );
  });

  it('a missing page’s 404 in Spanish; a gig’s breadcrumbs in Arabic, its title as the seller wrote it', async () => {
    const missing = await crawl(t, '/no-such-page?lang=es');
    expect(missing.res.statusCode).toBe(404);
    expect(missing.head.title).toBe('Página no encontrada | Workify');
    expect(missing.head.meta('description')).toBe('Esta página no existe o fue eliminada.');
    const gigId = await publishGig(t.app, seller, { title: 'I will design your logo' });
    const gig = (await crawl(t, `/gig/${gigId}?lang=ar`)).head;
    expect(gig.title).toBe('I will design your logo – Fred Freelancer | Workify');
    expect(crumbs(gig)).toEqual(['الخدمات', 'I will design your logo']);
  });
});
