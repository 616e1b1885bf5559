import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_COUNT_HEADER } from '@shared/schemas/gigs';
import { HIDDEN_MESSAGE_TEXT } from '@shared/schemas/moderation';
import { auditLog, conversations, gigs, notifications, users } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { conversationPair, postMessage } from '../support/messaging';
import { hide, lastMailTo, makeAdmin, restore, reviewOf } from '../support/moderation';
import { pngFile } from '../support/multipart';
import { applyTo, createPost } from '../support/posts';
import { as, createTestApp, signUp, UNKNOWN_ID, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  stranger = await signUp(t.app, { role: 'freelancer' });
});
afterAll(() => t.close());

const get = (user: TestUser | null, url: string) => as(t.app, user)({ method: 'GET', url: `/api/v1${url}` });
const ids = (res: { json: () => unknown }) =>
  ((res.json() as { data?: { _id: string }[] }).data ?? (res.json() as { _id: string }[])).map((x) => x._id);
const bells = (userId: string, type: string) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('hiding and restoring a gig', () => {
  it('takes it out of lists, search, counts and its page for all but its seller and admins, and tells the seller why', async () => {
    const gigId = await publishGig(t.app, seller, {
      title: 'Quixotryx logo design',
      category: 'music',
      coverImage: await pngFile(40, 30),
    });
    const cards = (user: TestUser | null, query: string) => get(user, `/gigs?${query}`);
    const figure = async () =>
      (await get(null, '/gigs/categories')).json().data.find((c: { value: string }) => c.value === 'music')
        .gigs as number;
    const before = await figure();
    expect((await cards(null, 'search=quixotryx')).headers[RESULT_COUNT_HEADER]).toBe('1');

    const res = await hide(t, admin, 'gig', gigId, 'Copies the work of another artist');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      targetType: 'gig',
      targetId: gigId,
      hidden: true,
      hiddenReason: 'Copies the work of another artist',
    });

    for (const viewer of [null, stranger]) {
      expect((await get(viewer, `/gigs/single/${gigId}`)).statusCode).toBe(404);
      expect(ids(await cards(viewer, 'category=music'))).not.toContain(gigId);
      expect(ids(await cards(viewer, `userId=${seller.id}`))).not.toContain(gigId);
      const search = await cards(viewer, 'search=quixotryx');
      expect([ids(search), search.headers[RESULT_COUNT_HEADER]]).toEqual([[], '0']);
      expect((await get(viewer, `/reviews/${gigId}`)).statusCode).toBe(404);
    }
    expect((await as(t.app, stranger)({ method: 'POST', url: `/api/v1/gigs/${gigId}/views` })).statusCode).toBe(404);
    expect(
      (await as(t.app, await signUp(t.app))({ method: 'POST', url: `/api/v1/orders/create-payment-intent/${gigId}` }))
        .statusCode,
    ).toBe(404);

    // Its seller sees it marked, with the reason, on its page and in their own lists; so does an admin.
    expect((await get(seller, `/gigs/single/${gigId}`)).json()).toMatchObject({
      _id: gigId,
      hidden: true,
      hiddenReason: 'Copies the work of another artist',
    });
    expect((await get(seller, '/gigs')).json().find((g: { _id: string }) => g._id === gigId)).toMatchObject({
      hidden: true,
    });
    expect((await get(seller, `/gigs?userId=${seller.id}`)).json().map((g: { _id: string }) => g._id)).toContain(gigId);
    expect((await get(admin, `/gigs/single/${gigId}`)).json()).toMatchObject({ hidden: true });
    // A shown gig's answers keep their bare shape.
    expect((await get(null, `/gigs?userId=${seller.id}`)).json().every((g: object) => !('hidden' in g))).toBe(true);

    // The statement of reasons: a mail and the bell, with the reason.
    const mail = lastMailTo(t, seller.email)!;
    expect(mail).toContain('Quixotryx logo design');
    expect(mail).toContain('Reason: Copies the work of another artist');
    expect((await bells(seller.id, 'content.hidden'))[0]).toMatchObject({ link: `/gig/${gigId}` });

    expect(await figure()).toBe(before - 1);
    expect((await restore(t, admin, 'gig', gigId, 'Licence shown to us')).json().data).toMatchObject({
      hidden: false,
      hiddenAt: null,
    });
    expect((await get(stranger, `/gigs/single/${gigId}`)).json()).not.toHaveProperty('hidden');
    expect((await cards(null, 'search=quixotryx')).headers[RESULT_COUNT_HEADER]).toBe('1');
    expect(await figure()).toBe(before);
    expect(lastMailTo(t, seller.email)).toContain('Workify restored your gig "Quixotryx logo design"');
    expect(await bells(seller.id, 'content.restored')).toHaveLength(1);
    const actions = await t.ctx.db
      .select({ action: auditLog.action, reason: auditLog.reason })
      .from(auditLog)
      .where(eq(auditLog.targetId, gigId));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'content.hide', reason: 'Copies the work of another artist' },
        { action: 'content.restore', reason: 'Licence shown to us' },
      ]),
    );
  });
});

