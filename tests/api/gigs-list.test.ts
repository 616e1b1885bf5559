import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@shared/schemas/gigs';
import { gigs } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { pngFile } from '../support/multipart';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
const ids: Record<string, string> = {};

// name: [owner, category, price, sales]
const DATA: [string, 'ann' | 'bob', string, number, number][] = [
  ['web10', 'ann', 'web', 10, 5],
  ['prog50', 'bob', 'programming', 50, 9],
  ['design100', 'ann', 'design', 100, 1],
  ['video30', 'bob', 'video', 30, 0],
  ['anim70', 'ann', 'animation', 70, 3],
  ['web200', 'bob', 'web', 200, 5],
  ['writing20', 'ann', 'writing', 20, 2],
];

beforeAll(async () => {
  t = await createTestApp();
  ann = await signUp(t.app, { role: 'freelancer', fullName: 'Ann Artist' });
  bob = await signUp(t.app, { role: 'freelancer', fullName: 'Bob Builder' });
  const cover = await pngFile(40, 30);
  for (const [name, owner, category, price, sales] of DATA) {
    ids[name] = await publishGig(t.app, owner === 'ann' ? ann : bob, {
      title: name,
      category,
      price: String(price),
      coverImage: cover,
    });
    await t.ctx.db.update(gigs).set({ sales }).where(eq(gigs.id, ids[name]!));
  }
});
afterAll(() => t.close());

const get = (url: string, user: TestUser | null = null) =>
  as(t.app, user)({ method: 'GET', url: `/api/v1/gigs${url}` });
const titles = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { title: string }[]).map((g) => g.title);
};
/** Sales first, ties broken by id, newest id first. */
const bySales = (names: string[]) =>
  [...names].sort((a, b) => {
    const [sa, sb] = [DATA.find((d) => d[0] === a)![4], DATA.find((d) => d[0] === b)![4]];
    return sb - sa || (ids[b]! > ids[a]! ? 1 : -1);
  });

