import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishGig } from '../support/gigs';
import { bodyText, pageState } from '../support/html-page';
import { crawl, createPagesMarketplace, SITE } from '../support/pages-app';
import { hide, makeAdmin, reviewOf } from '../support/moderation';
import { createPost } from '../support/posts';
import { as, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

let t: TestApp;
let seller: TestUser;
let client: TestUser;
beforeAll(async () => {
  ({ t, seller, client } = await createPagesMarketplace());
});
afterAll(() => t.close());

const page = (url: string, user: TestUser | null = null) => crawl(t, url, user);

describe('a gig page fetched without JavaScript', () => {
  it('has its title, description, canonical URL, Open Graph card and Service data with its offer', async () => {
    const id = await publishGig(t.app, seller, {
      title: 'I will build your React app',
      description: `A React app, built well. ${'Fast, tested and accessible. '.repeat(10)}`,
    });
    const { res, head } = await page(`/gig/${id}?utm_source=chat&ref=share`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(head.title).toBe('I will build your React app – Fred Freelancer | Workify');
    expect([head.titles, head.descriptions]).toEqual([1, 1]);
    const description = head.meta('description')!;
    expect(description.startsWith('A React app, built well. Fast, tested')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(156);
    expect(description.endsWith('…')).toBe(true);
    expect(head.canonical).toBe(`${SITE}/gig/${id}`);
    expect(head.meta('og:url')).toBe(`${SITE}/gig/${id}`);
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:image')).toMatch(new RegExp(`^${SITE}/.+`));
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(res.headers['x-robots-tag']).toBeUndefined();

    const service = head.ofType('Service')!;
    expect(service).toMatchObject({
      '@context': 'https://schema.org',
      name: 'I will build your React app',
      url: `${SITE}/gig/${id}`,
      provider: { '@type': 'Person', name: 'Fred Freelancer' },
    });
    expect(service.offers).toMatchObject({
      '@type': 'Offer',
      price: 40,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(service.aggregateRating).toBeUndefined(); // no reviews yet: no rating is claimed
    expect(head.ofType('BreadcrumbList')!.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Workify',
      'Gigs',
      'I will build your React app',
    ]);
  });

  it('rates a gig only from its real reviews, and lists them', async () => {
    const id = await publishGig(t.app, seller, { title: 'I will review your code' });
    await reviewOf(t, id, seller.id, client, 4, 'Careful and quick');
    await reviewOf(t, id, seller.id, await signUp(t.app, { fullName: 'Other Buyer' }), 5, 'Excellent');
    const service = (await page(`/gig/${id}`)).head.ofType('Service')!;
    expect(service.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 });
    expect(service.review).toHaveLength(2);
    expect(service.review).toContainEqual(
      expect.objectContaining({
        '@type': 'Review',
        reviewBody: 'Careful and quick',
        author: { '@type': 'Person', name: 'Clara Client' },
        reviewRating: expect.objectContaining({ ratingValue: 4 }),
      }),
    );
  });

  it('keeps script-like titles inert in the title, the attributes, og: tags and JSON-LD', async () => {
    for (const title of ['</script><script>alert(1)</script>', '"><img src=x onerror=alert(1)>']) {
      const id = await publishGig(t.app, seller, { title });
      const { res, head } = await page(`/gig/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body).not.toContain('<img src=x');
      // The bundle, the JSON-LD and the page's state (a JSON block the browser never runs): nothing more.
      expect(res.body.match(/<script/g)).toHaveLength(2 + head.jsonLd.length);
      expect(res.body).toContain('<script id="wf-page-state" type="application/json">');
      expect(bodyText(res.body)).toContain(title); // shown as text in the rendered page
      expect(pageState(res.body).queries.some((q) => JSON.stringify(q.state.data).includes(title))).toBe(true);
      expect(head.title).toBe(`${title} – Fred Freelancer | Workify`);
      expect(head.meta('og:title')).toBe(`${title} – Fred Freelancer | Workify`);
      expect(head.meta('twitter:title')).toBe(`${title} – Fred Freelancer | Workify`);
      expect(head.ofType('Service')!.name).toBe(title);
    }
    const csp = String((await page('/')).res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$| )/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('answers 404 with the app shell for an unknown, malformed, hidden or paused gig; the seller still sees their paused gig, unindexed', async () => {
    for (const url of [`/gig/${UNKNOWN_ID}`, '/gig/not-an-id']) {
      const { res, head } = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(head.title).toBe('Page not found | Workify');
    }
    const hidden = await publishGig(t.app, seller, { title: 'Soon hidden' });
    await hide(t, await makeAdmin(t), 'gig', hidden);
    expect((await page(`/gig/${hidden}`)).res.statusCode).toBe(404);
    expect((await page(`/gig/${hidden}`, client)).res.statusCode).toBe(404);
    // Its seller still reads it (with why it is hidden), as an unindexed page, not an error.
    const ownHidden = await page(`/gig/${hidden}`, seller);
    expect(ownHidden.res.statusCode).toBe(200);
    expect(ownHidden.res.headers['content-type']).toContain('text/html');
    expect(ownHidden.res.headers['x-robots-tag']).toBe('noindex');

    const paused = await publishGig(t.app, seller, { title: 'Taking a break' });
    await as(t.app, seller)({ method: 'POST', url: `/api/v1/gigs/${paused}/pause` });
    expect((await page(`/gig/${paused}`)).res.statusCode).toBe(404);
    expect((await page(`/gig/${paused}`, client)).res.statusCode).toBe(404);
    const own = await page(`/gig/${paused}`, seller);
    expect(own.res.statusCode).toBe(200);
    expect(own.head.title).toBe('Taking a break – Fred Freelancer | Workify');
    expect(own.res.headers['x-robots-tag']).toBe('noindex');
    expect(own.res.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('a job post page fetched without JavaScript', () => {
  it('is public, and carries JobPosting data with every required property while open', async () => {
    const post = await createPost(t.app, client, {
      title: 'Build a landing page',
      budget: '100-200',
      tags: 'React, Tailwind',
    });
    const { res, head } = await page(`/post/${post._id}?from=search`);
    expect(res.statusCode).toBe(200);
    expect(head.title).toBe('Build a landing page – Clara Client | Workify');
    expect(head.canonical).toBe(`${SITE}/post/${post._id}`);
    expect(head.meta('description')).toBe(post.description.replace(/\s+/g, ' ').trim().slice(0, 155));
    const job = head.ofType('JobPosting')!;
    expect(job).toMatchObject({
      '@context': 'https://schema.org',
      title: 'Build a landing page',
      description: post.description,
      datePosted: post.createdAt,
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      hiringOrganization: { '@type': 'Organization', name: 'Clara Client' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 100, maxValue: 200 },
      },
      directApply: true,
    });
    expect(new Date(job.validThrough).getTime()).toBeGreaterThan(Date.now());
    expect(head.ofType('BreadcrumbList')).toBeDefined();
  });

  it('shows a closed post without JobPosting data, and answers 404 for a hidden or unknown one', async () => {
    const post = await createPost(t.app, client, { title: 'No longer hiring' });
    await as(t.app, client)({ method: 'POST', url: `/api/v1/posts/${post._id}/close` });
    const closed = await page(`/post/${post._id}`);
    expect(closed.res.statusCode).toBe(200);
    expect(closed.head.title).toBe('No longer hiring – Clara Client | Workify');
    expect(closed.head.ofType('JobPosting')).toBeUndefined();

    const hidden = await createPost(t.app, client, { title: 'Hidden post' });
    await hide(t, await makeAdmin(t), 'post', hidden._id);
    expect((await page(`/post/${hidden._id}`)).res.statusCode).toBe(404);
    const own = await page(`/post/${hidden._id}`, client);
    expect(own.res.statusCode).toBe(200);
    expect(own.res.headers['x-robots-tag']).toBe('noindex');
    expect((await page(`/post/${UNKNOWN_ID}`)).res.statusCode).toBe(404);
  });
});

describe('a profile page fetched without JavaScript', () => {
  it('carries ProfilePage data with its Person, and the avatar-less card', async () => {
    await as(
      t.app,
      seller,
    )({ method: 'POST', url: '/api/v1/users/add-skill', payload: { skills: ['React', 'TypeScript'] } });
    const { res, head } = await page(`/profile/${seller.id}`);
    expect(res.statusCode).toBe(200);
    expect(head.title).toBe('Fred Freelancer – Frontend Developer | Workify');
    expect(head.canonical).toBe(`${SITE}/profile/${seller.id}`);
    expect(head.meta('og:type')).toBe('profile');
    const profile = head.ofType('ProfilePage')!;
    expect(profile.mainEntity).toMatchObject({
      '@type': 'Person',
      name: 'Fred Freelancer',
      jobTitle: 'Frontend Developer',
      knowsAbout: ['React', 'TypeScript'],
    });
    expect(JSON.stringify(head.jsonLd)).not.toContain(seller.email);
    expect(res.body).not.toContain(seller.email);
    expect((await page(`/profile/${UNKNOWN_ID}`)).res.statusCode).toBe(404);
  });
});

describe('the other public pages, private pages and unknown routes', () => {
  it('gives the landing page Organization and WebSite data with a job search action', async () => {
    const { res, head } = await page('/');
    expect(res.statusCode).toBe(200);
    expect(head.canonical).toBe(`${SITE}/`);
    expect(head.ofType('Organization')).toMatchObject({ name: 'Workify', url: `${SITE}/` });
    expect(head.ofType('WebSite')!.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${SITE}/search/{search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
    expect(head.ofType('BreadcrumbList')).toBeDefined();
  });

  it("keeps the category in a gig listing's canonical URL and drops the filters that only reorder it", async () => {
    const { head } = await page('/gigs?category=design&sort=price_asc&min=5');
    expect(head.canonical).toBe(`${SITE}/gigs?category=design`);
    expect(head.title).toBe('Graphics & Design gigs from freelancers | Workify');
    expect((await page('/gigs?sort=rating')).head.canonical).toBe(`${SITE}/gigs`);
  });

  it('titles each static page and gives it a breadcrumb', async () => {
    for (const [url, title] of [
      ['/about', 'About Workify'],
      ['/how-it-works', 'How Workify works'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/term-and-conditions', 'Terms and Conditions'],
      ['/copyright', 'Copyright Policy'],
      ['/team', 'The people behind Workify'],
      ['/contact', 'Contact us'],
    ] as const) {
      const { res, head } = await page(url);
      expect(res.statusCode).toBe(200);
      expect(head.title).toBe(`${title} | Workify`);
      expect(head.canonical).toBe(`${SITE}${url}`);
      expect(head.ofType('BreadcrumbList')!.itemListElement.at(-1)).toMatchObject({
        name: title,
        item: `${SITE}${url}`,
      });
    }
  });

  it('answers 404 with the app shell for an unknown route, and noindex for a private page', async () => {
    const missing = await page('/no-such-page/at-all');
    expect(missing.res.statusCode).toBe(404);
    expect(missing.res.body).toContain('<div id="root">');
    for (const url of ['/dashboard', '/orders/123', '/admin/reports', '/login']) {
      const res = (await page(url)).res;
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
  });
});
