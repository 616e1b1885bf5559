import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, offers, userBlocks } from '../../server/db/schema';
import { conversationPair } from '../support/messaging';
import { multipart, pngFile } from '../support/multipart';
import { offerCall, offerTerms, postWithApplicant } from '../support/offers';
import { as, signUp, type TestUser, UNKNOWN_ID } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();

const block = (user: TestUser | null, id: string) =>
  as(t.app, user)({ method: 'POST', url: `/api/v1/users/${id}/block` });
const unblock = (user: TestUser | null, id: string) =>
  as(t.app, user)({ method: 'DELETE', url: `/api/v1/users/${id}/block` });
const send = (user: TestUser, conversationId: string, desc = 'Hello again') =>
  as(t.app, user)({ method: 'POST', url: '/api/v1/messages', payload: { conversationId, desc } });
const start = (user: TestUser, to: string) =>
  as(t.app, user)({ method: 'POST', url: '/api/v1/conversations', payload: { to } });
const blockRows = (blockerId: string) => t.ctx.db.select().from(userBlocks).where(eq(userBlocks.blockerId, blockerId));

const MINE = 'You blocked this user. Unblock them to send a message.';
const THEIRS = 'You cannot message this user.';

describe('GET /users/{id}/block', () => {
  it('says whether the caller blocks the user, never whether the user blocks the caller', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const state = async (viewer: TestUser, id: string) =>
      (await as(t.app, viewer)({ method: 'GET', url: `/api/v1/users/${id}/block` })).json().data;
    expect(await state(a, b.id)).toEqual({ userId: b.id, blocked: false });
    await block(a, b.id);
    expect(await state(a, b.id)).toEqual({ userId: b.id, blocked: true });
    expect(await state(b, a.id)).toEqual({ userId: a.id, blocked: false });
  });

  it('refuses yourself (400), an unknown user (404), signed out (401)', async () => {
    const a = await signUp(t.app);
    const get = (viewer: TestUser | null, id: string) =>
      as(t.app, viewer)({ method: 'GET', url: `/api/v1/users/${id}/block` });
    expect((await get(a, a.id)).statusCode).toBe(400);
    expect((await get(a, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await get(null, a.id)).statusCode).toBe(401);
  });
});

describe('POST /users/{id}/block', () => {
  it('blocks, and blocking again changes nothing', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app, { role: 'freelancer' })];
    const res = await block(a, b.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { userId: b.id, blocked: true } });
    expect((await block(a, b.id)).json().data).toEqual({ userId: b.id, blocked: true });
    expect((await blockRows(a.id)).map((r) => r.blockedId)).toEqual([b.id]);
  });

  it('refuses blocking yourself (400 naming id), an unknown user (404), a bad id (400), signed out (401)', async () => {
    const a = await signUp(t.app);
    const self = await block(a, a.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual([{ field: 'id', message: 'You cannot block yourself' }]);
    expect((await block(a, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await block(a, 'not-an-id')).statusCode).toBe(400);
    expect((await block(null, a.id)).statusCode).toBe(401);
    expect(await blockRows(a.id)).toEqual([]);
  });
});

describe('DELETE /users/{id}/block', () => {
  it('unblocks, and unblocking someone not blocked changes nothing', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    await block(a, b.id);
    const res = await unblock(a, b.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ userId: b.id, blocked: false });
    expect((await unblock(a, b.id)).json().data).toEqual({ userId: b.id, blocked: false });
    expect(await blockRows(a.id)).toEqual([]);
  });

  it('only removes the caller’s own block, never the other’s', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    await block(a, b.id);
    await unblock(b, a.id);
    expect((await blockRows(a.id)).map((r) => r.blockedId)).toEqual([b.id]);
  });

  it('refuses yourself (400), an unknown user (404), signed out (401)', async () => {
    const a = await signUp(t.app);
    expect((await unblock(a, a.id)).statusCode).toBe(400);
    expect((await unblock(a, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await unblock(null, a.id)).statusCode).toBe(401);
  });
});

