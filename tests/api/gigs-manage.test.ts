import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigs } from '../../server/db/schema';
import { buyGig, gigForm, publishGig } from '../support/gigs';
import { multipart, pngFile, textFile, type FilePart } from '../support/multipart';
import { deliverWork, orderStep, paidOrder } from '../support/orders';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

let t: TestApp;
let seller: TestUser;
let other: TestUser;
let client: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  other = await signUp(t.app, { role: 'freelancer' });
  client = await signUp(t.app);
});
afterAll(() => t.close());

type Fields = Record<string, string | FilePart | FilePart[] | undefined>;
const putGig = (user: TestUser | null, id: string, fields: Fields) =>
  as(t.app, user)({ method: 'PUT', url: `/api/v1/gigs/${id}`, ...multipart(fields) });
const step = (user: TestUser | null, id: string, action: 'pause' | 'resume' | 'views') =>
  as(t.app, user)({ method: 'POST', url: `/api/v1/gigs/${id}/${action}` });
const row = async (id: string) => (await t.ctx.db.select().from(gigs).where(eq(gigs.id, id)))[0]!;
const fileOf = (url: string) => path.join(t.ctx.config.uploads.dir, url.replace('/api/v1/files/', ''));
const listIds = async (query: string, user: TestUser | null = null) =>
  ((await as(t.app, user)({ method: 'GET', url: `/api/v1/gigs?${query}` })).json() as { _id: string }[]).map(
    (g) => g._id,
  );

describe('PUT /gigs/{id}', () => {
  it('lets the owner rewrite the fields and keeps the pictures when none are sent', async () => {
    const id = await publishGig(t.app, seller, { images: [await pngFile(50, 40, 'a.png')] });
    const before = await row(id);
    const { coverImage: _cover, ...fields } = await gigForm({
      title: 'I will draw your mascot',
      price: '75',
      features: JSON.stringify(['Colour']),
    });
    const res = await putGig(seller, id, fields);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: id,
      title: 'I will draw your mascot',
      price: 75,
      features: ['Colour'],
      paused: false,
    });
    const after = await row(id);
    expect([after.coverKey, after.imageKeys]).toEqual([before.coverKey, before.imageKeys]);
  });

  it('replaces the cover and the gallery, removing the old files', async () => {
    const id = await publishGig(t.app, seller, { images: [await pngFile(50, 40, 'a.png')] });
    const old = (await as(t.app, null)({ method: 'GET', url: `/api/v1/gigs/single/${id}` })).json();
    const res = await putGig(
      seller,
      id,
      await gigForm({
        coverImage: await pngFile(900, 700, 'new.png'),
        images: [await pngFile(30, 30, 'b.png'), await pngFile(30, 30, 'c.png')],
      }),
    );
    expect(res.statusCode).toBe(200);
    const gig = res.json().data;
    expect(gig.cover).not.toBe(old.cover);
    expect(gig.images).toHaveLength(2);
    expect(existsSync(fileOf(gig.cover))).toBe(true);
    expect(existsSync(fileOf(old.cover))).toBe(false);
    expect(existsSync(fileOf(old.coverThumb))).toBe(false); // no order shows it
    expect(existsSync(fileOf(old.images[0]))).toBe(false);
  });

  it('keeps the old cover thumbnail an order was bought with', async () => {
    const id = await publishGig(t.app, seller);
    const old = (await as(t.app, null)({ method: 'GET', url: `/api/v1/gigs/single/${id}` })).json();
    await buyGig(t.app, client, id);
    expect((await putGig(seller, id, await gigForm({ coverImage: await pngFile(90, 70, 'new.png') }))).statusCode).toBe(
      200,
    );
    expect(existsSync(fileOf(old.coverThumb))).toBe(true);
    expect(existsSync(fileOf(old.cover))).toBe(false);
  });

  it('answers 401, 403 to another freelancer and to a client, 404 for a missing gig, changing nothing', async () => {
    const id = await publishGig(t.app, seller, { title: 'Untouched' });
    const fields = await gigForm({ title: 'Taken over' });
    expect((await putGig(null, id, fields)).statusCode).toBe(401);
    const stranger = await putGig(other, id, fields);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('Only the owner can change this gig');
    expect((await putGig(client, id, fields)).statusCode).toBe(403);
    expect((await putGig(seller, UNKNOWN_ID, fields)).statusCode).toBe(404);
    expect((await row(id)).title).toBe('Untouched');
  });

  it('answers 400 naming the field in words, and 415 for a file that is not a picture, changing nothing', async () => {
    const id = await publishGig(t.app, seller, { title: 'Still the same' });
    const cheap = await putGig(seller, id, await gigForm({ price: '0' }));
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().errors).toEqual([{ field: 'price', message: 'Price must be at least $1' }]);
    const notPicture = await putGig(seller, id, await gigForm({ title: 'Changed', coverImage: textFile('cover.png') }));
    expect([400, 415]).toContain(notPicture.statusCode);
    expect((await row(id)).title).toBe('Still the same');
  });
});

