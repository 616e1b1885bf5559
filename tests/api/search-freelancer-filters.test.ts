import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gigs, users } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { orderInState } from '../support/orders';
import { as, signUp, type TestUser } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();
const p: Record<'ana' | 'ben' | 'cat' | 'dan', TestUser> = {} as never;
let client: TestUser;

interface Profile {
  fullName: string;
  skills: string;
  country: string;
  languages: string[];
}
async function freelancer({ fullName, skills, country, languages }: Profile): Promise<TestUser> {
  const user = await signUp(t.app, { role: 'freelancer', fullName, profession: 'Web Developer' });
  await as(t.app, user)({ method: 'POST', url: '/api/v1/users/add-skill', payload: { skills } });
  const profile = await as(
    t.app,
    user,
  )({ method: 'PUT', url: '/api/v1/users/update-profile', payload: { fullName, country, languages } });
  expect(profile.statusCode).toBe(200);
  return user;
}

/** A completed order of the seller's gig, reviewed by the client through POST /reviews (so the rating moves as in use). */
async function review(seller: TestUser, gigId: string, star: number) {
  const orderId = await orderInState(t, { gigId, buyerId: client.id, sellerId: seller.id }, 'completed');
  const res = await as(
    t.app,
    client,
  )({ method: 'POST', url: '/api/v1/reviews', payload: { orderId, desc: 'Good', star } });
  expect(res.statusCode).toBe(201);
}