describe('GET /gigs', () => {
  it('answers a bare list of cards, best selling first by default, with seller, cover, thumbnail and description', async () => {
    const res = await get('?sort=sales');
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json().map((g: { title: string }) => g.title)).toEqual(bySales(DATA.map((d) => d[0])));
    expect(res.json()[0]).toEqual({
      _id: ids.prog50,
      userId: bob.id,
      title: 'prog50',
      category: 'programming',
      cover: expect.stringMatching(/^\/api\/v1\/files\/public\/gig-covers\/.+\.webp$/),
      coverThumb: expect.stringMatching(/^\/api\/v1\/files\/public\/gig-thumbs\/.+\.webp$/),
      desc: 'A clean, memorable logo with three concepts and source files.',
      price: 50,
      sales: 9,
      totalStars: 0,
      starNumber: 0,
      createdAt: expect.any(String),
      seller: { _id: bob.id, fullName: 'Bob Builder', avatar: null },
    });
    expect(res.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    expect(await titles('?limit=100')).toEqual(bySales(DATA.map((d) => d[0])));
  });

  it('sorts newest first with sort=createdAt', async () => {
    expect(await titles('?sort=createdAt')).toEqual(DATA.map((d) => d[0]).reverse());
  });

  it('maps the landing and footer category words to gig categories', async () => {
    expect(await titles('?category=web')).toEqual(bySales(['web10', 'web200']));
    expect(await titles('?category=development')).toEqual(bySales(['web10', 'web200', 'prog50']));
    expect(await titles('?category=programming&sort=createdAt')).toEqual(['web200', 'prog50', 'web10']);
    expect(await titles(`?category=${encodeURIComponent('video&animation')}`)).toEqual(['anim70', 'video30']);
    expect(await titles('?category=animation')).toEqual(['anim70', 'video30']);
    expect(await titles('?category=writingandtranslation')).toEqual(['writing20']);
    expect(await titles('?category=digitalmarketing')).toEqual([]);
    expect(await titles('?category=design')).toEqual(['design100']);
  });

  it('filters by budget, min and max inclusive', async () => {
    expect(await titles('?min=30&max=70&sort=createdAt')).toEqual(['anim70', 'video30', 'prog50']);
    expect(await titles('?category=development&min=100')).toEqual(['web200']);
    expect(await titles('?max=20')).toEqual(bySales(['web10', 'writing20']));
  });

  it('reads an empty min or max as no bound, as the original client always sends both', async () => {
    const all = bySales(DATA.map((d) => d[0]));
    expect(await titles('?category=&min=&max=&sort=sales')).toEqual(all);
    expect(await titles('?min=&max=')).toEqual(all);
    expect(await titles('?min=100&max=')).toEqual(bySales(['design100', 'web200']));
    expect(await titles('?min=&max=20')).toEqual(bySales(['web10', 'writing20']));
    expect(await titles('?min=%20&max=30')).toEqual(bySales(['web10', 'writing20', 'video30']));
  });

  it('pages with limit and the x-next-cursor header, over merged categories too, without repeats', async () => {
    for (const base of [
      '?sort=sales',
      '?sort=createdAt',
      '?category=development',
      '?category=development&sort=createdAt',
    ]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const res = await get(`${base}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().length).toBeLessThanOrEqual(2);
        seen.push(...res.json().map((g: { title: string }) => g.title));
        cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      } while (cursor);
      expect(seen).toEqual(await titles(`${base}&limit=100`));
    }
  });

  it("answers the signed-in freelancer's own gigs, newest first, when there is no query at all", async () => {
    const res = await get('', ann);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((g: { title: string }) => g.title)).toEqual(['writing20', 'anim70', 'design100', 'web10']);
    expect((await get('?', bob)).json().map((g: { title: string }) => g.title)).toEqual([
      'web200',
      'video30',
      'prog50',
    ]);
    expect(await titles(`?userId=${bob.id}&sort=createdAt`)).toEqual(['web200', 'video30', 'prog50']);
  });

  it("answers every Gig field of SPEC.md in the owner's own list (no query), as the original backend does; other lists answer cards", async () => {
    const own = (await get('', ann)).json();
    expect(own[0]).toEqual({
      _id: ids.writing20,
      userId: ann.id,
      title: 'writing20',
      category: 'writing',
      cover: expect.stringMatching(/^\/api\/v1\/files\/public\/gig-covers\/.+\.webp$/),
      coverThumb: expect.stringMatching(/^\/api\/v1\/files\/public\/gig-thumbs\/.+\.webp$/),
      desc: 'A clean, memorable logo with three concepts and source files.',
      shortTitle: 'Logo package',
      shortDesc: 'Three concepts, vector files, brand colours',
      price: 20,
      deliveryTime: 3,
      revisionNumber: 2,
      features: ['Vector files', 'Three concepts'],
      images: [],
      sales: 2,
      totalStars: 0,
      starNumber: 0,
      createdAt: expect.any(String),
      seller: { _id: ann.id, fullName: 'Ann Artist', avatar: null },
    });
    expect(own.every((g: object) => 'features' in g && 'deliveryTime' in g)).toBe(true);
    // Cards stay cards: the same gig in a filtered list has none of the detail fields.
    const card = (await get('?category=writing', ann)).json()[0];
    expect(card._id).toBe(ids.writing20);
    expect(Object.keys(card)).not.toEqual(expect.arrayContaining(['shortTitle']));
    expect(card).not.toHaveProperty('features');
  });

  it('answers 401 signed out and 403 for a client when asked for their own gigs', async () => {
    expect((await get('')).statusCode).toBe(401);
    const client = await signUp(t.app);
    const res = await get('', client);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only freelancers have gigs of their own');
  });

  it.each([
    ['?category=cooking', 'category: unknown category'],
    ['?min=-1', 'min: cannot be negative'],
    ['?min=50&max=10', 'max: must not be below min'],
    ['?max=ten', 'max: must be a number'],
    ['?sort=price', 'sort: must be one of sales, createdAt, price_asc, price_desc, rating'],
    ['?cursor=garbage', 'cursor: invalid pagination cursor'],
    ['?limit=0', 'limit: '],
  ])('answers 400 for %s', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 400 for a cursor of the other sort', async () => {
    const cursor = (await get('?sort=createdAt&limit=1')).headers[NEXT_CURSOR_HEADER];
    const res = await get(`?sort=sales&cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('cursor: does not match the sort');
  });
});
