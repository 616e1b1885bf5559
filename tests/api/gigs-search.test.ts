import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, RESULT_COUNT_HEADER } from '@shared/schemas/gigs';
import { gigs } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { pngFile } from '../support/multipart';
import { createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';
import { storedPrice } from '../../server/platform/prices';

let t: TestApp;
let seller: TestUser;
const ids: Record<string, string> = {};
const names = new Map<string, string>();

// key: [title, short title, description, category, price, delivery days, sales, total stars, ratings]
const GIGS: [string, string, string, string, string, number, number, number, number, number][] = [
  [
    'g1',
    'I will design a minimalist logo',
    'Minimalist logo',
    'Three clean concepts with source files.',
    'design',
    40,
    3,
    10,
    5,
    1,
  ],
  [
    'g2',
    'I will build a WordPress website',
    'WordPress site',
    'Pages, contact form and a spot for your logo placement.',
    'web',
    200,
    10,
    3,
    8,
    2,
  ],
  ['g3', 'I will animate your brand mark', 'Logo animation', 'A short intro with sound.', 'animation', 80, 5, 0, 0, 0],
  [
    'g4',
    'I will write blog posts',
    'Blog posts',
    'Articles for your site, and logos are not my thing.',
    'writing',
    20,
    1,
    7,
    3,
    1,
  ],
  [
    'g5',
    'I will create a brand identity kit',
    'Logo and brand kit',
    'Colours, fonts and a guide.',
    'design',
    120,
    7,
    20,
    9,
    2,
  ],
];
const BULK = 55;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  const cover = await pngFile(40, 30);
  for (const [key, title, serviceTitle, description, category, price, days, sales, totalStars, starNumber] of GIGS) {
    ids[key] = await publishGig(t.app, seller, {
      title,
      serviceTitle,
      description,
      category,
      price: String(price),
      deliveryTime: String(days),
      coverImage: cover,
    });
    names.set(ids[key]!, key);
    await t.ctx.db.update(gigs).set({ sales, totalStars, starNumber }).where(eq(gigs.id, ids[key]!));
  }
  // Many gigs with one broad word, straight into the table (the form's image work is not what is tested here).
  const [{ coverKey }] = await t.ctx.db.select({ coverKey: gigs.coverKey }).from(gigs).limit(1);
  await t.ctx.db.insert(gigs).values(
    Array.from({ length: BULK }, (_, i) => ({
      userId: seller.id,
      title: `Bulk voiceover number ${i}`,
      category: i % 2 ? 'music' : 'video',
      desc: 'Clear recording.',
      coverKey,
      shortTitle: 'Voiceover',
      shortDesc: 'Voice',
      ...storedPrice(5 + (i % 7) * 10),
      deliveryTime: 1 + (i % 4),
      revisionNumber: 1,
      sales: i % 5,
      totalStars: i % 3,
      starNumber: i % 3 ? 1 : 0,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i % 10)),
    })),
  );
}, 120_000);
afterAll(() => t.close());

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/gigs?${query}` });
const keys = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { _id: string }[]).map((g) => names.get(g._id) ?? g._id);
};

/** Every page of a query, following the cursor header. */
async function allPages(query: string, limit: number) {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < 50; n += 1) {
    const res = await get(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    seen.push(...(res.json() as { _id: string }[]).map((g) => g._id));
    cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
    if (!cursor) return seen;
  }
  throw new Error('too many pages');
}

describe('GET /gigs?search=', () => {
  it('answers title and short-title matches first, best selling inside each tier', async () => {
    // g1, g3, g5 have "logo" in the title or short title; g2 and g4 only in the description.
    expect(await keys('search=logo')).toEqual(['g5', 'g1', 'g3', 'g4', 'g2']);
  });

  it('sorts newest first inside each tier with sort=createdAt', async () => {
    expect(await keys('search=logo&sort=createdAt')).toEqual(['g5', 'g3', 'g1', 'g4', 'g2']);
  });

  it('sorts every match by price, up and down, and by rating', async () => {
    expect(await keys('search=logo&sort=price_asc')).toEqual(['g4', 'g1', 'g3', 'g5', 'g2']);
    expect(await keys('search=logo&sort=price_desc')).toEqual(['g2', 'g5', 'g3', 'g1', 'g4']);
    expect(await keys('search=logo&sort=rating')).toEqual(['g1', 'g5', 'g2', 'g4', 'g3']);
  });

  it('combines the words with category, price, delivery time and rating filters', async () => {
    expect(await keys('search=logo&category=design')).toEqual(['g5', 'g1']);
    expect(await keys('search=logo&min=50&max=150')).toEqual(['g5', 'g3']);
    expect(await keys('search=logo&maxDays=5')).toEqual(['g1', 'g3', 'g4']);
    expect(await keys('search=logo&minRating=4')).toEqual(['g5', 'g1', 'g2']);
    expect(await keys('search=logo&minRating=4&sort=price_asc&maxDays=7')).toEqual(['g1', 'g5']);
  });

  it('forgives a misspelling: "minimalst" finds the minimalist logo', async () => {
    expect(await keys('search=minimalst')).toEqual(['g1']);
  });

  it('says how many gigs match on the first page, capped at 50+', async () => {
    const few = await get('search=logo&limit=2');
    expect(few.headers[RESULT_COUNT_HEADER]).toBe('5');
    const many = await get('search=voiceover&limit=10');
    expect(many.headers[RESULT_COUNT_HEADER]).toBe('50+');
    const last = await get('search=logo&limit=20');
    expect(last.headers[RESULT_COUNT_HEADER]).toBe('5');
    expect((await get('category=design&limit=1')).headers[RESULT_COUNT_HEADER]).toBe('2');
    expect(
      (await get(`search=logo&limit=2&cursor=${few.headers[NEXT_CURSOR_HEADER]}`)).headers[RESULT_COUNT_HEADER],
    ).toBeUndefined();
  });

  it('pages a broad word in every order without repeating or losing a gig', async () => {
    for (const sort of ['sales', 'createdAt', 'price_asc', 'price_desc', 'rating']) {
      const seen = await allPages(`search=voiceover&sort=${sort}`, 7);
      expect(seen, sort).toHaveLength(BULK);
      expect(new Set(seen).size, sort).toBe(BULK);
    }
    const filtered = await allPages('search=voiceover&category=music&maxDays=2&sort=price_desc', 3);
    expect(new Set(filtered).size).toBe(filtered.length);
    expect(filtered.length).toBe(
      Array.from({ length: BULK }, (_, i) => i).filter((i) => i % 2 === 1 && 1 + (i % 4) <= 2).length,
    );
  });

  it('pages the plain list in the new orders too, with filters and without repeats', async () => {
    for (const sort of ['price_asc', 'price_desc', 'rating']) {
      const seen = await allPages(`sort=${sort}`, 9);
      expect(new Set(seen).size, sort).toBe(BULK + GIGS.length);
    }
    expect(await keys('category=design&sort=price_desc')).toEqual(['g5', 'g1']);
    expect(await keys('category=development&sort=rating&minRating=4')).toEqual(['g2']);
  });

  it('answers an empty list for words nothing is close to', async () => {
    const res = await get('search=zzqxv');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers[RESULT_COUNT_HEADER]).toBe('0');
  });

  it.each([
    ['sort=cheap', 'sort: must be one of sales, createdAt, price_asc, price_desc, rating'],
    ['maxDays=0', 'maxDays: must be at least 1 day'],
    ['maxDays=2.5', 'maxDays: must be a whole number'],
    ['minRating=6', 'minRating: must be at most 5'],
    ['minRating=high', 'minRating: must be a number'],
    [`search=${'a'.repeat(101)}`, 'search: Search text is too long (100 characters at most)'],
    ['search=logo&category=gardening', 'category: unknown category'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 400 for a cursor of another order', async () => {
    const cursor = (await get('search=voiceover&sort=createdAt&limit=2')).headers[NEXT_CURSOR_HEADER];
    const res = await get(`search=voiceover&sort=price_asc&cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^cursor: /);
  });
});