describe('hiding and restoring a job post', () => {
  it('takes it off the board, search and bookmarks and 404s its page, except for its client and admins', async () => {
    const client = await signUp(t.app);
    const post = await createPost(t.app, client, { title: 'Zephyrquill landing page' });
    expect(
      (
        await as(
          t.app,
          stranger,
        )({ method: 'POST', url: '/api/v1/posts/toggle-bookmark', payload: { postId: post._id } })
      ).statusCode,
    ).toBe(200);
    expect((await hide(t, admin, 'post', post._id, 'Asks for payment outside Workify')).statusCode).toBe(200);

    expect((await get(stranger, `/posts/get-single-post/${post._id}`)).statusCode).toBe(404);
    expect(ids(await get(stranger, '/posts/allposts?limit=100'))).not.toContain(post._id);
    expect(ids(await get(stranger, '/posts/get-bookmarked-posts'))).not.toContain(post._id);
    const search = await get(null, '/search/client_posts/search?query=zephyrquill');
    expect([ids(search), search.json().meta.count]).toEqual([[], 0]);
    expect((await applyTo(t.app, stranger, post._id)).statusCode).toBe(404);

    expect((await get(client, `/posts/get-single-post/${post._id}`)).json().data).toMatchObject({
      hidden: true,
      hiddenReason: 'Asks for payment outside Workify',
    });
    expect(
      (await get(client, '/posts/mypost')).json().data.find((p: { _id: string }) => p._id === post._id),
    ).toMatchObject({ hidden: true });
    expect((await get(admin, `/posts/get-single-post/${post._id}`)).statusCode).toBe(200);

    expect((await restore(t, admin, 'post', post._id)).statusCode).toBe(200);
    expect(ids(await get(null, '/search/client_posts/search?query=zephyrquill'))).toEqual([post._id]);
    expect(ids(await get(stranger, '/posts/get-bookmarked-posts'))).toContain(post._id);
  });
});

describe('hiding and restoring a profile', () => {
  it('404s the profile and leaves freelancer search, except for its owner and admins', async () => {
    const person = await signUp(t.app, { role: 'freelancer', fullName: 'Vantablack Wimbleton' });
    expect(ids(await get(null, '/search/freelancers/search?query=wimbleton'))).toEqual([person.id]);
    expect((await hide(t, admin, 'user', person.id, 'Impersonates a brand')).statusCode).toBe(200);
    expect((await get(stranger, `/users/${person.id}`)).statusCode).toBe(404);
    expect(ids(await get(null, '/search/freelancers/search?query=wimbleton'))).toEqual([]);
    expect((await get(person, `/users/${person.id}`)).json()).toMatchObject({
      hidden: true,
      hiddenReason: 'Impersonates a brand',
    });
    expect((await get(admin, `/users/${person.id}`)).statusCode).toBe(200);
    expect(lastMailTo(t, person.email)).toContain('Workify hid your profile');
    expect((await restore(t, admin, 'user', person.id)).statusCode).toBe(200);
    expect((await get(stranger, `/users/${person.id}`)).json()).not.toHaveProperty('hidden');
  });
});

