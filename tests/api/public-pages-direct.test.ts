import { getTableName, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishGig } from '../support/gigs';
import { bodyText, pageState } from '../support/html-page';
import { hide, makeAdmin, reviewOf, suspend } from '../support/moderation';
import { crawl, createPagesMarketplace } from '../support/pages-app';
import { createPost } from '../support/posts';
import { as, signUp, type TestApp, type TestUser } from '../support/test-app';

/**
 * A signed-out page's render reads its data through the API's own handlers, in process and
 * without HTTP (server/platform/direct-reads.ts), and its head shares those reads
 * (server/modules/pages/reads.ts): the same answers, the same rules, each read once.
 */
let t: TestApp;
let seller: TestUser;
let client: TestUser;
beforeAll(async () => {
  ({ t, seller, client } = await createPagesMarketplace());
});
afterAll(() => t.close());

/** The API addresses asked through app.inject while `run` runs (the page itself is asked that way too: left out). */
async function apiAsked<T>(run: () => Promise<T>): Promise<{ result: T; asked: string[] }> {
  const inject = t.app.inject.bind(t.app);
  const asked: string[] = [];
  const spy = vi.spyOn(t.app, 'inject').mockImplementation(((options: { url: string }) => {
    if (options.url.startsWith('/api/')) asked.push(options.url);
    return inject(options as never);
  }) as never);
  try {
    return { result: await run(), asked };
  } finally {
    spy.mockRestore();
  }
}

/** How many queries select from the gigs table while `run` runs (the gig row's reads, and its reviews' gig check). */
async function gigSelects<T>(run: () => Promise<T>): Promise<{ result: T; selects: number }> {
  const db = t.ctx.db;
  const select = db.select.bind(db);
  let selects = 0;
  const spy = vi.spyOn(db, 'select').mockImplementation(((...fields: Parameters<typeof select>) => {
    const builder = select(...fields);
    const from = builder.from.bind(builder);
    builder.from = ((table: Table, ...rest: unknown[]) => {
      if (getTableName(table) === 'gigs') selects++;
      return (from as (...args: unknown[]) => unknown)(table, ...rest);
    }) as never;
    return builder;
  }) as never);
  try {
    return { result: await run(), selects };
  } finally {
    spy.mockRestore();
  }
}

/** The head's tags a crawler reads: title, meta, canonical and alternates, JSON-LD (not the preloads). */
const headTags = (html: string) =>
  html
    .slice(0, html.indexOf('</head>'))
    .match(
      /<title>[^<]*<\/title>|<meta [^>]*>|<link rel="(?:canonical|alternate)"[^>]*>|<script type="application\/ld\+json">[^<]*<\/script>/g,
    );

const json = async (url: string) => (await as(t.app, null)({ method: 'GET', url })).json();

describe('a rendered gig page reads its data once, without HTTP', () => {
  it('renders from the same answers HTTP gives, with the same status and head, asking nothing through app.inject', async () => {
    const id = await publishGig(t.app, seller, { title: 'I will master your album', price: '90' });
    await reviewOf(t, id, seller.id, client, 5, 'Loud and clear');
    const { result, asked } = await apiAsked(() => crawl(t, `/gig/${id}`));
    expect(asked).toEqual([]);
    const { res, head } = result;
    expect(res.statusCode).toBe(200);
    expect(res.headers['server-timing']).toBe('render;desc="rendered"');
    for (const seen of ['I will master your album', '$90', 'Fred Freelancer', 'Loud and clear', 'Clara Client'])
      expect(bodyText(res.body)).toContain(seen);
    // The data the browser hydrates from is the JSON API's answer, as HTTP gives it to a visitor.
    const queries = new Map(pageState(res.body).queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]));
    expect(queries.get(JSON.stringify(['gigs', 'single', id]))).toEqual(await json(`/api/v1/gigs/single/${id}`));
    // The head, described from the render's reads, is the one described from the services for a signed-in visitor.
    const signedIn = await crawl(t, `/gig/${id}`, client);
    expect(headTags(res.body)?.length).toBeGreaterThan(10);
    expect(headTags(res.body)).toEqual(headTags(signedIn.res.body));
    expect(head.title).toBe('I will master your album – Fred Freelancer | Workify');
    expect(JSON.stringify(head)).toContain('Loud and clear'); // its review, in the JSON-LD
  });

  it('reads the gig row twice (the gig, and its reviews’ check of it), not once for the render and again for the head', async () => {
    const id = await publishGig(t.app, seller, { title: 'I will edit your podcast' });
    const { result, selects } = await gigSelects(() => crawl(t, `/gig/${id}`));
    expect(result.res.statusCode).toBe(200);
    expect(selects).toBe(2);
  });
});

describe('the same rules as through HTTP', () => {
  it('a hidden gig, a paused gig and a suspended seller’s gig are 404, unrendered, and their reads refused without HTTP', async () => {
    const admin = await makeAdmin(t);
    const hidden = await publishGig(t.app, seller, { title: 'Soon hidden' });
    await hide(t, admin, 'gig', hidden);
    const paused = await publishGig(t.app, seller, { title: 'Taking a break' });
    await as(t.app, seller)({ method: 'POST', url: `/api/v1/gigs/${paused}/pause` });
    const gone = await signUp(t.app, { role: 'freelancer', fullName: 'Soon Suspended' });
    const suspended = await publishGig(t.app, gone, { title: 'Sold by a suspended seller' });
    expect((await suspend(t, admin, gone.id)).statusCode).toBe(200);
    for (const id of [hidden, paused, suspended]) {
      // As HTTP answers it: the render's refusal is the error handler's answer.
      expect(await json(`/api/v1/gigs/single/${id}`)).toEqual({
        statusCode: 404,
        success: false,
        message: 'Gig not found',
      });
      const { result, asked } = await apiAsked(() => crawl(t, `/gig/${id}`));
      expect(asked).toEqual([]);
      expect(result.res.statusCode).toBe(404);
      expect(result.res.headers['x-robots-tag']).toBe('noindex');
      expect(result.res.body).toContain('<div id="root"></div>');
      expect(result.head.title).toBe('Page not found | Workify');
    }
  });

  it('a suspended seller’s profile is 404 too; a post page is rendered from its own answer', async () => {
    const gone = await signUp(t.app, { role: 'freelancer', fullName: 'Also Suspended' });
    expect((await suspend(t, await makeAdmin(t), gone.id)).statusCode).toBe(200);
    const profile = await apiAsked(() => crawl(t, `/profile/${gone.id}`));
    expect(profile.asked).toEqual([]);
    expect(profile.result.res.statusCode).toBe(404);
    const post = await createPost(t.app, client, { title: 'Mix our jingle' });
    const { result, asked } = await apiAsked(() => crawl(t, `/post/${post._id}`));
    expect(asked).toEqual([]);
    expect(result.res.statusCode).toBe(200);
    expect(result.head.title).toBe('Mix our jingle – Clara Client | Workify');
    const data = pageState(result.res.body).queries.find((q) => q.queryKey[0] === 'posts')?.state.data;
    expect(data).toEqual((await json(`/api/v1/posts/get-single-post/${post._id}`)).data);
  });
});
