import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigs } from '../../server/db/schema';
import { gigForm, postGig, publishGig } from '../support/gigs';
import { orderStep, paidOrder } from '../support/orders';
import { pngFile, textFile } from '../support/multipart';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

let t: TestApp;
let freelancer: TestUser;
let client: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  freelancer = await signUp(t.app, { role: 'freelancer', fullName: 'Fiona Freelancer' });
  client = await signUp(t.app);
});
afterAll(() => t.close());

const gigCount = async () => (await t.ctx.db.select({ id: gigs.id }).from(gigs)).length;
const storedFiles = () =>
  ['gig-covers', 'gig-thumbs', 'gig-images'].reduce(
    (n, dir) =>
      n +
      (existsSync(path.join(t.ctx.config.uploads.dir, 'public', dir))
        ? readdirSync(path.join(t.ctx.config.uploads.dir, 'public', dir)).length
        : 0),
    0,
  );
const fileOf = (url: string) => path.join(t.ctx.config.uploads.dir, url.replace('/api/v1/files/', ''));

describe('POST /gigs', () => {
  it('creates the gig from the form fields, with resized covers and gallery images', async () => {
    const res = await postGig(
      t.app,
      freelancer,
      await gigForm({ images: [await pngFile(2400, 1800, 'a.png'), await pngFile(300, 200, 'b.png')] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Gig successfully created');
    const gig = res.json().data;
    expect(gig).toMatchObject({
      userId: freelancer.id,
      title: 'I will design a modern logo for your brand',
      category: 'design',
      desc: 'A clean, memorable logo with three concepts and source files.',
      shortTitle: 'Logo package',
      shortDesc: 'Three concepts, vector files, brand colours',
      price: 40,
      deliveryTime: 3,
      revisionNumber: 2,
      features: ['Vector files', 'Three concepts'],
      sales: 0,
      totalStars: 0,
      starNumber: 0,
      seller: { _id: freelancer.id, fullName: 'Fiona Freelancer', avatar: null },
    });
    expect(gig.images).toHaveLength(2);
    const cover = await sharp(fileOf(gig.cover)).metadata();
    expect([cover.format, cover.width, cover.height]).toEqual(['webp', 800, 600]);
    const thumb = await sharp(fileOf(gig.coverThumb)).metadata();
    expect([thumb.width, thumb.height]).toEqual([480, 360]);
    const big = await sharp(fileOf(gig.images[0])).metadata();
    expect([big.width, big.height]).toEqual([1200, 900]);
    const served = await t.app.inject({ method: 'GET', url: gig.coverThumb });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('accepts the entity names desc, shortTitle and shortDesc too', async () => {
    const form = await gigForm({
      description: undefined,
      serviceTitle: undefined,
      shortDescription: undefined,
      desc: 'Long text',
      shortTitle: 'Short',
      shortDesc: 'Brief',
    });
    const res = await postGig(t.app, freelancer, form);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      desc: 'Long text',
      shortTitle: 'Short',
      shortDesc: 'Brief',
      features: ['Vector files', 'Three concepts'],
    });
  });

  it('answers 401 signed out and 403 for a client, creating nothing', async () => {
    const before = await gigCount();
    expect((await postGig(t.app, null, await gigForm())).statusCode).toBe(401);
    const asClient = await postGig(t.app, client, await gigForm());
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().message).toBe('Only freelancers can create gigs');
    expect(await gigCount()).toBe(before);
  });

  it.each([
    [{ price: '0' }, 'price: Price must be at least $1'],
    [{ price: '-5' }, 'price: Price must be at least $1'],
    [{ price: '12.5' }, 'price: Price must be a whole number'],
    [{ price: 'cheap' }, 'price: Price must be a number'],
    [{ price: '50001' }, 'price: Price must be at most $50,000'],
    [{ deliveryTime: '0' }, 'deliveryTime: Delivery time must be at least 1 day'],
    [{ revisionNumber: '-1' }, 'revisionNumber: Revision number cannot be negative'],
    [{ category: 'cooking' }, 'category: Choose a category from the list'],
    [{ title: '   ' }, 'title: Title is required'],
    [{ description: undefined }, 'description: Description is required'],
    [{ features: JSON.stringify(['a', 'b', 'c', 'd', 'e']) }, 'features: At most 4 features'],
    [{ features: JSON.stringify(['ok', ' ']) }, 'features.1: A feature cannot be empty'],
    [{ features: JSON.stringify(['x'.repeat(81)]) }, 'features.0: Each feature must be at most 80 characters'],
    [{ features: 'not json' }, 'features: Features must be a JSON list of text'],
    [{ coverImage: undefined }, 'coverImage: Choose a cover image'],
  ])('answers 400 naming the field for %j', async (overrides, message) => {
    const before = await gigCount();
    const res = await postGig(t.app, freelancer, await gigForm(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await gigCount()).toBe(before);
  });

  it('names every problem of an empty form in one answer', async () => {
    const res = await postGig(t.app, freelancer, {});
    expect(res.statusCode).toBe(400);
    const problems = res
      .json()
      .message.split('; ')
      .map((p: string) => p.split(':')[0]);
    expect(problems).toEqual([
      'title',
      'category',
      'description',
      'serviceTitle',
      'shortDescription',
      'deliveryTime',
      'revisionNumber',
      'price',
      'coverImage',
    ]);
  });

  it('answers 415 for a text file posing as the cover or a gallery image, storing no file', async () => {
    const before = await gigCount();
    const filesBefore = storedFiles();
    const cover = await postGig(t.app, freelancer, await gigForm({ coverImage: textFile('cover.png') }));
    expect(cover.statusCode).toBe(415);
    expect(cover.json().message).toMatch(/^coverImage: must be a jpg, png or webp image/);
    const gallery = await postGig(t.app, freelancer, await gigForm({ images: [await pngFile(), textFile('b.jpg')] }));
    expect(gallery.statusCode).toBe(415);
    expect(gallery.json().message).toMatch(/^images: /);
    expect(await gigCount()).toBe(before);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('answers 400 for more than 6 gallery images and 413 for a file over the size limit', async () => {
    const many = await Promise.all(Array.from({ length: 7 }, () => pngFile(10, 10)));
    const tooMany = await postGig(t.app, freelancer, await gigForm({ images: many }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('images: at most 6 files');
    const huge = await pngFile(10, 10);
    huge.data = Buffer.concat([huge.data, Buffer.alloc(6 * 1024 * 1024)]);
    expect((await postGig(t.app, freelancer, await gigForm({ coverImage: huge }))).statusCode).toBe(413);
  });
});

describe('GET /gigs/single/{id}', () => {
  it('answers the bare gig, every Gig field of SPEC with its seller and member-since date, to anyone', async () => {
    const id = await publishGig(t.app, freelancer);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/gigs/single/${id}` });
    expect(res.statusCode).toBe(200);
    const gig = res.json();
    expect(gig).toEqual({
      _id: id,
      userId: freelancer.id,
      title: 'I will design a modern logo for your brand',
      category: 'design',
      cover: expect.stringMatching(/^\/api\/v1\/files\/public\/gig-covers\/.+\.webp$/),
      coverThumb: expect.stringMatching(/^\/api\/v1\/files\/public\/gig-thumbs\/.+\.webp$/),
      images: [],
      desc: 'A clean, memorable logo with three concepts and source files.',
      shortTitle: 'Logo package',
      shortDesc: 'Three concepts, vector files, brand colours',
      price: 40,
      deliveryTime: 3,
      revisionNumber: 2,
      features: ['Vector files', 'Three concepts'],
      paused: false,
      // Issue 34: a gig written without packages is one Basic package of its single fields.
      packages: [
        {
          tier: 'basic',
          name: 'Basic',
          description: 'Three concepts, vector files, brand colours',
          price: 40,
          deliveryDays: 3,
          revisions: 2,
          features: ['Vector files', 'Three concepts'],
        },
      ],
      extras: [],
      questions: [],
      sales: 0,
      totalStars: 0,
      starNumber: 0,
      createdAt: expect.any(String),
      seller: {
        _id: freelancer.id,
        fullName: 'Fiona Freelancer',
        avatar: null,
        createdAt: expect.any(String),
        country: null,
      },
    });
    expect(Date.parse(gig.seller.createdAt)).toBeLessThanOrEqual(Date.now());
  });

  it('answers 404 for an unknown gig and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/gigs/single/${UNKNOWN_ID}` })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/gigs/single/nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^id: .*must be a valid id$/);
  });
});

describe('DELETE /gigs/{id}', () => {
  it('lets the owner delete the gig and removes its files', async () => {
    const created = (await postGig(t.app, freelancer, await gigForm({ images: [await pngFile()] }))).json().data;
    const res = await as(t.app, freelancer)({ method: 'DELETE', url: `/api/v1/gigs/${created._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('gig deleted successfully');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/gigs/single/${created._id}` })).statusCode).toBe(404);
    for (const url of [created.cover, created.coverThumb, created.images[0]])
      expect(existsSync(fileOf(url))).toBe(false);
  });

  it('keeps the card image of a gig that was ordered, for the order history', async () => {
    const created = (await postGig(t.app, freelancer, await gigForm())).json().data;
    const { orderId } = await paidOrder(t, created._id, client);
    expect((await orderStep(t, freelancer, orderId, 'cancel', { reason: 'Cannot take it on' })).statusCode).toBe(200);
    expect((await as(t.app, freelancer)({ method: 'DELETE', url: `/api/v1/gigs/${created._id}` })).statusCode).toBe(
      200,
    );
    expect(existsSync(fileOf(created.cover))).toBe(false);
    expect(existsSync(fileOf(created.coverThumb))).toBe(true);
    const orders = (await as(t.app, client)({ method: 'GET', url: '/api/v1/orders' })).json();
    expect(orders[0]).toMatchObject({ img: created.coverThumb, title: created.title });
  });

  it('refuses (409) a gig with a paid order not finished, saying to pause it, and deletes it once the order is', async () => {
    const created = (await postGig(t.app, freelancer, await gigForm())).json().data;
    const { orderId } = await paidOrder(t, created._id, client);
    const refused = await as(t.app, freelancer)({ method: 'DELETE', url: `/api/v1/gigs/${created._id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This gig has orders that are not finished. Pause it instead; it can be deleted once they are completed or cancelled.',
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/gigs/single/${created._id}` })).statusCode).toBe(200);
    expect(existsSync(fileOf(created.cover))).toBe(true);
    expect((await orderStep(t, freelancer, orderId, 'cancel', { reason: 'Cannot take it on' })).statusCode).toBe(200);
    expect((await as(t.app, freelancer)({ method: 'DELETE', url: `/api/v1/gigs/${created._id}` })).statusCode).toBe(
      200,
    );
  });

  it('answers 401 signed out, 403 for another user, 404 for an unknown gig, and deletes nothing', async () => {
    const id = await publishGig(t.app, freelancer);
    const other = await signUp(t.app, { role: 'freelancer' });
    expect((await as(t.app, null)({ method: 'DELETE', url: `/api/v1/gigs/${id}` })).statusCode).toBe(401);
    const forbidden = await as(t.app, other)({ method: 'DELETE', url: `/api/v1/gigs/${id}` });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only the owner can delete this gig');
    expect((await as(t.app, client)({ method: 'DELETE', url: `/api/v1/gigs/${id}` })).statusCode).toBe(403);
    expect((await as(t.app, freelancer)({ method: 'DELETE', url: `/api/v1/gigs/${UNKNOWN_ID}` })).statusCode).toBe(404);
    expect(await t.ctx.db.select({ id: gigs.id }).from(gigs).where(eq(gigs.id, id))).toHaveLength(1);
  });
});
