import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, orders } from '../../server/db/schema';
import { checkLedger, describeProblem } from '../../server/modules/payouts/check';
import { confirmCard, publishGig } from '../support/gigs';
import { hide, makeAdmin, suspend } from '../support/moderation';
import { offerCall, offerFromApplication, postWithApplicant, startOfferPayment } from '../support/offers';
import { createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

// An offer made before a block, a suspension or a moderator's hiding must not go ahead after it.
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

const block = (by: TestUser, id: string) => offerCall(t, by, 'POST', `/users/${id}/block`);
const statusOf = async (id: string) =>
  (await t.ctx.db.select({ status: offers.status }).from(offers).where(eq(offers.id, id)))[0]!.status;
const paidOrders = async (offerId: string) =>
  (await t.ctx.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.offerId, offerId))).filter(
    (o) => o.paidAt,
  );

/** A freelancer's custom offer in their conversation with a client, started from one of their gigs. */
async function customOffer() {
  const client = await signUp(t.app, { fullName: 'Cleo Client' });
  const freelancer = await signUp(t.app, { role: 'freelancer', fullName: 'Finn Freelancer' });
  const gigId = await publishGig(t.app, freelancer);
  await offerCall(t, client, 'POST', '/conversations', { to: freelancer.id });
  const conversationId = `${freelancer.id}${client.id}`;
  const made = await offerCall(t, freelancer, 'POST', '/offers', {
    conversationId,
    gigId,
    title: 'Custom logo',
    description: 'Scope',
    price: 90,
    deliveryDays: 3,
    revisions: 1,
  });
  expect(made.statusCode).toBe(201);
  return { client, freelancer, gigId, conversationId, offerId: made.json().data._id as string };
}

describe('POST /offers/{id}/accept after a block', () => {
  it('refuses the freelancer accepting an offer from a client they blocked since (403), and the client blocked by them; declining still works', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    await block(freelancer, client.id);
    const mine = await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`);
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toBe('You blocked this user. Unblock them to go ahead with this offer.');
    expect(await statusOf(offer._id)).toBe('pending');
    const declined = await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/decline`);
    expect(declined.statusCode).toBe(200);
  });
});

