import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, reports, users } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { conversationPair, postMessage } from '../support/messaging';
import { makeAdmin, report } from '../support/moderation';
import { pngFile } from '../support/multipart';
import { offerCall } from '../support/offers';
import { orderInState } from '../support/orders';
import { as, signUp, type TestUser } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

// Deleting an account takes the leaver's own content; what the other party shares with them
// (the conversation, their own messages, the offer in it, a report in the queue) stays, with
// the leaver shown as "Deleted user".
const t = useTestApp();

const deleteAccount = (user: TestUser) =>
  as(t.app, user)({ method: 'DELETE', url: '/api/v1/users/delete-account', payload: { password: user.password } });
const GONE = { _id: null, fullName: 'Deleted user', avatar: null };

/** A conversation with a message each way and the freelancer's custom offer in it. */
async function talkedAndOffered() {
  const { client, freelancer, conversation } = await conversationPair(t.app);
  const gigId = await publishGig(t.app, freelancer, { coverImage: await pngFile(40, 30) });
  await postMessage(t.app, client, conversation.id, 'Can you do a logo?');
  await postMessage(t.app, freelancer, conversation.id, 'Yes, here is my offer');
  const made = await offerCall(t, freelancer, 'POST', '/offers', {
    conversationId: conversation.id,
    gigId,
    title: 'Custom logo',
    description: 'Scope',
    price: 90,
    deliveryDays: 3,
    revisions: 1,
  });
  expect(made.statusCode).toBe(201);
  return { client, freelancer, conversationId: conversation.id, offerId: made.json().data._id as string };
}

describe('DELETE /users/delete-account: the other party’s conversation', () => {
  it('keeps the thread for the other party, with their own messages and offer, the leaver shown as "Deleted user"', async () => {
    const { client, freelancer, conversationId, offerId } = await talkedAndOffered();
    expect((await deleteAccount(client)).statusCode).toBe(200);

    const single = await as(
      t.app,
      freelancer,
    )({ method: 'GET', url: `/api/v1/conversations/single/${conversationId}` });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json()).toMatchObject({ id: conversationId, clientId: GONE, freelancerId: { _id: freelancer.id } });
    const list = (await as(t.app, freelancer)({ method: 'GET', url: '/api/v1/conversations' })).json();
    expect(list.find((c: { id: string }) => c.id === conversationId)).toMatchObject({
      client: GONE,
      clientId: client.id,
    });
    const thread = await as(t.app, freelancer)({ method: 'GET', url: `/api/v1/messages/${conversationId}` });
    expect(thread.statusCode).toBe(200);
    const descs = (thread.json() as { desc: string }[]).map((m) => m.desc);
    expect(descs).toContain('Yes, here is my offer');
    expect(descs).not.toContain('Can you do a logo?');

    const offer = await offerCall(t, freelancer, 'GET', `/offers/${offerId}`);
    expect(offer.statusCode).toBe(200);
    expect(offer.json().data).toMatchObject({ title: 'Custom logo', client: GONE, status: 'withdrawn' });
  });

  it('refuses a message or an offer to the user who left (409), and drops the thread once both have left', async () => {
    const { client, freelancer, conversationId } = await talkedAndOffered();
    expect((await deleteAccount(client)).statusCode).toBe(200);
    const sent = await as(
      t.app,
      freelancer,
    )({ method: 'POST', url: '/api/v1/messages', payload: { conversationId, desc: 'Still there?' } });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe(
      'This user deleted their account: the conversation stays, but nothing more can be sent.',
    );
    const offered = await offerCall(t, freelancer, 'POST', '/offers', {
      conversationId,
      title: 'Another',
      description: 'Scope',
      price: 50,
      deliveryDays: 2,
      revisions: 0,
    });
    expect(offered.statusCode).toBe(409);
    expect((await deleteAccount(freelancer)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(conversations).where(eq(conversations.id, conversationId))).toHaveLength(0);
  });
});

describe('DELETE /users/delete-account: an open report', () => {
  it('keeps the report in the admins’ queue, its reporter shown as deleted', async () => {
    const admin = await makeAdmin(t);
    const seller = await signUp(t.app, { role: 'freelancer' });
    const gigId = await publishGig(t.app, seller, { coverImage: await pngFile(40, 30) });
    const reporter = await signUp(t.app);
    expect((await report(t, reporter, 'gig', gigId, 'fraud', 'Asked me to pay by wire')).statusCode).toBe(201);
    expect((await deleteAccount(reporter)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(reports).where(eq(reports.targetId, gigId))).toMatchObject([
      { reporterId: null, status: 'open' },
    ]);
    const queue = (await as(t.app, admin)({ method: 'GET', url: '/api/v1/admin/reports?status=open' })).json();
    const group = queue.data.find((g: { target: { id?: string; _id?: string }; targetId?: string }) =>
      JSON.stringify(g).includes(gigId),
    );
    expect(group).toBeDefined();
    expect(JSON.stringify(group)).toContain('"reporter":null');
  });
});

describe('DELETE /users/delete-account: the reviews the leaver wrote', () => {
  it('takes them out of the rating of the freelancer they reviewed (the one freelancer search filters and sorts by)', async () => {
    const seller = await signUp(t.app, { role: 'freelancer' });
    const gigId = await publishGig(t.app, seller, { coverImage: await pngFile(40, 30) });
    const stays = await signUp(t.app);
    const leaves = await signUp(t.app);
    for (const [client, star] of [
      [stays, 4],
      [leaves, 1],
    ] as const) {
      const orderId = await orderInState(t, { gigId, buyerId: client.id, sellerId: seller.id }, 'completed');
      const res = await as(
        t.app,
        client,
      )({ method: 'POST', url: '/api/v1/reviews', payload: { orderId, desc: 'Ok', star } });
      expect(res.statusCode).toBe(201);
    }
    const rating = async () =>
      (
        await t.ctx.db
          .select({ stars: users.reviewStars, count: users.reviewCount })
          .from(users)
          .where(eq(users.id, seller.id))
      )[0];
    expect(await rating()).toEqual({ stars: 5, count: 2 });
    expect((await deleteAccount(leaves)).statusCode).toBe(200);
    expect(await rating()).toEqual({ stars: 4, count: 1 });
  });
});
