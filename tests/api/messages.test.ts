import { eq } from 'drizzle-orm';
import { NEXT_CURSOR_HEADER } from '@shared/schemas/common';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, type Message } from '@shared/schemas/messages';
import { messages, notifications } from '../../server/db/schema';
import { conversationPair, postMessage } from '../support/messaging';
import { as, signUp, UNKNOWN_ID } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();

const send = (user: Parameters<typeof as>[1], payload: object) =>
  as(t.app, user)({ method: 'POST', url: '/api/v1/messages', payload });
const conversationOf = async (user: Parameters<typeof as>[1], id: string) =>
  (await as(t.app, user)({ method: 'GET', url: `/api/v1/conversations/${id}` })).json().data;
const UNKNOWN_KEY = `${UNKNOWN_ID}${UNKNOWN_ID}`;
const messageCount = (conversationId: string) =>
  t.database.db.$count(messages, eq(messages.conversationId, conversationId));

describe('POST /messages', () => {
  it('stores the trimmed text, moves the preview and unread flags, and notifies the recipient once per unread thread', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    const res = await send(client, { conversationId: conversation.id, desc: '  Hello Finn  ' });
    expect(res.statusCode).toBe(201);
    const message = res.json().data as Message;
    expect(message).toMatchObject({
      conversationId: conversation.id,
      message: 'Hello Finn',
      desc: 'Hello Finn',
      userId: { _id: client.id, avatar: null },
    });
    expect(conversation.id).toBe(`${freelancer.id}${client.id}`);
    expect(await conversationOf(client, conversation.id)).toMatchObject({
      lastMessage: 'Hello Finn',
      readByClient: true,
      readByFreelancer: false,
    });

    await postMessage(t.app, client, conversation.id, 'Are you there?');
    const bell = await t.database.db.select().from(notifications).where(eq(notifications.userId, freelancer.id));
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ type: 'message.created', link: `/message/${conversation.id}`, read: false });
    expect(bell[0]!.text).toMatch(/^New message from /);

    await postMessage(t.app, freelancer, conversation.id, 'Yes!');
    expect(await conversationOf(client, conversation.id)).toMatchObject({
      lastMessage: 'Yes!',
      readByClient: false,
      readByFreelancer: true,
    });
  });

  it('refuses empty, blank and too long text (400), writing nothing', async () => {
    const { client, conversation } = await conversationPair(t.app);
    for (const desc of ['', '   \n ']) {
      const res = await send(client, { conversationId: conversation.id, desc });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('desc: Message is required');
    }
    const missing = await send(client, { conversationId: conversation.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^desc: /);
    const long = await send(client, { conversationId: conversation.id, desc: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`desc: Message must be at most ${MESSAGE_MAX_LENGTH} characters`);
    expect(await messageCount(conversation.id)).toBe(0);
    expect(
      (await send(client, { conversationId: conversation.id, desc: 'a'.repeat(MESSAGE_MAX_LENGTH) })).statusCode,
    ).toBe(201);
  });

  it('lets only the two participants write (403), answers 404 and 400 for unknown and malformed ids, 401 without a session', async () => {
    const { conversation } = await conversationPair(t.app);
    const outsider = await signUp(t.app);
    const res = await send(outsider, { conversationId: conversation.id, desc: 'let me in' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are not part of this conversation');
    expect((await send(outsider, { conversationId: UNKNOWN_KEY, desc: 'hi' })).statusCode).toBe(404);
    for (const bad of ['x', UNKNOWN_ID]) {
      const malformed = await send(outsider, { conversationId: bad, desc: 'hi' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe(
        'conversationId: must be a conversation id (the freelancer’s user id then the client’s)',
      );
    }
    expect((await send(null, { conversationId: conversation.id, desc: 'hi' })).statusCode).toBe(401);
    expect(await messageCount(conversation.id)).toBe(0);
  });
});

describe('GET /messages/{conversationId}', () => {
  it('answers the bare thread oldest first, each message with its author, the older page’s cursor in a header', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    const texts = ['one', 'two', 'three', 'four', 'five'];
    for (const [i, text] of texts.entries())
      await postMessage(t.app, i % 2 ? freelancer : client, conversation.id, text);
    const read = async (query: string) => {
      const res = await as(t.app, freelancer)({ method: 'GET', url: `/api/v1/messages/${conversation.id}${query}` });
      expect(res.statusCode).toBe(200);
      return { body: res.json() as Message[], next: res.headers[NEXT_CURSOR_HEADER] as string | undefined };
    };
    const all = await read('');
    expect(all.body.map((m) => m.message)).toEqual(texts);
    expect(all.next).toBeUndefined();
    const first = await read('?limit=2');
    expect(first.body.map((m) => m.desc)).toEqual(['four', 'five']);
    expect(first.body[0]!.userId._id).toBe(freelancer.id);
    expect(first.body[1]).toEqual({
      _id: expect.any(String),
      conversationId: conversation.id,
      userId: { _id: client.id, fullName: expect.any(String), avatar: null },
      message: 'five',
      desc: 'five',
      offerId: null,
      files: [],
      createdAt: expect.any(String),
    });
    const second = await read(`?limit=2&cursor=${first.next}`);
    expect(second.body.map((m) => m.desc)).toEqual(['two', 'three']);
    const third = await read(`?limit=2&cursor=${second.next}`);
    expect(third.body.map((m) => m.desc)).toEqual(['one']);
    expect(third.next).toBeUndefined();
  });

  it('answers up to 100 messages when no limit is asked, as the original client reads the thread', async () => {
    const { client, conversation } = await conversationPair(t.app);
    const start = Date.parse('2030-02-01T00:00:00Z');
    await t.database.db.insert(messages).values(
      Array.from({ length: 25 }, (_, i) => ({
        conversationId: conversation.id,
        userId: client.id,
        desc: `n${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const res = await as(t.app, client)({ method: 'GET', url: `/api/v1/messages/${conversation.id}` });
    expect((res.json() as Message[]).map((m) => m.desc)).toEqual(Array.from({ length: 25 }, (_, i) => `n${i}`));
    expect(res.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('keeps every message exactly once across pages, even ones written in the same transaction instant', async () => {
    const { client, conversation } = await conversationPair(t.app);
    const sameTime = new Date('2030-01-01T00:00:00.123456Z');
    await t.database.db.insert(messages).values(
      Array.from({ length: 7 }, (_, i) => ({
        conversationId: conversation.id,
        userId: client.id,
        desc: `m${i}`,
        createdAt: sameTime,
      })),
    );
    const seen: string[] = [];
    let cursor = '';
    do {
      const res = await as(
        t.app,
        client,
      )({ method: 'GET', url: `/api/v1/messages/${conversation.id}?limit=3${cursor ? `&cursor=${cursor}` : ''}` });
      seen.push(...(res.json() as Message[]).map((m) => m.desc));
      cursor = (res.headers[NEXT_CURSOR_HEADER] as string | undefined) ?? '';
    } while (cursor);
    expect(seen.sort()).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6']);
  });

  it('lets only the participants read (403), answers 404, 400 and 401 as it should', async () => {
    const { client, conversation } = await conversationPair(t.app);
    await postMessage(t.app, client, conversation.id, 'private');
    const outsider = await signUp(t.app, { role: 'freelancer' });
    const res = await as(t.app, outsider)({ method: 'GET', url: `/api/v1/messages/${conversation.id}` });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('private');
    expect((await as(t.app, client)({ method: 'GET', url: `/api/v1/messages/${UNKNOWN_KEY}` })).statusCode).toBe(404);
    expect((await as(t.app, client)({ method: 'GET', url: '/api/v1/messages/not-an-id' })).statusCode).toBe(400);
    expect(
      (await as(t.app, client)({ method: 'GET', url: `/api/v1/messages/${conversation.id}?cursor=bad` })).statusCode,
    ).toBe(400);
    expect((await as(t.app, null)({ method: 'GET', url: `/api/v1/messages/${conversation.id}` })).statusCode).toBe(401);
  });
});
