import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp, type TestUser } from '../support/test-app';
import { multipart, pngFile } from '../support/multipart';
import { conversationPair } from '../support/messaging';
import { publishGig } from '../support/gigs';
import { createPost, validPost } from '../support/posts';

/** Bad input is a 400 naming the field, never a 5xx: forged cursors, control characters, broken multipart. */
let t: TestApp;
let client: TestUser;
let freelancer: TestUser;
let gigId: string;
let conversationId: string;
let postId: string;
beforeAll(async () => {
  t = await createTestApp();
  const pair = await conversationPair(t.app);
  client = pair.client;
  freelancer = pair.freelancer;
  conversationId = pair.conversation.id;
  gigId = await publishGig(t.app, freelancer);
  postId = (await createPost(t.app, client))._id;
});
afterAll(() => t.close());

const UUID = '3f1c2b4a-8d9e-4f01-a2b3-c4d5e6f70819';
const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const FORGED_CURSORS = {
  'a number key with a bad id': forge([1, 'zz']),
  'a numeric string key': forge(['1', UUID]),
  'a fractional key': forge([1.5, UUID]),
  'a huge key': forge([1e300, UUID]),
  'a word as the key': forge(['abc', UUID]),
  'a 31st of February': forge(['2026-02-31T10:00:00.000Z', UUID]),
  'not base64 JSON': '%%%not-a-cursor',
};

