import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, offers } from '../../server/db/schema';
import { offerCall, offerFromApplication, postWithApplicant } from '../support/offers';
import { signUp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();

const statusOf = async (id: string) =>
  (await t.ctx.db.select({ status: offers.status }).from(offers).where(eq(offers.id, id)))[0]!.status;
const expire = (id: string) =>
  t.ctx.db
    .update(offers)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(offers.id, id));

describe('POST /offers/{id}/accept', () => {
  it('lets the freelancer accept a client’s pending offer; the client is told (bell and mail) and may now pay', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    const res = await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'accepted', actions: [] });
    expect((await offerCall(t, client, 'GET', `/offers/${offer._id}`)).json().data.actions).toEqual(['pay']);
    const bell = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, client.id));
    expect(bell.some((n) => n.type === 'offer.accepted' && n.link === `/offers/${offer._id}`)).toBe(true);
    expect(t.outbox().some((m) => m.includes(`To: ${client.email}`) && m.includes('accepted the offer'))).toBe(true);
  });

  it('refuses the sender accepting their own offer (403), a stranger (404), and an accepted, withdrawn or expired offer (409)', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    const own = await offerCall(t, client, 'POST', `/offers/${offer._id}/accept`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot accept your own offer.');
    const stranger = await signUp(t.app, { role: 'freelancer' });
    expect((await offerCall(t, stranger, 'POST', `/offers/${offer._id}/accept`)).statusCode).toBe(404);
    expect((await offerCall(t, null, 'POST', `/offers/${offer._id}/accept`)).statusCode).toBe(401);
    expect(await statusOf(offer._id)).toBe('pending');

    await offerCall(t, client, 'POST', `/offers/${offer._id}/withdraw`);
    const withdrawn = await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().message).toBe('This offer is withdrawn: it cannot be accepted now.');

    const second = await offerFromApplication(t, client, application._id);
    await expire(second._id);
    const expired = await offerCall(t, freelancer, 'POST', `/offers/${second._id}/accept`);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('This offer has expired.');
    expect((await offerCall(t, freelancer, 'GET', `/offers/${second._id}`)).json().data).toMatchObject({
      status: 'expired',
      actions: [],
    });
    expect(
      (await offerCall(t, freelancer, 'GET', '/offers?status=expired')).json().data.map((o: { _id: string }) => o._id),
    ).toEqual([second._id]);
  });

  it('lets only one of two simultaneous accepts through', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    const answers = await Promise.all(
      [1, 2].map(() => offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const bells = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, client.id));
    expect(bells.filter((n) => n.type === 'offer.accepted')).toHaveLength(1);
  });

  it('refuses accepting a freelancer’s offer: a client accepts it by paying (403)', async () => {
    const { client, freelancer } = await postWithApplicant(t);
    await offerCall(t, client, 'POST', '/conversations', { to: freelancer.id });
    const made = await offerCall(t, freelancer, 'POST', '/offers', {
      conversationId: `${freelancer.id}${client.id}`,
      title: 'Custom',
      description: 'Scope',
      price: 40,
      deliveryDays: 2,
      revisions: 0,
    });
    const res = await offerCall(t, client, 'POST', `/offers/${made.json().data._id}/accept`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('A freelancer’s offer is accepted by paying it.');
  });
});

describe('POST /offers/{id}/decline', () => {
  it('lets the recipient decline with a reason the sender then reads; the sender cannot decline (403)', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    expect((await offerCall(t, client, 'POST', `/offers/${offer._id}/decline`)).statusCode).toBe(403);
    const res = await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/decline`, {
      reason: 'Fully booked this month',
    });
    expect(res.statusCode).toBe(200);
    expect((await offerCall(t, client, 'GET', `/offers/${offer._id}`)).json().data).toMatchObject({
      status: 'declined',
      declineReason: 'Fully booked this month',
      actions: [],
    });
    expect((await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/decline`)).statusCode).toBe(409);
    const tooLong = await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/decline`, {
      reason: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].field).toBe('reason');
  });

  it('declines without a reason too', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    expect((await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/decline`, {})).json().data).toMatchObject({
      status: 'declined',
      declineReason: null,
    });
  });
});

describe('POST /offers/{id}/withdraw', () => {
  it('lets the sender withdraw while pending, never the recipient (403), never once accepted (409)', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    const byRecipient = await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/withdraw`);
    expect(byRecipient.statusCode).toBe(403);
    expect(byRecipient.json().message).toBe('Only the sender can withdraw an offer.');
    await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`);
    expect((await offerCall(t, client, 'POST', `/offers/${offer._id}/withdraw`)).statusCode).toBe(409);
    expect(await statusOf(offer._id)).toBe('accepted');
    const bell = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, freelancer.id));
    expect(bell.filter((n) => n.type === 'offer.withdrawn')).toHaveLength(0);
  });
});
