import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';
import { tradeOfJobCategory } from '@shared/taxonomy';
import { createApplication, createPost, validPost } from '../support/posts';

let t: TestApp;
let client: TestUser;
let freelancer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  client = await signUp(t.app, { role: 'client', fullName: 'Carla Client' });
  freelancer = await signUp(t.app, { role: 'freelancer' });
});
afterAll(() => t.close());

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  as(t.app, user)({ method, url: `/api/v1/posts${url}`, payload });
const attachments = () => {
  try {
    return readdirSync(path.join(t.dataDir, 'uploads/private/attachments'));
  } catch {
    return [];
  }
};

describe('POST /posts/createpost', () => {
  it('creates the post with its client populated and the tags parsed from the text', async () => {
    const res = await call(client, 'POST', '/createpost', {
      ...validPost,
      tags: ' React , ,tailwind, react,  Node  JS ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Post created successfully' });
    const post = res.json().data;
    expect(post).toMatchObject({
      title: validPost.title,
      budget: '100-200',
      category: 'Web Development',
      tags: ['React', 'tailwind', 'Node JS'],
      isBookmarked: false,
    });
    expect(post.client).toEqual({ _id: client.id, fullName: 'Carla Client', paymentVerified: false, avatar: null });
    expect(Date.parse(post.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts tags as a list and keeps at most 10', async () => {
    const many = Array.from({ length: 14 }, (_, i) => `skill${i}`);
    const post = await createPost(t.app, client, { tags: many });
    expect(post.tags).toEqual(many.slice(0, 10));
    expect((await createPost(t.app, client, { tags: '' })).tags).toEqual([]);
  });

  it('takes a job in every trade gigs are sold in, each category in the one taxonomy', async () => {
    for (const category of [
      'Translation',
      'Content Writing',
      'Digital Marketing',
      'Animation',
      'Music & Audio',
      'Photography',
    ]) {
      const res = await call(client, 'POST', '/createpost', { ...validPost, category });
      expect(res.statusCode, category).toBe(201);
      expect(res.json().data.category).toBe(category);
      expect(tradeOfJobCategory(category), category).toBeDefined();
    }
  });

  it('answers 400 naming the field for a budget, category or title off the lists, and writes nothing', async () => {
    const other = await signUp(t.app, { role: 'client' });
    const cases: [object, string][] = [
      [{ budget: '10-20' }, 'budget: Choose a budget from the list'],
      [{ category: 'Plumbing' }, 'category: Choose a category from the list'],
      [{ title: '   ' }, 'title: Title is required'],
      [{ description: undefined }, 'description: Description is required'],
      [{ tags: 'x'.repeat(41) }, 'tags: Each tag is at most 40 characters'],
    ];
    for (const [change, message] of cases) {
      const res = await call(other, 'POST', '/createpost', { ...validPost, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect((await call(other, 'GET', '/mypost')).json().data).toEqual([]);
  });

  it('answers 403 to a freelancer and 401 to a guest', async () => {
    const res = await call(freelancer, 'POST', '/createpost', validPost);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only clients can create posts');
    expect((await call(null, 'POST', '/createpost', validPost)).statusCode).toBe(401);
  });
});

describe('GET /posts/mypost', () => {
  it("lists only the client's own posts, newest first, a page at a time", async () => {
    const owner = await signUp(t.app, { role: 'client' });
    const [a, b, c] = [
      await createPost(t.app, owner, { title: 'A' }),
      await createPost(t.app, owner, { title: 'B' }),
      await createPost(t.app, owner, { title: 'C' }),
    ];
    await createPost(t.app, client, { title: 'not mine' });
    const first = await call(owner, 'GET', '/mypost?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.map((p: { _id: string }) => p._id)).toEqual([c._id, b._id]);
    const cursor = first.json().meta.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await call(owner, 'GET', `/mypost?limit=2&cursor=${cursor}`);
    expect(second.json().data.map((p: { _id: string }) => p._id)).toEqual([a._id]);
    expect(second.json().meta.nextCursor).toBeNull();
  });

  it('counts the applications of each post', async () => {
    const owner = await signUp(t.app, { role: 'client' });
    const quiet = await createPost(t.app, owner, { title: 'quiet' });
    const busy = await createPost(t.app, owner, { title: 'busy' });
    await createApplication(t.app, freelancer, busy._id);
    await createApplication(t.app, await signUp(t.app, { role: 'freelancer' }), busy._id);
    const counts = Object.fromEntries(
      (await call(owner, 'GET', '/mypost'))
        .json()
        .data.map((p: { _id: string; applicantCount: number }) => [p._id, p.applicantCount]),
    );
    expect(counts).toEqual({ [quiet._id]: 0, [busy._id]: 2 });
  });

  it('answers 403 to a freelancer and 401 to a guest', async () => {
    expect((await call(freelancer, 'GET', '/mypost')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/mypost')).statusCode).toBe(401);
  });
});

describe('GET /posts/allposts', () => {
  it('lists every post newest first and pages through them without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(freelancer, 'GET', `/allposts?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().data.map((p: { _id: string }) => p._id));
      cursor = res.json().meta.nextCursor;
    } while (cursor);
    const all = (await call(freelancer, 'GET', '/allposts?limit=100')).json().data;
    expect(seen).toEqual(all.map((p: { _id: string }) => p._id));
    expect(new Set(seen).size).toBe(seen.length);
    const times = all.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(all[0].client).toMatchObject({ _id: expect.any(String), fullName: expect.any(String) });
  });

  it('answers 400 for a bad cursor or limit and 401 to a guest', async () => {
    expect((await call(freelancer, 'GET', '/allposts?cursor=nonsense')).json()).toMatchObject({
      statusCode: 400,
      message: 'cursor: invalid pagination cursor',
    });
    const forged = Buffer.from(JSON.stringify(['not a date', UNKNOWN_ID])).toString('base64url');
    expect((await call(freelancer, 'GET', `/allposts?cursor=${forged}`)).statusCode).toBe(400);
    expect((await call(freelancer, 'GET', '/allposts?limit=1000')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/allposts')).statusCode).toBe(401);
  });
});

describe('GET /posts/get-single-post/{postId}', () => {
  it('returns the post with its client, and whether the freelancer viewing it applied', async () => {
    const post = await createPost(t.app, client, { title: 'Single' });
    const res = await call(freelancer, 'GET', `/get-single-post/${post._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...post, myApplication: null });
  });

  it('answers 404 for an unknown post and 400 for a malformed id, to a guest too', async () => {
    expect((await call(freelancer, 'GET', `/get-single-post/${UNKNOWN_ID}`)).json()).toMatchObject({
      statusCode: 404,
      message: 'Post not found',
    });
    const bad = await call(freelancer, 'GET', '/get-single-post/123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('postId');
    expect((await call(null, 'GET', `/get-single-post/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/get-single-post/123')).statusCode).toBe(400);
  });

  it('lets a signed-out visitor read a post (no application state, no bookmark), closed ones too', async () => {
    const post = await createPost(t.app, client, { title: 'Public to read' });
    const res = await call(null, 'GET', `/get-single-post/${post._id}`);
    expect(res.statusCode).toBe(200);
    const { myApplication, ...rest } = post as typeof post & { myApplication?: unknown };
    void myApplication;
    expect(res.json().data).toEqual({ ...rest, isBookmarked: false });
    expect(res.json().data).not.toHaveProperty('myApplication');
    await call(client, 'POST', `/${post._id}/close`);
    expect((await call(null, 'GET', `/get-single-post/${post._id}`)).json().data.status).toBe('closed');
  });
});

describe('DELETE /posts/deletepost/{postId}', () => {
  it('lets the owner delete the post with its applications, bookmarks and attachment files', async () => {
    const post = await createPost(t.app, client, { title: 'To delete' });
    const application = await createApplication(t.app, freelancer, post._id);
    await call(freelancer, 'POST', '/toggle-bookmark', { postId: post._id });
    const filesBefore = attachments().length;
    const res = await call(client, 'DELETE', `/deletepost/${post._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ _id: post._id });
    expect((await call(freelancer, 'GET', `/get-single-post/${post._id}`)).statusCode).toBe(404);
    expect(
      (await as(t.app, freelancer)({ method: 'GET', url: `/api/v1/applications/getapplication/${application._id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(freelancer, 'GET', '/get-bookmarked-posts')).json().data.map((p: { _id: string }) => p._id),
    ).not.toContain(post._id);
    expect(attachments().length).toBe(filesBefore - 1);
  });

  it('answers 403 to another client and to a freelancer, and the post stays', async () => {
    const post = await createPost(t.app, client);
    const stranger = await signUp(t.app, { role: 'client' });
    const res = await call(stranger, 'DELETE', `/deletepost/${post._id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only the owner of this post can delete it');
    expect((await call(freelancer, 'DELETE', `/deletepost/${post._id}`)).statusCode).toBe(403);
    expect((await call(client, 'GET', `/get-single-post/${post._id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown post, 400 for a malformed id and 401 to a guest', async () => {
    expect((await call(client, 'DELETE', `/deletepost/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call(client, 'DELETE', '/deletepost/nope')).statusCode).toBe(400);
    expect((await call(null, 'DELETE', `/deletepost/${UNKNOWN_ID}`)).statusCode).toBe(401);
  });
});
