import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, notifications, offers, orders, posts } from '../../server/db/schema';
import { confirmCard } from '../support/gigs';
import { applyTo, createApplication } from '../support/posts';
import { offerCall, offerFromApplication, payOffer, postWithApplicant, startOfferPayment } from '../support/offers';
import { signUp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();

const ordersOf = (offerId: string) => t.ctx.db.select().from(orders).where(eq(orders.offerId, offerId));

describe('POST /offers/{id}/create-payment-intent', () => {
  it('refuses paying a client’s offer before the freelancer accepts it (409), and refuses the freelancer (403)', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    const early = await offerCall(t, client, 'POST', `/offers/${offer._id}/create-payment-intent`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This offer is pending: it cannot be paid for now.');
    const byFreelancer = await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/create-payment-intent`);
    expect(byFreelancer.statusCode).toBe(403);
    expect(await ordersOf(offer._id)).toHaveLength(0);
  });

  it('once accepted, answers like a gig’s payment intent at the offer’s price; the paid order is an offer order in progress with the terms copied', async () => {
    const { client, freelancer, post, application } = await postWithApplicant(t);
    const loser = await signUp(t.app, { role: 'freelancer', fullName: 'Lou Loser' });
    const lost = await createApplication(t.app, loser, post._id);
    const offer = await offerFromApplication(t, client, application._id, { price: 250, deliveryDays: 4, revisions: 1 });
    await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`);
    const start = await offerCall(t, client, 'POST', `/offers/${offer._id}/create-payment-intent`, { amount: 1 });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ provider: 'local', publishableKey: null, title: post.title, price: 250 });
    expect((await confirmCard(t.app, start.json().clientSecret, '4242 4242 4242 4242')).statusCode).toBe(200);

    const [order] = await ordersOf(offer._id);
    expect(order).toMatchObject({
      source: 'offer',
      status: 'in_progress',
      priceMinor: 25_000,
      currency: 'usd',
      deliveryDays: 4,
      revisionsAllowed: 1,
      postId: post._id,
      applicationId: application._id,
      buyerId: client.id,
      sellerId: freelancer.id,
    });
    expect(order!.dueAt!.getTime() - order!.paidAt!.getTime()).toBe(4 * 86_400_000);
    expect((await offerCall(t, client, 'GET', `/offers/${offer._id}`)).json().data).toMatchObject({
      status: 'ordered',
      orderId: order!.id,
      actions: [],
    });
    const detail = await offerCall(t, freelancer, 'GET', `/orders/${order!.id}`);
    expect(detail.json()).toMatchObject({
      source: 'offer',
      offerId: offer._id,
      postId: post._id,
      status: 'in_progress',
      price: 250,
      revisionsAllowed: 1,
    });
    const [row] = await t.ctx.db.select({ status: posts.status }).from(posts).where(eq(posts.id, post._id));
    expect(row!.status).toBe('hired');
    const apps = await t.ctx.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(eq(applications.postId, post._id));
    expect(Object.fromEntries(apps.map((a) => [a.id, a.status]))).toEqual({
      [application._id]: 'hired',
      [lost._id]: 'pending',
    });
    // The freelancer hears of the paid order; the other applicant that the position is filled.
    const sellerBell = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, freelancer.id), eq(notifications.type, 'order.paid')));
    expect(sellerBell[0]!.link).toBe(`/orders/${order!.id}`);
    const filled = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, loser.id), eq(notifications.type, 'application.filled')));
    expect(filled).toHaveLength(1);
    expect(t.outbox().some((m) => m.includes(`To: ${loser.email}`) && m.includes('was filled by someone else'))).toBe(
      true,
    );
    expect(t.outbox().some((m) => m.includes(`To: ${freelancer.email}`) && m.includes(`/orders/${order!.id}`))).toBe(
      true,
    );

    // The hired post leaves the board and search, and refuses new applications.
    const latecomer = await signUp(t.app, { role: 'freelancer' });
    const late = await applyTo(t.app, latecomer, post._id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This post is no longer taking applications.');
    const board = await offerCall(t, latecomer, 'GET', '/posts/allposts?limit=100');
    expect(board.json().data.map((p: { _id: string }) => p._id)).not.toContain(post._id);
    const search = await offerCall(
      t,
      latecomer,
      'GET',
      `/search/client_posts/search?query=${encodeURIComponent('bakery')}`,
    );
    expect(search.json().data.map((p: { _id: string }) => p._id)).not.toContain(post._id);
    expect((await offerCall(t, latecomer, 'GET', `/posts/get-single-post/${post._id}`)).json().data.status).toBe(
      'hired',
    );
    expect((await offerCall(t, client, 'POST', `/posts/${post._id}/reopen`)).statusCode).toBe(409);
  });

  it('makes one order of two payments of one offer: the second confirmed card is refused and nothing is charged', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`);
    const [first, second] = await Promise.all([
      startOfferPayment(t, client, offer._id),
      startOfferPayment(t, client, offer._id),
    ]);
    const answers = await Promise.all(
      [first, second].map((secret) => confirmCard(t.app, secret, '4242 4242 4242 4242')),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe('This offer is already paid.');
    const paid = (await ordersOf(offer._id)).filter((o) => o.paidAt !== null);
    expect(paid).toHaveLength(1);
    expect((await offerCall(t, client, 'POST', `/offers/${offer._id}/create-payment-intent`)).statusCode).toBe(409);
  });

  it('refuses paying a withdrawn, declined or expired offer', async () => {
    const { client, freelancer } = await postWithApplicant(t);
    await offerCall(t, client, 'POST', '/conversations', { to: freelancer.id });
    const conversationId = `${freelancer.id}${client.id}`;
    const make = async () =>
      (
        await offerCall(t, freelancer, 'POST', '/offers', {
          conversationId,
          title: 'Custom',
          description: 'Scope',
          price: 40,
          deliveryDays: 2,
          revisions: 0,
        })
      ).json().data._id as string;
    const withdrawn = await make();
    await offerCall(t, freelancer, 'POST', `/offers/${withdrawn}/withdraw`);
    expect((await offerCall(t, client, 'POST', `/offers/${withdrawn}/create-payment-intent`)).statusCode).toBe(409);
    const declined = await make();
    await offerCall(t, client, 'POST', `/offers/${declined}/decline`);
    expect((await offerCall(t, client, 'POST', `/offers/${declined}/create-payment-intent`)).statusCode).toBe(409);
    const expired = await make();
    await t.ctx.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(offers.id, expired));
    const tooLate = await offerCall(t, client, 'POST', `/offers/${expired}/create-payment-intent`);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe('This offer has expired.');
    // Started while pending, withdrawn before the card: the confirmation is refused, no order is paid.
    const late = await make();
    const secret = await startOfferPayment(t, client, late);
    await offerCall(t, freelancer, 'POST', `/offers/${late}/withdraw`);
    const res = await confirmCard(t.app, secret, '4242 4242 4242 4242');
    expect(res.statusCode).toBe(409);
    expect((await ordersOf(late)).filter((o) => o.paidAt)).toHaveLength(0);
  });

  it('pays a freelancer’s custom offer from the conversation: the client accepts it by paying, and it becomes an order', async () => {
    const client = await signUp(t.app);
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    await offerCall(t, client, 'POST', '/conversations', { to: freelancer.id });
    const made = await offerCall(t, freelancer, 'POST', '/offers', {
      conversationId: `${freelancer.id}${client.id}`,
      title: 'Custom logo',
      description: 'Scope',
      price: 90,
      deliveryDays: 3,
      revisions: 1,
    });
    const orderId = await payOffer(t, client, made.json().data._id);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      source: 'offer',
      status: 'in_progress',
      postId: null,
      applicationId: null,
      priceMinor: 9000,
      sellerId: freelancer.id,
    });
    const [offer] = await t.ctx.db.select().from(offers).where(eq(offers.id, made.json().data._id));
    expect(offer).toMatchObject({ status: 'ordered', orderId });
  });
});
