import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigs, notifications, reviews } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { deliverWork, orderStep, paidOrder } from '../support/orders';
import { pngFile } from '../support/multipart';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

let t: TestApp;
let freelancer: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  freelancer = await signUp(t.app, { role: 'freelancer' });
  gigId = await publishGig(t.app, freelancer, { title: 'Reviewed gig', coverImage: await pngFile(40, 30) });
});
afterAll(() => t.close());

const review = (user: TestUser | null, payload: unknown) =>
  as(t.app, user)({ method: 'POST', url: '/api/v1/reviews', payload: payload as object });
/** A client whose order of the gig the freelancer delivered and they accepted. */
async function completedBuyer(fullName?: string, existing?: TestUser, gig = gigId): Promise<TestUser> {
  const { buyer, orderId } = await paidOrder(t, gig, existing ?? (await signUp(t.app, fullName ? { fullName } : {})));
  expect((await deliverWork(t, freelancer, orderId)).statusCode).toBe(200);
  expect((await orderStep(t, buyer, orderId, 'accept')).statusCode).toBe(200);
  return buyer;
}

const stars = async (id = gigId) =>
  (
    await t.ctx.db
      .select({ totalStars: gigs.totalStars, starNumber: gigs.starNumber })
      .from(gigs)
      .where(eq(gigs.id, id))
  )[0];

