import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { posts } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { hide, makeAdmin } from '../support/moderation';
import { createPost, validPost } from '../support/posts';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

const SITE = 'https://workify.example.com';
let t: TestApp;
let seller: TestUser;
let client: TestUser;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: SITE });
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sitemap Seller' });
  client = await signUp(t.app, { fullName: 'Sitemap Client' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** Every URL of every sitemap the index names, with its lastmod. */
async function listed(): Promise<Map<string, string>> {
  const index = await get('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const urls = new Map<string, string>();
  for (const loc of locs(index.body)) {
    expect(loc.startsWith(`${SITE}/sitemaps/`)).toBe(true);
    const page = await get(new URL(loc).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('application/xml');
    for (const m of page.body.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g))
      urls.set(m[1]!, m[2]!);
  }
  return urls;
}

/** A minute later, past every cache (the clock moves on from there). */
const realNow = Date.now.bind(Date);
let skew = 0;
function aMinuteLater() {
  skew += 61_000;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skew);
}

describe('robots.txt', () => {
  it('disallows the API and the signed-in pages, keeps public pages and images open, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    for (const rule of [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /messages',
      'Disallow: /orders',
      'Disallow: /apply/',
      'Disallow: /admin',
      'Allow: /api/v1/files/public/',
      `Sitemap: ${SITE}/sitemap.xml`,
    ])
      expect(lines).toContain(rule);
    for (const open of ['/gig/', '/post/', '/profile/', '/gigs'])
      expect(lines.filter((l) => l.startsWith('Disallow:') && open.startsWith(l.slice(10)))).toEqual([]);
  });
});

describe('the sitemaps', () => {
  afterAll(() => vi.restoreAllMocks());

  it('list exactly the open posts, active gigs and public freelancer profiles, with lastmod', async () => {
    const gig = await publishGig(t.app, seller, { title: 'Listed gig' });
    const paused = await publishGig(t.app, seller, { title: 'Paused gig' });
    await as(t.app, seller)({ method: 'POST', url: `/api/v1/gigs/${paused}/pause` });
    const open = await createPost(t.app, client, { title: 'Open post' });
    const closed = await createPost(t.app, client, { title: 'Closed post' });
    await as(t.app, client)({ method: 'POST', url: `/api/v1/posts/${closed._id}/close` });
    const admin = await makeAdmin(t);
    const hiddenPost = await createPost(t.app, client, { title: 'Hidden post' });
    await hide(t, admin, 'post', hiddenPost._id);
    aMinuteLater();

    const urls = await listed();
    expect(new Set(urls.keys())).toEqual(
      new Set([`${SITE}/gig/${gig}`, `${SITE}/post/${open._id}`, `${SITE}/profile/${seller.id}`]),
    );
    expect(urls.get(`${SITE}/gig/${gig}`)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it("move a post's lastmod when its client edits it", async () => {
    const post = await createPost(t.app, client, { title: 'Edited later' });
    // Posted an hour ago (lastmod has whole seconds: the edit must read later).
    await t.ctx.db
      .update(posts)
      .set({ createdAt: new Date(Date.now() - 3600_000) })
      .where(eq(posts.id, post._id));
    aMinuteLater();
    const before = (await listed()).get(`${SITE}/post/${post._id}`)!;
    const edited = await as(
      t.app,
      client,
    )({ method: 'PUT', url: `/api/v1/posts/updatepost/${post._id}`, payload: { ...validPost, title: 'Edited now' } });
    expect(edited.statusCode).toBe(200);
    aMinuteLater();
    const after = (await listed()).get(`${SITE}/post/${post._id}`)!;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
  });

  it('drop a gig hidden by moderation and take in a new post within a minute', async () => {
    const gig = await publishGig(t.app, seller, { title: 'Soon hidden' });
    aMinuteLater();
    expect((await listed()).has(`${SITE}/gig/${gig}`)).toBe(true);
    await hide(t, await makeAdmin(t), 'gig', gig);
    const post = await createPost(t.app, client, { title: 'Brand new' });
    aMinuteLater();
    const urls = await listed();
    expect(urls.has(`${SITE}/gig/${gig}`)).toBe(false);
    expect(urls.has(`${SITE}/post/${post._id}`)).toBe(true);
  });

  it('answer 304 to a crawler whose copy is current (ETag or date), cached for at most a minute', async () => {
    const first = await get('/sitemap.xml');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const maxAge = Number(/max-age=(\d+)/.exec(String(first.headers['cache-control']))![1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(60);
    const again = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(
      (await get('/sitemap.xml', { 'if-modified-since': String(first.headers['last-modified']) })).statusCode,
    ).toBe(304);
    expect((await get('/sitemap.xml', { 'if-none-match': '"stale"' })).statusCode).toBe(200);

    const page = new URL(locs(first.body)[0]!).pathname;
    const sitemap = await get(page);
    expect((await get(page, { 'if-none-match': String(sitemap.headers.etag) })).statusCode).toBe(304);
  });

  it('answer 404 for a sitemap that does not exist', async () => {
    for (const url of [
      '/sitemaps/gigs-1-1.xml',
      '/sitemaps/gigs-0-0.xml',
      '/sitemaps/orders-1-0.xml',
      '/sitemaps/gigs-99-3.xml',
      '/sitemaps/x',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});

describe('X-Robots-Tag', () => {
  it('says noindex on every API answer, including errors', async () => {
    for (const url of [
      '/api/v1/health',
      '/api/v1/gigs/categories',
      '/api/v1/users/session',
      '/api/v1/orders',
      '/api/v1/nothing-here',
    ])
      expect((await get(url)).headers['x-robots-tag'], url).toBe('noindex');
    expect((await get('/robots.txt')).headers['x-robots-tag']).toBeUndefined();
  });
});