describe('messages between a blocker and the blocked user', () => {
  it('refuses messages both ways with 403 and a clear message, and unblocking lets them talk again', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    await block(client, freelancer.id);
    const fromBlocked = await send(freelancer, conversation.id);
    expect(fromBlocked.statusCode).toBe(403);
    expect(fromBlocked.json().message).toBe(THEIRS);
    const fromBlocker = await send(client, conversation.id);
    expect(fromBlocker.statusCode).toBe(403);
    expect(fromBlocker.json().message).toBe(MINE);
    expect(await t.ctx.db.$count(messages, eq(messages.conversationId, conversation.id))).toBe(0);
    // The thread itself stays readable to both.
    expect(
      (await as(t.app, freelancer)({ method: 'GET', url: `/api/v1/messages/${conversation.id}` })).statusCode,
    ).toBe(200);

    await unblock(client, freelancer.id);
    expect((await send(freelancer, conversation.id)).statusCode).toBe(201);
    expect((await send(client, conversation.id)).statusCode).toBe(201);
  });

  it('refuses a message with files, storing none of them', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    await block(freelancer, client.id);
    const dir = path.join(t.dataDir, 'uploads/private/messages');
    const stored = () => (existsSync(dir) ? readdirSync(dir).length : 0);
    const before = stored();
    const res = await as(
      t.app,
      client,
    )({
      method: 'POST',
      url: `/api/v1/messages/${conversation.id}`,
      ...multipart({ desc: 'See attached', files: [await pngFile(16, 16, 'a.png')] }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(THEIRS);
    expect(stored()).toBe(before);
  });

  it('refuses starting (or reopening) a conversation either way', async () => {
    const client = await signUp(t.app);
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    await block(freelancer, client.id);
    const blocked = await start(client, freelancer.id);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(THEIRS);
    expect((await start(freelancer, client.id)).json().message).toBe(MINE);
    await unblock(freelancer, client.id);
    expect((await start(client, freelancer.id)).statusCode).toBe(201);
  });
});

describe('offers between a blocker and the blocked user', () => {
  it('refuses an offer from an application when the freelancer blocked the client', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    await block(freelancer, client.id);
    const res = await offerCall(t, client, 'POST', '/offers', { applicationId: application._id, ...offerTerms });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot make an offer to this user.');
    expect(await t.ctx.db.$count(offers, eq(offers.applicationId, application._id))).toBe(0);
    await unblock(freelancer, client.id);
    expect(
      (await offerCall(t, client, 'POST', '/offers', { applicationId: application._id, ...offerTerms })).statusCode,
    ).toBe(201);
  });

  it('refuses a custom offer in a conversation by the blocker, telling them how to lift it', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    await block(freelancer, client.id);
    const res = await offerCall(t, freelancer, 'POST', '/offers', {
      conversationId: conversation.id,
      title: 'Logo',
      ...offerTerms,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You blocked this user. Unblock them to make an offer.');
    expect(await t.ctx.db.$count(offers, eq(offers.conversationId, conversation.id))).toBe(0);
  });
});

describe('GET /users/{id}: blockedByMe', () => {
  it('tells a signed-in viewer whether they block the user; the blocked user and guests learn nothing', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app, { role: 'freelancer' })];
    const view = async (viewer: TestUser | null, id: string) =>
      (await as(t.app, viewer)({ method: 'GET', url: `/api/v1/users/${id}` })).json();
    expect((await view(a, b.id)).blockedByMe).toBe(false);
    await block(a, b.id);
    expect((await view(a, b.id)).blockedByMe).toBe(true);
    expect((await view(b, a.id)).blockedByMe).toBe(false);
    expect(await view(null, b.id)).not.toHaveProperty('blockedByMe');
    expect(await view(a, a.id)).not.toHaveProperty('blockedByMe');
  });
});