describe('POST /reviews', () => {
  it('adds a verified review for a completed order, moves the gig totals and tells the seller', async () => {
    const client = await completedBuyer('Rita Reviewer');
    const res = await review(client, { gigId, desc: '  Great work, fast delivery.  ', star: 4 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      gigId,
      userId: client.id,
      desc: 'Great work, fast delivery.',
      star: 4,
      verifiedPurchase: true,
      user: { _id: client.id, fullName: 'Rita Reviewer' },
    });
    expect(await stars()).toEqual({ totalStars: 4, starNumber: 1 });
    const [note] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, freelancer.id), eq(notifications.type, 'review.created')));
    expect(note).toMatchObject({ link: `/gig/${gigId}`, text: 'Rita Reviewer reviewed your gig Reviewed gig' });
  });

  it('answers 403 to a client without a completed order of the gig (none, or only paid), changing nothing', async () => {
    const before = await stars();
    const never = await review(await signUp(t.app), { gigId, desc: 'Never bought it', star: 1 });
    expect(never.statusCode).toBe(403);
    expect(never.json().message).toBe('You can review a gig once an order of it is completed.');
    const { buyer } = await paidOrder(t, gigId);
    expect((await review(buyer, { gigId, desc: 'Not done yet', star: 2 })).statusCode).toBe(403);
    expect(await stars()).toEqual(before);
  });

  it('allows one review per completed order: 409 for a second, a new order allows another', async () => {
    const client = await completedBuyer();
    expect((await review(client, { gigId, desc: 'First', star: 3 })).statusCode).toBe(201);
    const before = await stars();
    const again = await review(client, { gigId, desc: 'Second', star: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this gig');
    expect(await stars()).toEqual(before);
    await completedBuyer(undefined, client);
    expect((await review(client, { gigId, desc: 'Bought again', star: '5' })).statusCode).toBe(201);
  });

  it("answers 403 'Only clients can add reviews.' to a freelancer, whatever the body, and 401 signed out", async () => {
    const other = await signUp(t.app, { role: 'freelancer' });
    for (const body of [{ gigId, desc: 'Me too', star: 5 }, { star: 9 }]) {
      const res = await review(other, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only clients can add reviews.');
    }
    expect((await review(null, { gigId, desc: 'Anon', star: 5 })).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(reviews).where(eq(reviews.userId, other.id))).toHaveLength(0);
  });

  it.each([
    [{ star: 6 }, 'star: Choose from 1 to 5 stars'],
    [{ star: 0 }, 'star: Choose from 1 to 5 stars'],
    [{ star: 2.5 }, 'star: must be a whole number'],
    [{ desc: '   ' }, 'desc: Write a few words about the gig'],
    [{ desc: 'x'.repeat(2001) }, 'desc: must be at most 2000 characters'],
    [{ gigId: 'nope' }, 'gigId: must be a valid id'],
  ])('answers 400 naming the field for %j, changing nothing', async (overrides, message) => {
    const client = await completedBuyer();
    const before = await stars();
    const res = await review(client, { gigId, desc: 'Fine', star: 3, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await stars()).toEqual(before);
  });

  it('answers 404 for an unknown gig', async () => {
    const client = await signUp(t.app);
    const res = await review(client, { gigId: UNKNOWN_ID, desc: 'Hm', star: 3 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Gig not found');
  });
});

describe('GET /reviews/{gigId}', () => {
  it('lists the reviews newest first with the reviewer, to anyone, page by page', async () => {
    const gig = await publishGig(t.app, freelancer, { coverImage: await pngFile(40, 30) });
    const names = ['First Client', 'Second Client', 'Third Client'];
    for (const [i, fullName] of names.entries())
      expect(
        (await review(await completedBuyer(fullName, undefined, gig), { gigId: gig, desc: `Review ${i}`, star: i + 3 }))
          .statusCode,
      ).toBe(201);
    const all = await t.app.inject({ method: 'GET', url: `/api/v1/reviews/${gig}` });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((r: { desc: string }) => r.desc)).toEqual(['Review 2', 'Review 1', 'Review 0']);
    expect(all.json().data[0]).toMatchObject({
      star: 5,
      verifiedPurchase: true,
      user: { fullName: 'Third Client', avatar: null, country: null },
    });
    expect(all.json().meta.nextCursor).toBeNull();
    const first = await t.app.inject({ method: 'GET', url: `/api/v1/reviews/${gig}?limit=2` });
    expect(first.json().data).toHaveLength(2);
    const rest = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reviews/${gig}?limit=2&cursor=${first.json().meta.nextCursor}`,
    });
    expect(rest.json().data.map((r: { desc: string }) => r.desc)).toEqual(['Review 0']);
    expect(rest.json().meta.nextCursor).toBeNull();
  });

  it('answers 404 for an unknown gig and 400 for a malformed id or cursor', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/reviews/${UNKNOWN_ID}` })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/reviews/nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('gigId: must be a valid id');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/reviews/${gigId}?cursor=zzz` })).statusCode).toBe(400);
  });
});

describe('GET /reviews/{gigId}/eligibility', () => {
  const eligibility = (user: TestUser | null, gig = gigId) =>
    as(t.app, user)({ method: 'GET', url: `/api/v1/reviews/${gig}/eligibility` });

  it('says yes only to a client with a completed order not yet reviewed, and why not to everyone else', async () => {
    const gig = await publishGig(t.app, freelancer, { coverImage: await pngFile(40, 30) });
    expect((await eligibility(freelancer, gig)).json().data).toEqual({
      canReview: false,
      reason: 'You cannot review your own gig.',
    });
    expect((await eligibility(await signUp(t.app, { role: 'freelancer' }), gig)).json().data).toEqual({
      canReview: false,
      reason: 'Only clients can add reviews.',
    });
    const newcomer = await signUp(t.app);
    expect((await eligibility(newcomer, gig)).json().data).toEqual({
      canReview: false,
      reason: 'You can review a gig once an order of it is completed.',
    });
    const buyer = await completedBuyer(undefined, undefined, gig);
    expect((await eligibility(buyer, gig)).json().data).toEqual({ canReview: true, reason: null });
    expect((await review(buyer, { gigId: gig, desc: 'Great', star: 5 })).statusCode).toBe(201);
    expect((await eligibility(buyer, gig)).json().data).toEqual({
      canReview: false,
      reason: 'You have already reviewed this gig',
    });
  });

  it('answers 401 signed out, 404 for an unknown gig, 400 for a malformed id', async () => {
    expect((await eligibility(null)).statusCode).toBe(401);
    const client = await signUp(t.app);
    expect((await eligibility(client, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await eligibility(client, 'nope')).statusCode).toBe(400);
  });
});

describe('GET /users/{id}: reviews received', () => {
  it("shows a freelancer's average, count and latest reviews across their gigs, newest first", async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    const one = await publishGig(t.app, seller, { title: 'Gig one', coverImage: await pngFile(40, 30) });
    const two = await publishGig(t.app, seller, { title: 'Gig two', coverImage: await pngFile(40, 30) });
    const buy = async (gig: string, fullName: string) => {
      const { buyer, orderId } = await paidOrder(t, gig, await signUp(t.app, { fullName }));
      expect((await deliverWork(t, seller, orderId)).statusCode).toBe(200);
      expect((await orderStep(t, buyer, orderId, 'accept')).statusCode).toBe(200);
      return buyer;
    };
    expect((await review(await buy(one, 'Ann'), { gigId: one, desc: 'Fine work', star: 4 })).statusCode).toBe(201);
    expect((await review(await buy(two, 'Bob'), { gigId: two, desc: 'Superb', star: 5 })).statusCode).toBe(201);
    const profile = (await t.app.inject({ method: 'GET', url: `/api/v1/users/${seller.id}` })).json();
    expect(profile.reviewsReceived.average).toBe(4.5);
    expect(profile.reviewsReceived.count).toBe(2);
    expect(
      profile.reviewsReceived.latest.map((r: { desc: string; gigTitle: string; user: { fullName: string } }) => [
        r.desc,
        r.gigTitle,
        r.user.fullName,
      ]),
    ).toEqual([
      ['Superb', 'Gig two', 'Bob'],
      ['Fine work', 'Gig one', 'Ann'],
    ]);
  });
});

describe('DELETE /gigs/{id}: the gig’s reviews', () => {
  it('keeps the reviews of a deleted gig on the seller’s record, and its order cannot be reviewed again', async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    const gig = await publishGig(t.app, seller, { title: 'Soon gone', coverImage: await pngFile(40, 30) });
    const { buyer, orderId } = await paidOrder(t, gig);
    expect((await deliverWork(t, seller, orderId)).statusCode).toBe(200);
    expect((await orderStep(t, buyer, orderId, 'accept')).statusCode).toBe(200);
    expect((await review(buyer, { orderId, desc: 'Late and sloppy', star: 1 })).statusCode).toBe(201);
    expect((await as(t.app, seller)({ method: 'DELETE', url: `/api/v1/gigs/${gig}` })).statusCode).toBe(200);
    const received = (await t.app.inject({ method: 'GET', url: `/api/v1/reviews/received/${seller.id}` })).json();
    expect(received.data).toMatchObject({ count: 1, average: 1 });
    expect(
      received.data.reviews.map((r: { desc: string; gigId: string | null; about: string }) => [
        r.desc,
        r.gigId,
        r.about,
      ]),
    ).toEqual([['Late and sloppy', null, 'Soon gone']]);
    const again = await review(buyer, { orderId, desc: 'Actually great', star: 5 });
    expect(again.statusCode).toBe(409);
    expect(await t.ctx.db.select().from(reviews).where(eq(reviews.orderId, orderId))).toHaveLength(1);
  });
});