describe('every paged list refuses a forged cursor', () => {
  const lists = () => [
    '/api/v1/posts/allposts',
    '/api/v1/posts/get-bookmarked-posts',
    '/api/v1/posts/mypost',
    '/api/v1/applications/getapplications',
    '/api/v1/applications/myapplications',
    '/api/v1/search/client_posts/search?query=landing',
    '/api/v1/search/freelancers/search?query=web',
    '/api/v1/gigs',
    '/api/v1/gigs?sort=sales',
    `/api/v1/reviews/${gigId}`,
    '/api/v1/conversations',
    `/api/v1/messages/${conversationId}`,
    '/api/v1/notifications',
  ];

  for (const [name, cursor] of Object.entries(FORGED_CURSORS)) {
    it(`answers 400 naming cursor for ${name}`, async () => {
      for (const list of lists()) {
        const url = `${list}${list.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
        // A fraction is a fine score on the ranked search lists; everywhere else it is forged.
        if (name === 'a fractional key' && list.includes('/search/')) continue;
        let res = await as(t.app, client)({ method: 'GET', url });
        if (res.statusCode === 403) res = await as(t.app, freelancer)({ method: 'GET', url });
        expect({ list, status: res.statusCode }).toEqual({ list, status: 400 });
        expect(res.json().errors).toEqual([{ field: 'cursor', message: expect.any(String) }]);
      }
    });
  }
});

describe('text with control characters', () => {
  const expectRefused = (res: { statusCode: number; json: () => { errors?: { field: string }[] } }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.[0]?.field).toBe(field);
  };

  it('refuses a NUL in JSON bodies, query strings and multipart fields, naming the field', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: 'a\u0000@b.co', password: 'x' },
      }),
      'email',
    );
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: 'a@b.co\u0000' } }),
      'email',
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: { from_name: 'A\u0000', from_email: 'a@b.co', message: 'Hi' },
      }),
      'from_name',
    );
    expectRefused(
      await as(
        t.app,
        client,
      )({ method: 'PUT', url: '/api/v1/users/update-profile', payload: { fullName: 'Nul\u0000Name' } }),
      'fullName',
    );
    expectRefused(
      await as(
        t.app,
        client,
      )({ method: 'POST', url: '/api/v1/posts/createpost', payload: { ...validPost, description: 'x\u0000y' } }),
      'description',
    );
    expectRefused(
      await as(
        t.app,
        client,
      )({ method: 'POST', url: '/api/v1/messages', payload: { conversationId, desc: 'hi\u0000' } }),
      'desc',
    );
    expectRefused(
      await as(
        t.app,
        freelancer,
      )({ method: 'POST', url: '/api/v1/project', payload: { title: 'P\u0000', projectUrl: 'https://example.com' } }),
      'title',
    );
    expectRefused(
      await as(
        t.app,
        freelancer,
      )({ method: 'POST', url: '/api/v1/users/add-skill', payload: { skills: ['Go\u0000'] } }),
      'skills.0',
    );
    expectRefused(
      await as(t.app, client)({ method: 'GET', url: '/api/v1/search/freelancers/search?query=we%00b' }),
      'query',
    );
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      ...multipart({
        fullName: 'Bad\u0000Name',
        username: 'nul_user',
        email: 'nul@example.com',
        password: 'long enough pw',
      }),
    });
    expectRefused(register, 'fullName');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/login',
          payload: { email: 'nul@example.com', password: 'long enough pw' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses other control characters but keeps tabs and line breaks', async () => {
    expectRefused(
      await as(
        t.app,
        client,
      )({ method: 'POST', url: '/api/v1/messages', payload: { conversationId, desc: 'bell\u0007' } }),
      'desc',
    );
    const ok = await as(
      t.app,
      client,
    )({ method: 'POST', url: '/api/v1/messages', payload: { conversationId, desc: 'line one\r\nline\ttwo' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.desc).toBe('line one\r\nline\ttwo');
  });
});

describe('malformed multipart bodies on the upload endpoints', () => {
  const uploads = () => [
    { user: null as TestUser | null, method: 'POST' as const, url: '/api/v1/users/register' },
    { user: client, method: 'PUT' as const, url: '/api/v1/users/update-avatar' },
    { user: freelancer, method: 'POST' as const, url: '/api/v1/gigs' },
    { user: freelancer, method: 'POST' as const, url: `/api/v1/applications/createapplication/${postId}` },
  ];

  it('answers 400 for a missing boundary, a truncated body and garbage', async () => {
    const good = multipart({ fullName: 'Some One', avatar: await pngFile() });
    const bodies = [
      { headers: { 'content-type': 'multipart/form-data' }, payload: good.payload },
      { headers: good.headers, payload: good.payload.subarray(0, good.payload.length - 40) },
      {
        headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
        payload: Buffer.from('--zzz\r\nContent-Disposition: garbage\r\n\r\nvalue'),
      },
    ];
    for (const { user, method, url } of uploads()) {
      for (const body of bodies) {
        const res = await as(t.app, user)({ method, url, ...body });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
        expect(res.json().success).toBe(false);
      }
    }
  });
});

describe('a signed-out user is told to log in before anything about the body', () => {
  it('answers 401 to a signed-out request whatever its body', async () => {
    const cases = [
      { method: 'PUT' as const, url: '/api/v1/users/update-profile', payload: { fullName: 12 } },
      {
        method: 'POST' as const,
        url: '/api/v1/posts/createpost',
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST' as const, url: '/api/v1/messages', payload: { conversationId: 'nope', desc: 'x\u0000' } },
      { method: 'POST' as const, url: '/api/v1/project', payload: {} },
      { method: 'DELETE' as const, url: '/api/v1/users/delete-account', payload: { password: '' } },
      { method: 'GET' as const, url: '/api/v1/notifications?limit=abc&cursor=zz' },
      { method: 'PUT' as const, url: '/api/v1/notifications/not-a-uuid/read' },
    ];
    for (const c of cases) {
      const res = await t.app.inject(c);
      expect({ url: c.url, status: res.statusCode }).toEqual({ url: c.url, status: 401 });
      expect(res.json().message).toBe('Please log in to continue');
    }
  });

  it('still answers 400 for a bad body once signed in', async () => {
    const res = await as(
      t.app,
      client,
    )({ method: 'PUT', url: '/api/v1/users/update-profile', payload: { fullName: 12 } });
    expect(res.statusCode).toBe(400);
  });
});
