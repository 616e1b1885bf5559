import { describe, expect, it } from 'vitest';
import { LAST_MESSAGE_PREVIEW } from '@shared/constants';
import { NEXT_CURSOR_HEADER } from '@shared/schemas/common';
import type { Conversation, ConversationListItem } from '@shared/schemas/conversations';
import { conversations } from '../../server/db/schema';
import { conversationPair, postMessage } from '../support/messaging';
import { as, signUp, UNKNOWN_ID } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();

const start = (user: Parameters<typeof as>[1], payload: unknown) =>
  as(t.app, user)({ method: 'POST', url: '/api/v1/conversations', payload: payload as object });
const UNKNOWN_KEY = `${UNKNOWN_ID}${UNKNOWN_ID}`;
const conversationCount = () => t.database.db.$count(conversations);

describe('POST /conversations', () => {
  it('creates the conversation of a client and a freelancer as the bare body, keyed freelancer id then client id', async () => {
    const client = await signUp(t.app, { role: 'client', fullName: 'Cleo Client' });
    const freelancer = await signUp(t.app, { role: 'freelancer', fullName: 'Finn Freelancer' });
    const res = await start(client, { to: freelancer.id });
    expect(res.statusCode).toBe(201);
    const c = res.json() as Conversation;
    expect(Object.keys(c).sort()).toEqual([
      'clientId',
      'createdAt',
      'freelancerId',
      'id',
      'lastMessage',
      'readByClient',
      'readByFreelancer',
      'updatedAt',
    ]);
    expect(c).toMatchObject({
      id: `${freelancer.id}${client.id}`,
      clientId: { _id: client.id, fullName: 'Cleo Client', avatar: null },
      freelancerId: { _id: freelancer.id, fullName: 'Finn Freelancer', avatar: null },
      lastMessage: null,
      readByClient: true,
      readByFreelancer: true,
    });
  });

  it('answers the existing conversation (200) whichever side starts it again, also under a race', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    const before = await conversationCount();
    const again = await start(freelancer, { to: client.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(conversation.id);
    const racing = await Promise.all([
      start(client, { to: freelancer.id }),
      start(freelancer, { to: client.id }),
      start(client, { to: freelancer.id }),
    ]);
    expect(racing.map((r) => [r.statusCode, r.json().id])).toEqual(Array(3).fill([200, conversation.id]));
    expect(await conversationCount()).toBe(before);
  });

  it('makes exactly one conversation when both sides start it at the same moment', async () => {
    const client = await signUp(t.app, { role: 'client' });
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const before = await conversationCount();
    const [a, b] = await Promise.all([start(client, { to: freelancer.id }), start(freelancer, { to: client.id })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(a.json().id).toBe(`${freelancer.id}${client.id}`);
    expect(await conversationCount()).toBe(before + 1);
  });

  it('refuses two users of the same role, and yourself (400), writing nothing', async () => {
    const [c1, c2, f1] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app, { role: 'freelancer' })]);
    const before = await conversationCount();
    const same = await start(c1, { to: c2.id });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('to: a conversation is between a client and a freelancer');
    const self = await start(f1, { to: f1.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('to: must be the other user, not yourself');
    expect(await conversationCount()).toBe(before);
  });

  it('names a missing or malformed `to` (400) and an unknown user (404)', async () => {
    const client = await signUp(t.app);
    const missing = await start(client, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^to: /);
    const malformed = await start(client, { to: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('to: must be a valid user id');
    const unknown = await start(client, { to: UNKNOWN_ID });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
  });

  it('answers 401 without a session', async () => {
    const res = await start(null, { to: UNKNOWN_ID });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /conversations/single/{id}', () => {
  it('finds the pair’s conversation by its key or SPEC’s other-id-then-mine from either side, the people as objects', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    const single = (user: typeof client, key: string) =>
      as(t.app, user)({ method: 'GET', url: `/api/v1/conversations/single/${key}` });
    for (const [user, key] of [
      [client, conversation.id],
      [freelancer, conversation.id],
      [client, `${freelancer.id}${client.id}`],
      [freelancer, `${client.id}${freelancer.id}`],
      [client, conversation.id.toUpperCase()],
    ] as const) {
      const res = await single(user, key);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: `${freelancer.id}${client.id}`,
        clientId: { _id: client.id, fullName: expect.stringMatching(/^Test Client/), avatar: null },
        freelancerId: { _id: freelancer.id, fullName: expect.stringMatching(/^Test Freelancer/), avatar: null },
        lastMessage: null,
        readByClient: true,
        readByFreelancer: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    }
  });

  it('answers 404 before the first contact, so the web app creates it', async () => {
    const client = await signUp(t.app);
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const res = await as(
      t.app,
      client,
    )({ method: 'GET', url: `/api/v1/conversations/single/${freelancer.id}${client.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Conversation not found');
  });

  it('lets only a participant look it up (403), refuses a malformed key (400) and no session (401)', async () => {
    const { client, freelancer } = await conversationPair(t.app);
    const outsider = await signUp(t.app);
    const res = await as(
      t.app,
      outsider,
    )({ method: 'GET', url: `/api/v1/conversations/single/${freelancer.id}${client.id}` });
    expect(res.statusCode).toBe(403);
    const bad = await as(t.app, client)({ method: 'GET', url: `/api/v1/conversations/single/${freelancer.id}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^id: must be two user ids/);
    expect(
      (await as(t.app, null)({ method: 'GET', url: `/api/v1/conversations/single/${freelancer.id}${client.id}` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /conversations', () => {
  it('lists the user’s conversations newest first, with the preview cut to 100 characters, in pages', async () => {
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const clients = await Promise.all([1, 2, 3].map(() => signUp(t.app)));
    const ids: string[] = [];
    for (const c of clients) {
      const res = await start(c, { to: freelancer.id });
      ids.push(res.json().id);
    }
    const long = 'x'.repeat(150);
    await postMessage(t.app, clients[0]!, ids[0]!, long);
    const first = await as(t.app, freelancer)({ method: 'GET', url: '/api/v1/conversations?limit=2' });
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as ConversationListItem[];
    expect(page1.map((c) => c.id)).toEqual([ids[0], ids[2]]);
    expect(page1[0]).toEqual({
      id: `${freelancer.id}${clients[0]!.id}`,
      clientId: clients[0]!.id,
      freelancerId: freelancer.id,
      client: { _id: clients[0]!.id, fullName: expect.stringMatching(/^Test Client/), avatar: null },
      freelancer: { _id: freelancer.id, fullName: expect.stringMatching(/^Test Freelancer/), avatar: null },
      lastMessage: 'x'.repeat(LAST_MESSAGE_PREVIEW),
      readByFreelancer: false,
      readByClient: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const cursor = first.headers[NEXT_CURSOR_HEADER];
    expect(cursor).toEqual(expect.any(String));
    const second = await as(
      t.app,
      freelancer,
    )({ method: 'GET', url: `/api/v1/conversations?limit=2&cursor=${cursor}` });
    expect((second.json() as ConversationListItem[]).map((c) => c.id)).toEqual([ids[1]]);
    expect(second.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('shows nobody else’s conversations', async () => {
    await conversationPair(t.app);
    const loner = await signUp(t.app);
    const res = await as(t.app, loner)({ method: 'GET', url: '/api/v1/conversations' });
    expect(res.json()).toEqual([]);
    expect(res.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('refuses a bad cursor or limit (400) and no session (401)', async () => {
    const user = await signUp(t.app);
    const cursor = await as(t.app, user)({ method: 'GET', url: '/api/v1/conversations?cursor=nonsense' });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().message).toBe('cursor: invalid pagination cursor');
    const forged = Buffer.from(JSON.stringify(["'; DROP TABLE users; --", UNKNOWN_ID])).toString('base64url');
    expect((await as(t.app, user)({ method: 'GET', url: `/api/v1/conversations?cursor=${forged}` })).statusCode).toBe(
      400,
    );
    const limit = await as(t.app, user)({ method: 'GET', url: '/api/v1/conversations?limit=1000' });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toMatch(/^limit: /);
    expect((await as(t.app, null)({ method: 'GET', url: '/api/v1/conversations' })).statusCode).toBe(401);
  });
});

describe('GET /conversations/unread-count', () => {
  it('counts the conversations unread for the caller’s role', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    const count = async (u: typeof client) =>
      (await as(t.app, u)({ method: 'GET', url: '/api/v1/conversations/unread-count' })).json().data.count;
    expect(await count(freelancer)).toBe(0);
    await postMessage(t.app, client, conversation.id, 'ping');
    expect([await count(freelancer), await count(client)]).toEqual([1, 0]);
    expect((await as(t.app, null)({ method: 'GET', url: '/api/v1/conversations/unread-count' })).statusCode).toBe(401);
  });
});

describe('GET /conversations/{id}', () => {
  it('shows a participant the conversation; others get 403, unknown 404, malformed 400', async () => {
    const { client, conversation } = await conversationPair(t.app);
    const res = await as(t.app, client)({ method: 'GET', url: `/api/v1/conversations/${conversation.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(conversation.id);
    const outsider = await signUp(t.app, { role: 'freelancer' });
    expect(
      (await as(t.app, outsider)({ method: 'GET', url: `/api/v1/conversations/${conversation.id}` })).statusCode,
    ).toBe(403);
    expect((await as(t.app, client)({ method: 'GET', url: `/api/v1/conversations/${UNKNOWN_KEY}` })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, client)({ method: 'GET', url: `/api/v1/conversations/${UNKNOWN_ID}` })).statusCode).toBe(
      400,
    );
    expect((await as(t.app, client)({ method: 'GET', url: '/api/v1/conversations/nope' })).statusCode).toBe(400);
  });
});

describe('PUT /conversations/{id}', () => {
  it('marks the conversation read for the caller’s role only, and clears the bell for that thread', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    await postMessage(t.app, client, conversation.id, 'Are you free?');
    await postMessage(t.app, freelancer, conversation.id, 'Yes');
    await postMessage(t.app, client, conversation.id, 'Great');
    const bell = async () =>
      (await as(t.app, freelancer)({ method: 'GET', url: '/api/v1/notifications/unread-count' })).json().data.count;
    expect(await bell()).toBe(1);
    const res = await as(t.app, freelancer)({ method: 'PUT', url: `/api/v1/conversations/${conversation.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ readByFreelancer: true, readByClient: true });
    expect(await bell()).toBe(0);

    await postMessage(t.app, freelancer, conversation.id, 'Done');
    const stillUnread = await as(t.app, freelancer)({ method: 'PUT', url: `/api/v1/conversations/${conversation.id}` });
    expect(stillUnread.json().data).toMatchObject({ readByFreelancer: true, readByClient: false });
  });

  it('refuses others (403), unknown (404), malformed ids (400) and no session (401), changing nothing', async () => {
    const { client, conversation } = await conversationPair(t.app);
    await postMessage(t.app, client, conversation.id, 'unread for the freelancer');
    const outsider = await signUp(t.app, { role: 'freelancer' });
    const res = await as(t.app, outsider)({ method: 'PUT', url: `/api/v1/conversations/${conversation.id}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are not part of this conversation');
    expect((await as(t.app, client)({ method: 'PUT', url: `/api/v1/conversations/${UNKNOWN_KEY}` })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, client)({ method: 'PUT', url: '/api/v1/conversations/123' })).statusCode).toBe(400);
    expect((await as(t.app, null)({ method: 'PUT', url: `/api/v1/conversations/${conversation.id}` })).statusCode).toBe(
      401,
    );
    const after = await as(t.app, client)({ method: 'GET', url: `/api/v1/conversations/${conversation.id}` });
    expect(after.json().data.readByFreelancer).toBe(false);
  });
});