beforeAll(async () => {
  client = await signUp(t.app, { fullName: 'Cora Client' });
  // Created oldest first: Ana, Ben, Cat, Dan.
  p.ana = await freelancer({ fullName: 'Ana Nowak', skills: 'React, TypeScript', country: 'PL', languages: ['Polish', 'English'] }); // prettier-ignore
  p.ben = await freelancer({ fullName: 'Ben Braun', skills: 'Vue, react', country: 'DE', languages: ['German'] });
  p.cat = await freelancer({ fullName: 'Cat Kowalska', skills: 'Figma', country: 'PL', languages: ['english'] });
  p.dan = await freelancer({ fullName: 'Dan Zielinski', skills: 'Swift', country: 'PL', languages: [] });
  await t.ctx.db.update(users).set({ isVerified: true }).where(eq(users.id, p.ana.id));
  await t.ctx.db.update(users).set({ isVerified: true }).where(eq(users.id, p.cat.id));
  const anaGig = await publishGig(t.app, p.ana, { price: '40' });
  const benGig = await publishGig(t.app, p.ben, { price: '150' });
  const catPaused = await publishGig(t.app, p.cat, { price: '40' });
  await as(t.app, p.cat)({ method: 'POST', url: `/api/v1/gigs/${catPaused}/pause` });
  await publishGig(t.app, p.cat, { price: '300' });
  const danHidden = await publishGig(t.app, p.dan, { price: '20' });
  await t.ctx.db.update(gigs).set({ hiddenAt: new Date(), hiddenCause: 'admin' }).where(eq(gigs.id, danHidden));
  await review(p.ana, anaGig, 5);
  await review(p.ana, anaGig, 5);
  await review(p.ben, benGig, 3);
  await review(p.cat, catPaused, 4);
}, 180_000);

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/search/freelancers/search?${query}` });
async function names(query: string): Promise<string[]> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { fullName: string }[]).map((r) => r.fullName.split(' ')[0]!);
}
/** Every page of the search, `limit` at a time: the names in order, and the first page's count. */
async function allPages(query: string, limit: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let first: { count: number; countCapped: boolean } | undefined;
  do {
    const res = await get(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { fullName: string }[]; meta: { nextCursor: string | null; count?: number } };
    if (!cursor)
      first = { count: body.meta.count!, countCapped: (body.meta as never as { countCapped: boolean }).countCapped };
    else expect(body.meta.count).toBeUndefined();
    seen.push(...body.data.map((r) => r.fullName.split(' ')[0]!));
    cursor = body.meta.nextCursor;
  } while (cursor);
  return { seen, first };
}

describe('GET /search/freelancers/search with filters and sort', () => {
  it('answers the original call as before (plus each card’s country code), newest first, the count on the first page', async () => {
    const res = await get('query=react');
    expect(res.json()).toEqual({
      statusCode: 200,
      success: true,
      message: 'Freelancers',
      data: [
        { _id: p.ben.id, avatar: null, fullName: 'Ben Braun', profession: 'Web Developer', isVerified: false, country: 'DE' }, // prettier-ignore
        { _id: p.ana.id, avatar: null, fullName: 'Ana Nowak', profession: 'Web Developer', isVerified: true, country: 'PL' }, // prettier-ignore
      ],
      meta: { nextCursor: null, count: 2, countCapped: false },
    });
    // Empty filters, as a form sends them, are no filters.
    expect((await get('query=react&skills=&country=&minRating=&minPrice=&sort=relevance')).body).toBe(res.body);
    expect(await names('query=')).toEqual(['Dan', 'Cat', 'Ben', 'Ana']);
  });

  it('filters by skills, any of them, whatever their case', async () => {
    expect(await names('skills=REACT')).toEqual(['Ben', 'Ana']);
    expect(await names('skills=figma, Swift')).toEqual(['Dan', 'Cat']);
    expect(await names('skills=cobol')).toEqual([]);
  });

  it('filters by country, rating, verified badge and languages', async () => {
    expect(await names('country=PL')).toEqual(['Dan', 'Cat', 'Ana']);
    expect(await names('country=pl')).toEqual(['Dan', 'Cat', 'Ana']); // the ISO code in any case
    expect(await names('minRating=4')).toEqual(['Cat', 'Ana']);
    expect(await names('minRating=4.5')).toEqual(['Ana']);
    expect(await names('verified=true')).toEqual(['Cat', 'Ana']);
    expect(await names('verified=false')).toEqual(['Dan', 'Cat', 'Ben', 'Ana']);
    expect(await names('languages=ENGLISH,german')).toEqual(['Cat', 'Ben', 'Ana']);
  });

  it('filters by the Basic price of a listed gig: paused and hidden gigs do not count', async () => {
    expect(await names('minPrice=30&maxPrice=50')).toEqual(['Ana']); // Cat's $40 gig is paused
    expect(await names('maxPrice=25')).toEqual([]); // Dan's $20 gig is hidden
    expect(await names('minPrice=200')).toEqual(['Cat']);
    expect(await names('minPrice=40&maxPrice=40')).toEqual(['Ana']);
  });

  it('sorts by rating (unrated last) and by newest, words and filters included', async () => {
    expect(await names('sort=rating')).toEqual(['Ana', 'Cat', 'Ben', 'Dan']);
    expect(await names('sort=newest')).toEqual(['Dan', 'Cat', 'Ben', 'Ana']);
    expect(await names('query=react&sort=rating')).toEqual(['Ana', 'Ben']);
    expect(await names('country=PL&sort=rating')).toEqual(['Ana', 'Cat', 'Dan']);
    expect(await names('query=kowalska zielinski&sort=newest')).toEqual(['Dan', 'Cat']);
  });

  it('offers close names under the filters when a misspelled search finds nobody', async () => {
    expect(await names('query=Kowalsak&country=PL')).toEqual(['Cat']);
    expect(await names('query=Kowalsak&country=DE')).toEqual([]);
    expect(await names('query=Kowalsak&sort=rating')).toEqual(['Cat']);
  });

  it('combines filters: every one must hold', async () => {
    expect(await names('skills=react,figma&country=PL&verified=true&minRating=4')).toEqual(['Cat', 'Ana']);
    expect(await names('skills=react,figma&country=PL&minPrice=250')).toEqual(['Cat']);
    expect(await names('query=react&country=DE&languages=german')).toEqual(['Ben']);
    expect(await names('query=react&country=DE&verified=true')).toEqual([]);
  });

  it.each([
    'sort=rating',
    'sort=newest',
    'sort=relevance',
    'country=PL&sort=rating',
    'query=react nowak&sort=relevance',
  ])('pages through %s one at a time without duplicates, counted on the first page', async (query) => {
    const whole = await names(query);
    const { seen, first } = await allPages(query, 1);
    expect(seen).toEqual(whole);
    expect(new Set(seen).size).toBe(seen.length);
    expect(first).toEqual({ count: whole.length, countCapped: false });
  });

  it('moves the rating with a new review, in the same request', async () => {
    expect(await names('minRating=3.5&skills=vue')).toEqual([]);
    expect(await names('minRating=4&skills=vue')).toEqual([]);
    const [gig] = await t.ctx.db.select({ id: gigs.id }).from(gigs).where(eq(gigs.userId, p.ben.id));
    await review(p.ben, gig!.id, 5); // (3 + 5) / 2 = 4
    const [ben] = await t.ctx.db
      .select({ stars: users.reviewStars, count: users.reviewCount })
      .from(users)
      .where(eq(users.id, p.ben.id));
    expect(ben).toEqual({ stars: 8, count: 2 });
    expect(await names('minRating=3.5&skills=vue')).toEqual(['Ben']);
    // Whole stars reached are keys of the filters' index (migration 0057): Ben's 4.00 gained 'r:4'.
    expect(await names('minRating=4&skills=vue')).toEqual(['Ben']);
    // 4.00 ties Cat's: the larger id first, as the index orders them.
    const tied = p.ben.id > p.cat.id ? ['Ben', 'Cat'] : ['Cat', 'Ben'];
    expect(await names('sort=rating')).toEqual(['Ana', ...tied, 'Dan']);
  });

  it.each([
    [`skills=${Array.from({ length: 11 }, (_, i) => `s${i}`).join(',')}`, 'skills: At most 10 skills'],
    [`languages=${Array.from({ length: 11 }, (_, i) => `l${i}`).join(',')}`, 'languages: At most 10 languages'],
    ['country=Atlantis', 'country: Choose a country from the list'],
    ['country=Poland', 'country: Choose a country from the list'], // a name: the filter takes the ISO code
    ['country=XX', 'country: Choose a country from the list'],
    ['minRating=6', 'minRating: must be at most 5'],
    ['minRating=0', 'minRating: must be at least 1'],
    ['minRating=good', 'minRating: must be a number'],
    ['verified=yes', 'verified: must be true or false'],
    ['minPrice=-1', 'minPrice: cannot be negative'],
    ['maxPrice=9.5', 'maxPrice: must be a whole number of dollars'],
    ['minPrice=50&maxPrice=10', 'maxPrice: must not be below the min price'],
    ['sort=best', 'sort: must be one of relevance, rating, newest'],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 400 for a cursor of another sort', async () => {
    const cursor = (await get('sort=newest&limit=1')).json().meta.nextCursor as string;
    const res = await get(`sort=rating&limit=1&cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^cursor: /);
  });
});