describe('hiding and restoring a message', () => {
  it('shows the other person a notice in its place and its sender the message with the reason', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    await postMessage(t.app, freelancer, conversation.id, 'Hello there');
    const bad = await postMessage(t.app, client, conversation.id, 'Send the money to my bank directly');
    expect((await hide(t, admin, 'message', bad._id, 'Payment outside Workify')).statusCode).toBe(200);
    const thread = async (user: TestUser) =>
      (await get(user, `/messages/${conversation.id}`)).json().find((m: { _id: string }) => m._id === bad._id);
    expect(await thread(freelancer)).toMatchObject({
      message: HIDDEN_MESSAGE_TEXT,
      desc: HIDDEN_MESSAGE_TEXT,
      files: [],
      hidden: true,
    });
    expect(await thread(client)).toMatchObject({
      message: 'Send the money to my bank directly',
      hidden: true,
      hiddenReason: 'Payment outside Workify',
    });
    const preview = async () =>
      (
        await t.ctx.db
          .select({ last: conversations.lastMessage })
          .from(conversations)
          .where(eq(conversations.id, conversation.id))
      )[0]!.last;
    expect(await preview()).toBe(HIDDEN_MESSAGE_TEXT);
    expect((await bells(client.id, 'content.hidden'))[0]).toMatchObject({ link: `/message/${conversation.id}` });
    expect((await restore(t, admin, 'message', bad._id)).statusCode).toBe(200);
    expect(await thread(freelancer)).toMatchObject({ message: 'Send the money to my bank directly' });
    expect(await preview()).toBe('Send the money to my bank directly');
  });
});

describe('hiding and restoring a review', () => {
  it('takes it out of the lists and the star totals, except in its writer’s own view', async () => {
    const gigId = await publishGig(t.app, seller, { title: 'Reviewed gig', coverImage: await pngFile(40, 30) });
    const writer = await signUp(t.app);
    const kept = await reviewOf(t, gigId, seller.id, await signUp(t.app), 5);
    const reviewId = await reviewOf(t, gigId, seller.id, writer, 1, 'Insulting words');
    const stars = async () =>
      (
        await t.ctx.db.select({ total: gigs.totalStars, count: gigs.starNumber }).from(gigs).where(eq(gigs.id, gigId))
      )[0];
    // The seller's own rating (freelancer search filters and sorts by it) moves with the gig's.
    const sellerStars = async () =>
      (
        await t.ctx.db
          .select({ total: users.reviewStars, count: users.reviewCount })
          .from(users)
          .where(eq(users.id, seller.id))
      )[0]!;
    const before = await sellerStars();
    expect(await stars()).toEqual({ total: 6, count: 2 });
    expect((await hide(t, admin, 'review', reviewId, 'Insults the seller')).statusCode).toBe(200);
    expect(ids(await get(stranger, `/reviews/${gigId}`))).toEqual([kept]);
    expect(
      (await get(writer, `/reviews/${gigId}`)).json().data.find((r: { _id: string }) => r._id === reviewId),
    ).toMatchObject({ hidden: true, hiddenReason: 'Insults the seller' });
    expect(await stars()).toEqual({ total: 5, count: 1 });
    expect(await sellerStars()).toEqual({ total: before.total - 1, count: before.count - 1 });
    const received = (await get(null, `/reviews/received/${seller.id}`)).json().data;
    expect(received.reviews.map((r: { _id: string }) => r._id)).not.toContain(reviewId);
    expect((await restore(t, admin, 'review', reviewId)).statusCode).toBe(200);
    expect(await stars()).toEqual({ total: 6, count: 2 });
    expect(await sellerStars()).toEqual(before);
  });
});

