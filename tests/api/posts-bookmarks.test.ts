import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';
import { createPost } from '../support/posts';

let t: TestApp;
let client: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  client = await signUp(t.app, { role: 'client' });
});
afterAll(() => t.close());

const toggle = (user: TestUser | null, postId: unknown) =>
  as(t.app, user)({ method: 'POST', url: '/api/v1/posts/toggle-bookmark', payload: { postId } });
const bookmarked = (user: TestUser | null, query = '') =>
  as(t.app, user)({ method: 'GET', url: `/api/v1/posts/get-bookmarked-posts${query}` });
const ids = (res: { json: () => { data: { _id: string }[] } }) => res.json().data.map((p) => p._id);

describe('POST /posts/toggle-bookmark', () => {
  it('bookmarks a post, then removes the bookmark, as the post and the user record show', async () => {
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const post = await createPost(t.app, client);
    const on = await toggle(freelancer, post._id);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ message: 'Post bookmarked!', data: { postId: post._id, bookmarked: true } });
    const single = await as(t.app, freelancer)({ method: 'GET', url: `/api/v1/posts/get-single-post/${post._id}` });
    expect(single.json().data.isBookmarked).toBe(true);
    const me = await as(t.app, freelancer)({ method: 'GET', url: '/api/v1/users/get-user' });
    expect(me.json().data.bookmarkedPosts).toEqual([post._id]);

    const off = await toggle(freelancer, post._id);
    expect(off.json()).toMatchObject({ message: 'Bookmark removed!', data: { postId: post._id, bookmarked: false } });
    expect(ids(await bookmarked(freelancer))).toEqual([]);
  });

  it('keeps bookmarks per user: one freelancer bookmarking does not mark the post for another', async () => {
    const [a, b] = [await signUp(t.app, { role: 'freelancer' }), await signUp(t.app, { role: 'freelancer' })];
    const post = await createPost(t.app, client);
    await toggle(a, post._id);
    const seenByB = await as(t.app, b)({ method: 'GET', url: `/api/v1/posts/get-single-post/${post._id}` });
    expect(seenByB.json().data.isBookmarked).toBe(false);
    expect(ids(await bookmarked(b))).toEqual([]);
  });

  it('answers 403 to a client, 401 to a guest, 404 for an unknown post and 400 for a bad id', async () => {
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const post = await createPost(t.app, client);
    const byClient = await toggle(client, post._id);
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json().message).toBe('Only freelancers can bookmark posts');
    expect((await toggle(null, post._id)).statusCode).toBe(401);
    expect((await toggle(freelancer, UNKNOWN_ID)).json()).toMatchObject({ statusCode: 404, message: 'Post not found' });
    const bad = await toggle(freelancer, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('postId: must be a valid id');
    expect(ids(await bookmarked(freelancer))).toEqual([]);
  });
});

describe('GET /posts/get-bookmarked-posts', () => {
  it('lists the bookmarked posts, most recently bookmarked first, a page at a time', async () => {
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const [p1, p2, p3] = [
      await createPost(t.app, client, { title: 'one' }),
      await createPost(t.app, client, { title: 'two' }),
      await createPost(t.app, client, { title: 'three' }),
    ];
    await createPost(t.app, client, { title: 'not bookmarked' });
    for (const p of [p2, p1, p3]) await toggle(freelancer, p._id);
    const first = await bookmarked(freelancer, '?limit=2');
    expect(first.statusCode).toBe(200);
    expect(ids(first)).toEqual([p3._id, p1._id]);
    expect(first.json().data[0]).toMatchObject({ isBookmarked: true, client: { _id: client.id } });
    const second = await bookmarked(freelancer, `?limit=2&cursor=${first.json().meta.nextCursor}`);
    expect(ids(second)).toEqual([p2._id]);
    expect(second.json().meta.nextCursor).toBeNull();
  });

  it('answers 401 to a guest and 400 for a bad cursor', async () => {
    expect((await bookmarked(null)).statusCode).toBe(401);
    expect((await bookmarked(client, '?cursor=%%%')).statusCode).toBe(400);
  });
});