describe('POST /gigs/{id}/pause and /resume', () => {
  it("takes a paused gig out of every list but the seller's own, and its page from everyone but the seller, until resumed", async () => {
    const id = await publishGig(t.app, seller, { category: 'music' });
    const res = await step(seller, id, 'pause');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ _id: id, paused: true });
    expect(await listIds('category=music')).not.toContain(id);
    expect(await listIds(`userId=${seller.id}`)).not.toContain(id); // the public profile's list
    expect(await listIds('', seller)).toContain(id); // My Gigs
    expect(await listIds(`userId=${seller.id}&sort=createdAt`, seller)).toContain(id); // My Gigs' next pages
    const page = (user: TestUser | null) => as(t.app, user)({ method: 'GET', url: `/api/v1/gigs/single/${id}` });
    expect((await page(null)).statusCode).toBe(404);
    expect((await page(client)).statusCode).toBe(404);
    expect((await page(seller)).json().paused).toBe(true);

    const resumed = await step(seller, id, 'resume');
    expect(resumed.json().data).toEqual({ _id: id, paused: false });
    expect(await listIds('category=music')).toContain(id);
    expect((await page(null)).json().paused).toBe(false);
  });

  it('refuses to sell a paused gig: payment start answers 409 and makes no order', async () => {
    const id = await publishGig(t.app, seller);
    await step(seller, id, 'pause');
    const res = await as(t.app, client)({ method: 'POST', url: `/api/v1/orders/create-payment-intent/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This gig is paused by its seller and cannot be bought right now.');
    await step(seller, id, 'resume');
    expect(
      (await as(t.app, client)({ method: 'POST', url: `/api/v1/orders/create-payment-intent/${id}` })).statusCode,
    ).toBe(200);
  });

  it('answers 401, 403 to anyone but the owner, 404 missing, 409 when already so', async () => {
    const id = await publishGig(t.app, seller);
    expect((await step(null, id, 'pause')).statusCode).toBe(401);
    expect((await step(other, id, 'pause')).statusCode).toBe(403);
    expect((await step(client, id, 'pause')).statusCode).toBe(403);
    expect((await step(seller, UNKNOWN_ID, 'pause')).statusCode).toBe(404);
    expect((await row(id)).pausedAt).toBeNull();
    expect((await step(seller, id, 'resume')).statusCode).toBe(409);
    expect((await step(seller, id, 'pause')).statusCode).toBe(200);
    expect((await step(other, id, 'resume')).statusCode).toBe(403);
    expect((await step(seller, id, 'pause')).statusCode).toBe(409);
  });

  it('pauses once when two pauses race', async () => {
    const id = await publishGig(t.app, seller);
    const codes = (await Promise.all([step(seller, id, 'pause'), step(seller, id, 'pause')]))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
  });
});

describe('POST /gigs/{id}/views', () => {
  it('counts visitors and other users, not the seller, and every concurrent view', async () => {
    const id = await publishGig(t.app, seller);
    expect((await step(null, id, 'views')).statusCode).toBe(200);
    expect((await step(client, id, 'views')).statusCode).toBe(200);
    expect((await step(seller, id, 'views')).statusCode).toBe(200);
    await Promise.all(Array.from({ length: 5 }, () => step(null, id, 'views')));
    expect((await row(id)).views).toBe(7);
    expect((await step(null, UNKNOWN_ID, 'views')).statusCode).toBe(404);
  });
});

describe('GET /gigs/stats', () => {
  it('gives the owner views, paid orders and completed earnings per gig', async () => {
    const id = await publishGig(t.app, seller, { price: '40' });
    const quiet = await publishGig(t.app, seller);
    await step(client, id, 'views');
    const { buyer, orderId } = await paidOrder(t, id);
    expect((await deliverWork(t, seller, orderId)).statusCode).toBe(200);
    expect((await orderStep(t, buyer, orderId, 'accept')).statusCode).toBe(200);
    await paidOrder(t, id); // paid, not completed: an order, no earnings yet
    await step(seller, quiet, 'pause');
    const res = await as(t.app, seller)({ method: 'GET', url: `/api/v1/gigs/stats?ids=${id},${quiet}` });
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries((res.json().data as { gigId: string }[]).map((s) => [s.gigId, s]));
    expect(byId[id]).toEqual({ gigId: id, paused: false, views: 1, orders: 2, earnings: 40 });
    expect(byId[quiet]).toEqual({ gigId: quiet, paused: true, views: 0, orders: 0, earnings: 0 });
  });

  it("answers 401 signed out, 403 for another seller's gig, 400 without ids", async () => {
    const id = await publishGig(t.app, seller);
    expect((await as(t.app, null)({ method: 'GET', url: `/api/v1/gigs/stats?ids=${id}` })).statusCode).toBe(401);
    expect((await as(t.app, other)({ method: 'GET', url: `/api/v1/gigs/stats?ids=${id}` })).statusCode).toBe(403);
    const none = await as(t.app, seller)({ method: 'GET', url: '/api/v1/gigs/stats?ids=' });
    expect(none.statusCode).toBe(400);
    expect((await as(t.app, seller)({ method: 'GET', url: '/api/v1/gigs/stats?ids=nope' })).statusCode).toBe(400);
  });
});

describe('GET /gigs/categories', () => {
  it('counts the listed gigs of each landing category with their average rating', async () => {
    const fresh = await createTestApp();
    try {
      const maker = await signUp(fresh.app, { role: 'freelancer' });
      const a = await publishGig(fresh.app, maker, { category: 'web' });
      await publishGig(fresh.app, maker, { category: 'programming' });
      const paused = await publishGig(fresh.app, maker, { category: 'music' });
      await as(fresh.app, maker)({ method: 'POST', url: `/api/v1/gigs/${paused}/pause` });
      await fresh.ctx.db.update(gigs).set({ totalStars: 9, starNumber: 2 }).where(eq(gigs.id, a));
      const res = await fresh.app.inject({ method: 'GET', url: '/api/v1/gigs/categories' });
      expect(res.statusCode).toBe(200);
      const figures = Object.fromEntries((res.json().data as { value: string }[]).map((f) => [f.value, f]));
      expect(figures.development).toEqual({ value: 'development', gigs: 2, average: 4.5 });
      expect(figures.music).toEqual({ value: 'music', gigs: 0, average: null });
      expect(figures.design).toEqual({ value: 'design', gigs: 0, average: null });
    } finally {
      await fresh.close();
    }
  });
});
