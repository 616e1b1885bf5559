import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { publishGig } from '../support/gigs';
import { bodyText, pageState } from '../support/html-page';
import { crawl, createPagesMarketplace, createPagesTestApp, SITE } from '../support/pages-app';
import { reviewOf } from '../support/moderation';
import { createPost } from '../support/posts';
import { as, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

let t: TestApp;
let seller: TestUser;
let client: TestUser;
beforeAll(async () => {
  ({ t, seller, client } = await createPagesMarketplace());
});
afterAll(() => t.close());

const page = (url: string, user: TestUser | null = null) => crawl(t, url, user);

describe('the rendered screens (what arrives before any script runs)', () => {
  it('a gig: its title, description, package and price, seller, rating and first reviews', async () => {
    const id = await publishGig(t.app, seller, {
      title: 'I will mix your song',
      description: 'Warm, loud and clear mixes.',
      serviceTitle: 'Full mix',
      price: '120',
    });
    await reviewOf(t, id, seller.id, client, 5, 'Sounds like a record');
    const { res } = await page(`/gig/${id}`);
    const text = bodyText(res.body);
    for (const seen of [
      'I will mix your song',
      'Warm, loud and clear mixes.',
      'Full mix',
      '$120',
      'Fred Freelancer',
      'Sounds like a record',
      'Clara Client',
    ])
      expect(text).toContain(seen);
    expect(res.body).not.toContain('id="page-loader"'); // the content shows at once, not behind the loading cover
    expect(res.body).not.toContain('href="/api/v1/users/session"'); // the signed-out session travels in the page
    const keys = pageState(res.body).queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(['gigs', 'single', id]);
    expect(keys).toContainEqual(['reviews', 'gig', id]);
  });

  it('keeps a screen rendered while nothing it shows changed, and renders it again once something did', async () => {
    const id = await publishGig(t.app, seller, { title: 'I will tune your piano', price: '80' });
    // One moment for all the requests: renders seconds apart are of different moments (relative times).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    onTestFinished(() => void vi.useRealTimers());
    const rendered = (await page(`/gig/${id}`)).res;
    expect(rendered.headers['server-timing']).toBe('render;desc="rendered"');
    const kept = (await page(`/gig/${id}`)).res;
    expect(kept.headers['server-timing']).toBe('render;desc="kept", page;desc="kept"');
    expect(bodyText(kept.body)).toBe(bodyText(rendered.body));
    // Another language is another render.
    expect((await page(`/gig/${id}?lang=es`)).res.headers['server-timing']).toBe('render;desc="rendered"');
    // The data is read for every request: a change shows at once, rendered anew.
    await t.ctx.db.execute(sql`update gigs set title = 'I will tune your harpsichord' where id = ${id}`);
    const changed = (await page(`/gig/${id}`)).res;
    expect(changed.headers['server-timing']).toBe('render;desc="rendered"');
    expect(bodyText(changed.body)).toContain('I will tune your harpsichord');
    expect(bodyText(changed.body)).not.toContain('I will tune your piano');
    vi.advanceTimersByTime(5_000);
    expect((await page(`/gig/${id}`)).res.headers['server-timing']).toBe('render;desc="rendered"');
  });

  it('keeps a whole page while each of its reads answers the same, and makes it anew at once when one does not', async () => {
    const id = await publishGig(t.app, seller, { title: 'I will tile your kitchen', price: '70' });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    onTestFinished(() => void vi.useRealTimers());
    const timing = async (url = `/gig/${id}`) => {
      const { res } = await page(url);
      return { status: res.statusCode, timing: res.headers['server-timing'], text: bodyText(res.body) };
    };
    expect((await timing()).timing).toBe('render;desc="rendered"');
    const kept = await timing();
    expect(kept).toMatchObject({ status: 200, timing: 'render;desc="kept", page;desc="kept"' });
    expect(kept.text).toContain('I will tile your kitchen');
    // Another currency asked for (the footer's picker) is another page.
    const euros = await as(t.app, null)({ method: 'GET', url: `/gig/${id}`, cookies: { currency: 'EUR' } });
    expect(euros.headers['server-timing']).not.toContain('page;desc="kept"');
    // A new review changes the reviews' answer: made anew, with it.
    await reviewOf(t, id, seller.id, client, 4, 'Straight lines everywhere');
    const reviewed = await timing();
    expect(reviewed.timing).not.toContain('page;desc="kept"');
    expect(reviewed.text).toContain('Straight lines everywhere');
    expect((await timing()).timing).toBe('render;desc="kept", page;desc="kept"');
    // The seller's own facts (a read the gig's answer leads to): changed, the page is made anew.
    await t.ctx.db.execute(sql`update users set country = 'PT' where id = ${seller.id}`);
    expect((await timing()).timing).not.toContain('page;desc="kept"');
    // Hidden by a moderator: its read answers 404, and so does the page, at once.
    await t.ctx.db.execute(sql`update gigs set hidden_at = now() where id = ${id}`);
    const hidden = await timing();
    expect(hidden.status).toBe(404);
    expect(hidden.text).not.toContain('I will tile your kitchen');
    // Another moment (relative times): made anew.
    await t.ctx.db.execute(sql`update gigs set hidden_at = null where id = ${id}`);
    expect((await timing()).status).toBe(200);
    vi.advanceTimersByTime(5_000);
    expect((await timing()).timing).not.toContain('page;desc="kept"');
  });

  it("keeps each app's pages its own: another app's same page in the same moment carries that app's address", async () => {
    const other = await createPagesTestApp({ PUBLIC_URL: 'https://other.example.org' });
    onTestFinished(() => other.close());
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    onTestFinished(() => void vi.useRealTimers());
    const canonical = async (app: TestApp) => (await crawl(app, '/how-it-works')).head.canonical;
    expect(await canonical(t)).toBe(`${SITE}/how-it-works`);
    expect(await canonical(other)).toBe('https://other.example.org/how-it-works');
    expect(await canonical(t)).toBe(`${SITE}/how-it-works`);
  });

  it('sends every visitor of a moment the same compressed page while nothing on it changed, and the change at once', async () => {
    const id = await publishGig(t.app, seller, { title: 'I will paint your fence', price: '60' });
    await reviewOf(t, id, seller.id, client, 4, 'Even coats');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    onTestFinished(() => void vi.useRealTimers());
    const brotli = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/gig/${id}`, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      return { bytes: res.rawPayload, html: brotliDecompressSync(res.rawPayload).toString('utf8') };
    };
    const first = await brotli();
    // A millisecond later, a kept render: the whole document is the same bytes (its answers are stamped
    // with the render's moment, in a fixed order), so its compressed form is kept too.
    vi.advanceTimersByTime(1);
    const second = await brotli();
    expect(second.html).toBe(first.html);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(bodyText(first.html)).toContain('Even coats');
    expect(pageState(first.html).queries.length).toBeGreaterThan(2);
    // Nothing stale: the changed gig is a new document, compressed anew, in the same moment.
    await t.ctx.db.execute(sql`update gigs set title = 'I will paint your barn' where id = ${id}`);
    const changed = await brotli();
    expect(bodyText(changed.html)).toContain('I will paint your barn');
    expect(bodyText(changed.html)).not.toContain('I will paint your fence');
  });

  it('a job post: its title, description, budget and skills, and a way to apply for a visitor', async () => {
    const post = await createPost(t.app, client, {
      title: 'Edit our podcast',
      description: 'Weekly episodes, an hour each.',
      budget: '500-1000',
      tags: 'audio, editing',
    });
    const { res } = await page(`/post/${post._id}`);
    const text = bodyText(res.body);
    for (const seen of [
      'Edit our podcast',
      'Weekly episodes, an hour each.',
      '$500–$1,000',
      'audio',
      'editing',
      'Clara Client',
      'Apply now',
    ])
      expect(text).toContain(seen);
    expect(res.body).toContain(`href="/login?next=${encodeURIComponent(`/post/${post._id}`)}"`);
  });

  it("a profile: name, profession, skills and gigs, and never the person's e-mail", async () => {
    const id = await publishGig(t.app, seller, { title: 'I will tune your vocals' });
    const { res } = await page(`/profile/${seller.id}`);
    const text = bodyText(res.body);
    for (const seen of ['Fred Freelancer', 'Frontend Developer', 'I will tune your vocals'])
      expect(text).toContain(seen);
    expect(res.body).toContain(`href="/gig/${id}"`);
    expect(res.body).not.toContain(seller.email);
  });

  it('the gig list of a category, with links to its gigs', async () => {
    const id = await publishGig(t.app, seller, { title: 'I will shoot product photos', category: 'photography' });
    const { res } = await page('/gigs?category=photography');
    expect(bodyText(res.body)).toContain('I will shoot product photos');
    expect(res.body).toContain(`href="/gig/${id}"`);
  });

  it("leaves a signed-in visitor's page and the 404 page to the browser (nothing rendered for someone in particular)", async () => {
    const id = await publishGig(t.app, seller, { title: 'Rendered for guests only' });
    const signedIn = await page(`/gig/${id}`, client);
    expect(signedIn.res.statusCode).toBe(200);
    expect(signedIn.res.body).toContain('<div id="root"></div>');
    expect(signedIn.res.body).toContain('href="/api/v1/users/session"');
    expect(signedIn.head.title).toBe('Rendered for guests only – Fred Freelancer | Workify');
    expect((await page(`/gig/${UNKNOWN_ID}`)).res.body).toContain('<div id="root"></div>');
  });
});

describe('the rendered landing and job search', () => {
  it('the landing page arrives with its heading and category cards, signed out', async () => {
    const { res } = await page('/');
    const text = bodyText(res.body);
    expect(text).toContain('Graphics & Design');
    expect(res.body).toMatch(/<h1[^>]*>/);
    expect(pageState(res.body).queries.map((q) => q.queryKey)).toContainEqual(['users', 'me']);
  });

  it('a job search arrives with its first page of open posts, linked', async () => {
    const post = await createPost(t.app, client, { title: 'Compose a podcast theme' });
    const { res } = await page(`/search/${encodeURIComponent('podcast theme')}`);
    expect(res.statusCode).toBe(200);
    expect(bodyText(res.body)).toContain('Results for “podcast theme”');
    expect(res.body).toContain(`href="/post/${post._id}"`);
  });
});