describe('POST /offers/{id}/create-payment-intent after a block, a suspension or a hiding', () => {
  it('refuses the client paying a freelancer who blocked them since (403): no intent, no order', async () => {
    const { client, freelancer, offerId } = await customOffer();
    await block(freelancer, client.id);
    const res = await offerCall(t, client, 'POST', `/offers/${offerId}/create-payment-intent`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot go ahead with an offer with this user.');
    expect(await t.ctx.db.select().from(orders).where(eq(orders.offerId, offerId))).toHaveLength(0);
  });

  it('refuses paying an offer whose gig a moderator hid (409) and one from a suspended freelancer (409)', async () => {
    const hidden = await customOffer();
    expect((await hide(t, admin, 'gig', hidden.gigId)).statusCode).toBe(200);
    const res = await offerCall(t, hidden.client, 'POST', `/offers/${hidden.offerId}/create-payment-intent`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The gig this offer started from was removed by Workify: this offer cannot go ahead.',
    );

    const suspended = await customOffer();
    expect((await suspend(t, admin, suspended.freelancer.id)).statusCode).toBe(200);
    const paid = await offerCall(t, suspended.client, 'POST', `/offers/${suspended.offerId}/create-payment-intent`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('The other party’s account is suspended: this offer cannot go ahead.');
  });

  it('refuses the card confirmed after a block made while paying with 403: the confirmation rolls back, no money moves', async () => {
    const { client, freelancer, offerId } = await customOffer();
    const secret = await startOfferPayment(t, client, offerId);
    await block(freelancer, client.id);
    const res = await confirmCard(t.app, secret, '4242 4242 4242 4242');
    // A block is a 403, as paying after it is (README), not a 409.
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot go ahead with an offer with this user.');
    expect(await paidOrders(offerId)).toHaveLength(0);
    const [order] = await t.ctx.db
      .select({ status: orders.status, refundId: orders.refundId })
      .from(orders)
      .where(eq(orders.offerId, offerId));
    expect(order).toEqual({ status: 'pending', refundId: null });
    expect(await statusOf(offerId)).toBe('pending');
  });
});

describe('POST /offers from a hidden gig or post', () => {
  it('refuses a custom offer from a gig a moderator hid (409), and an offer on an application to a hidden post (409)', async () => {
    const { freelancer, gigId, conversationId } = await customOffer();
    await hide(t, admin, 'gig', gigId);
    const fromGig = await offerCall(t, freelancer, 'POST', '/offers', {
      conversationId,
      gigId,
      title: 'Again',
      description: 'Scope',
      price: 90,
      deliveryDays: 3,
      revisions: 1,
    });
    expect(fromGig.statusCode).toBe(409);

    const { client, post, application } = await postWithApplicant(t);
    await hide(t, admin, 'post', post._id);
    const onPost = await offerCall(t, client, 'POST', '/offers', {
      applicationId: application._id,
      description: 'Scope',
      price: 300,
      deliveryDays: 5,
      revisions: 2,
    });
    expect(onPost.statusCode).toBe(409);
    expect(onPost.json().message).toBe(
      'The job post this offer is for was removed by Workify: this offer cannot go ahead.',
    );
    expect(await t.ctx.db.select().from(offers).where(eq(offers.applicationId, application._id))).toHaveLength(0);
  });
});

describe('GET /offers/{id} and GET /offers while a deal is on hold', () => {
  const read = async (user: TestUser, id: string) =>
    (await offerCall(t, user, 'GET', `/offers/${id}`)).json().data as { actions: string[]; onHold: string | null };

  it('leaves accept out for the freelancer who blocked the client since, says why, and gives it back on unblocking', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    expect(await read(freelancer, offer._id)).toMatchObject({ actions: ['accept', 'decline'], onHold: null });
    await block(freelancer, client.id);
    expect(await read(freelancer, offer._id)).toEqual(
      expect.objectContaining({
        actions: ['decline'],
        onHold: 'You blocked this user. Unblock them to go ahead with this offer.',
      }),
    );
    // The sender could only withdraw: nothing of theirs is on hold.
    expect(await read(client, offer._id)).toMatchObject({ actions: ['withdraw'], onHold: null });
    const received = (await offerCall(t, freelancer, 'GET', '/offers?role=received')).json().data as {
      _id: string;
      onHold: string | null;
    }[];
    expect(received.find((o) => o._id === offer._id)?.onHold).toBe(
      'You blocked this user. Unblock them to go ahead with this offer.',
    );
    await offerCall(t, freelancer, 'DELETE', `/users/${client.id}/block`);
    expect(await read(freelancer, offer._id)).toMatchObject({ actions: ['accept', 'decline'], onHold: null });
  });

  it('leaves pay out for the client, blocked by the freelancer or with the gig removed, in the words the payment would be refused with', async () => {
    const blocked = await customOffer();
    await block(blocked.freelancer, blocked.client.id);
    expect(await read(blocked.client, blocked.offerId)).toMatchObject({
      actions: ['decline'],
      onHold: 'You cannot go ahead with an offer with this user.',
    });

    const hidden = await customOffer();
    expect(await read(hidden.client, hidden.offerId)).toMatchObject({ actions: ['decline', 'pay'], onHold: null });
    await hide(t, admin, 'gig', hidden.gigId);
    expect(await read(hidden.client, hidden.offerId)).toMatchObject({
      actions: ['decline'],
      onHold: 'The gig this offer started from was removed by Workify: this offer cannot go ahead.',
    });
    expect(await read(hidden.freelancer, hidden.offerId)).toMatchObject({ actions: ['withdraw'], onHold: null });
  });

  it('holds the client’s payment of an accepted offer while the freelancer is suspended', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    expect((await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`)).statusCode).toBe(200);
    expect(await read(client, offer._id)).toMatchObject({ actions: ['pay'], onHold: null });
    await suspend(t, admin, freelancer.id);
    expect(await read(client, offer._id)).toMatchObject({
      actions: [],
      onHold: 'The other party’s account is suspended: this offer cannot go ahead.',
    });
  });
});

describe('the ledger after these refusals', () => {
  it('balances and matches every order: a refused offer moved no money', async () => {
    expect((await checkLedger(t.ctx.db)).map(describeProblem)).toEqual([]);
  });
});