describe('POST /admin/content/{type}/{id}/hide and /restore refusals', () => {
  it('answers 409 hiding twice or restoring what is shown, 404 for an unknown id, 400 naming the field', async () => {
    const gigId = await publishGig(t.app, seller, { coverImage: await pngFile(40, 30) });
    expect((await hide(t, admin, 'gig', gigId)).statusCode).toBe(200);
    expect((await hide(t, admin, 'gig', gigId)).json()).toMatchObject({
      statusCode: 409,
      message: 'This gig is already hidden',
    });
    expect((await restore(t, admin, 'gig', gigId)).statusCode).toBe(200);
    expect((await restore(t, admin, 'gig', gigId)).statusCode).toBe(409);
    expect((await hide(t, admin, 'post', UNKNOWN_ID)).statusCode).toBe(404);
    expect((await hide(t, admin, 'gig', gigId, ' ')).json().errors[0].field).toBe('reason');
    expect((await hide(t, admin, 'order' as never, gigId)).json().errors[0].field).toBe('type');
  });
});

describe('GET /admin/content/hidden', () => {
  it('lists what admins hid, newest first, by kind, a page at a time; restored content leaves it', async () => {
    const gigId = await publishGig(t.app, seller, { coverImage: await pngFile(40, 30) });
    const post = await createPost(t.app, await signUp(t.app), { title: 'Hidden post' });
    expect((await hide(t, admin, 'gig', gigId, 'First')).statusCode).toBe(200);
    expect((await hide(t, admin, 'post', post._id, 'Second')).statusCode).toBe(200);
    const first = await get(admin, '/admin/content/hidden?limit=1');
    expect(first.json().data).toMatchObject([
      { targetType: 'post', targetId: post._id, hiddenReason: 'Second', preview: { title: 'Hidden post' } },
    ]);
    const second = await get(admin, `/admin/content/hidden?limit=1&cursor=${first.json().meta.nextCursor}`);
    expect(second.json().data[0]).toMatchObject({
      targetType: 'gig',
      targetId: gigId,
      owner: { _id: seller.id, fullName: 'Sam Seller' },
    });
    expect(
      (await get(admin, '/admin/content/hidden?type=gig'))
        .json()
        .data.every((i: { targetType: string }) => i.targetType === 'gig'),
    ).toBe(true);
    expect((await restore(t, admin, 'post', post._id)).statusCode).toBe(200);
    expect(
      (await get(admin, '/admin/content/hidden')).json().data.map((i: { targetId: string }) => i.targetId),
    ).not.toContain(post._id);
    expect((await get(admin, '/admin/content/hidden?type=order')).json().errors[0].field).toBe('type');
  });
});

describe('admin routes refuse everyone but admins', () => {
  const routes: [string, string, object?][] = [
    ['GET', '/api/v1/admin/reports'],
    ['POST', `/api/v1/admin/reports/${UNKNOWN_ID}/resolve`, { action: 'dismiss', reason: 'Fine' }],
    ['GET', '/api/v1/admin/content/hidden'],
    ['POST', `/api/v1/admin/content/gig/${UNKNOWN_ID}/hide`, { reason: 'Spam' }],
    ['POST', `/api/v1/admin/content/gig/${UNKNOWN_ID}/restore`, {}],
    ['POST', `/api/v1/admin/users/${UNKNOWN_ID}/suspend`, { reason: 'Fraud' }],
    ['POST', `/api/v1/admin/users/${UNKNOWN_ID}/unsuspend`, {}],
  ];
  it.each(routes)(
    '%s %s: 401 signed out, 403 for a signed-in user who is not an admin',
    async (method, url, payload) => {
      const inject = (user: TestUser | null) =>
        as(t.app, user)({ method: method as 'GET' | 'POST', url, ...(payload ? { payload } : {}) });
      expect((await inject(null)).statusCode).toBe(401);
      expect((await inject(stranger)).json()).toMatchObject({
        statusCode: 403,
        message: 'Only administrators can do this',
      });
    },
  );
});
