import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, notifications, offers } from '../../server/db/schema';
import { conversationKey } from '@shared/schemas/conversations';
import { publishGig } from '../support/gigs';
import { offerCall, offerFromApplication, offerTerms, postWithApplicant } from '../support/offers';
import { as, signUp, UNKNOWN_ID } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();

const bells = async (userId: string, type: string) =>
  (await t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.type === type);

describe('POST /offers', () => {
  it('makes a pending offer from an application, titled like the post, rings and mails the freelancer', async () => {
    const { client, freelancer, post, application } = await postWithApplicant(t);
    const res = await offerCall(t, client, 'POST', '/offers', { applicationId: application._id, ...offerTerms });
    expect(res.statusCode).toBe(201);
    const offer = res.json().data;
    expect(offer).toMatchObject({
      title: post.title,
      price: 300,
      deliveryDays: 5,
      revisions: 2,
      status: 'pending',
      sentBy: 'client',
      applicationId: application._id,
      postId: post._id,
      postTitle: post.title,
      actions: ['withdraw'],
    });
    expect(offer.client._id).toBe(client.id);
    expect(offer.freelancer._id).toBe(freelancer.id);
    const days = (Date.parse(offer.expiresAt) - Date.parse(offer.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    expect(await bells(freelancer.id, 'offer.received')).toHaveLength(1);
    expect(
      t
        .outbox()
        .some(
          (m) =>
            m.includes(`To: ${freelancer.email}`) &&
            m.includes('sent you an offer') &&
            m.includes(`/offers/${offer._id}`),
        ),
    ).toBe(true);
    expect((await bells(freelancer.id, 'offer.received'))[0]!.text).toContain(`(${'$'}300)`);
    // The freelancer sees the offer on the application (My Applications).
    const mine = await offerCall(t, freelancer, 'GET', '/applications/myapplications');
    expect(mine.json().data[0].offer).toEqual({ _id: offer._id, status: 'pending', price: 300 });
  });

  it('says a price of thousands as every other screen does: "$1,250"', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    expect(
      (await offerCall(t, client, 'POST', '/offers', { applicationId: application._id, ...offerTerms, price: 1250 }))
        .statusCode,
    ).toBe(201);
    expect((await bells(freelancer.id, 'offer.received'))[0]!.text).toContain('($1,250)');
  });

  it('refuses an offer on someone else’s post (403), a freelancer making one from an application (403), a second open offer (409), a closed post (409)', async () => {
    const { client, freelancer, post, application } = await postWithApplicant(t);
    const stranger = await signUp(t.app);
    const other = await offerCall(t, stranger, 'POST', '/offers', { applicationId: application._id, ...offerTerms });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can only make offers on applications to your own posts.');
    expect(
      (await offerCall(t, freelancer, 'POST', '/offers', { applicationId: application._id, ...offerTerms })).statusCode,
    ).toBe(403);
    await offerFromApplication(t, client, application._id);
    const again = await offerCall(t, client, 'POST', '/offers', { applicationId: application._id, ...offerTerms });
    expect(again.statusCode).toBe(409);
    const second = await postWithApplicant(t, client);
    await offerCall(t, client, 'POST', `/posts/${second.post._id}/close`);
    expect(
      (await offerCall(t, client, 'POST', '/offers', { applicationId: second.application._id, ...offerTerms }))
        .statusCode,
    ).toBe(409);
    expect((await t.ctx.db.select().from(offers).where(eq(offers.postId, post._id))).length).toBe(1);
  });

  it('answers 400 naming the field for bad terms, 401 signed out, 404 for an unknown application', async () => {
    const { client, application } = await postWithApplicant(t);
    const cases: [object, string][] = [
      [{ applicationId: application._id, ...offerTerms, price: 0 }, 'price'],
      [{ applicationId: application._id, ...offerTerms, price: 50_001 }, 'price'],
      [{ applicationId: application._id, ...offerTerms, price: 12.5 }, 'price'],
      [{ applicationId: application._id, ...offerTerms, deliveryDays: 0 }, 'deliveryDays'],
      [{ applicationId: application._id, ...offerTerms, description: ' ' }, 'description'],
      [{ ...offerTerms }, 'applicationId'],
    ];
    for (const [payload, field] of cases) {
      const res = await offerCall(t, client, 'POST', '/offers', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    expect(
      (
        await offerCall(t, client, 'POST', '/offers', { applicationId: application._id, ...offerTerms, price: 0 })
      ).json().errors[0].message,
    ).toBe('Price must be at least $1');
    expect(
      (await offerCall(t, null, 'POST', '/offers', { applicationId: application._id, ...offerTerms })).statusCode,
    ).toBe(401);
    expect(
      (await offerCall(t, client, 'POST', '/offers', { applicationId: UNKNOWN_ID, ...offerTerms })).statusCode,
    ).toBe(404);
    expect((await t.ctx.db.select().from(offers).where(eq(offers.applicationId, application._id))).length).toBe(0);
  });

  it('lets either side make one inside their conversation: a card lands in the thread; a custom offer may start from the freelancer’s gig', async () => {
    const client = await signUp(t.app);
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const conversationId = conversationKey(freelancer.id, client.id);
    await as(t.app, client)({ method: 'POST', url: '/api/v1/conversations', payload: { to: freelancer.id } });
    const gigId = await publishGig(t.app, freelancer, { title: 'I will write your product copy' });
    const custom = await offerCall(t, freelancer, 'POST', '/offers', {
      conversationId,
      gigId,
      ...offerTerms,
      price: 120,
    });
    expect(custom.statusCode).toBe(201);
    expect(custom.json().data).toMatchObject({
      title: 'I will write your product copy',
      sentBy: 'freelancer',
      gigId,
      conversationId,
      status: 'pending',
      actions: ['withdraw'],
    });
    const asClient = await offerCall(t, client, 'GET', `/offers/${custom.json().data._id}`);
    expect(asClient.json().data.actions).toEqual(['decline', 'pay']);
    const fromClient = await offerCall(t, client, 'POST', '/offers', {
      conversationId,
      title: 'A second piece',
      ...offerTerms,
    });
    expect(fromClient.statusCode).toBe(201);
    const thread = await as(t.app, freelancer)({ method: 'GET', url: `/api/v1/messages/${conversationId}` });
    expect(thread.json().map((m: { offerId: string | null }) => m.offerId)).toEqual([
      custom.json().data._id,
      fromClient.json().data._id,
    ]);
    // Someone else's gig, or a conversation the user is not in, is refused.
    const otherFreelancer = await signUp(t.app, { role: 'freelancer' });
    const otherGig = await publishGig(t.app, otherFreelancer);
    expect(
      (await offerCall(t, freelancer, 'POST', '/offers', { conversationId, gigId: otherGig, ...offerTerms }))
        .statusCode,
    ).toBe(403);
    expect(
      (await offerCall(t, otherFreelancer, 'POST', '/offers', { conversationId, title: 'x', ...offerTerms }))
        .statusCode,
    ).toBe(403);
    expect(
      (await offerCall(t, client, 'POST', '/offers', { conversationId, ...offerTerms })).json().errors[0].field,
    ).toBe('title');
    expect((await t.ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId))).length).toBe(2);
  });
});

describe('GET /offers and GET /offers/{id}', () => {
  it('shows an offer to its two parties only (404 to anyone else) and lists sent and received, paged, by status', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    const stranger = await signUp(t.app, { role: 'freelancer' });
    expect((await offerCall(t, stranger, 'GET', `/offers/${offer._id}`)).statusCode).toBe(404);
    expect((await offerCall(t, null, 'GET', `/offers/${offer._id}`)).statusCode).toBe(401);
    expect((await offerCall(t, freelancer, 'GET', `/offers/${offer._id}`)).json().data.actions).toEqual([
      'accept',
      'decline',
    ]);
    const second = await postWithApplicant(t, client, freelancer);
    const other = await offerFromApplication(t, client, second.application._id, { price: 20 });
    await offerCall(t, client, 'POST', `/offers/${other._id}/withdraw`);
    const firstPage = await offerCall(t, freelancer, 'GET', '/offers?role=received&limit=1');
    expect(firstPage.json().data.map((o: { _id: string }) => o._id)).toEqual([other._id]);
    const next = firstPage.json().meta.nextCursor;
    const secondPage = await offerCall(t, freelancer, 'GET', `/offers?role=received&limit=1&cursor=${next}`);
    expect(secondPage.json().data.map((o: { _id: string }) => o._id)).toEqual([offer._id]);
    expect((await offerCall(t, freelancer, 'GET', '/offers?role=sent')).json().data).toEqual([]);
    expect(
      (await offerCall(t, client, 'GET', '/offers?role=sent&status=pending'))
        .json()
        .data.map((o: { _id: string }) => o._id),
    ).toEqual([offer._id]);
    expect(
      (await offerCall(t, client, 'GET', '/offers?status=withdrawn')).json().data.map((o: { _id: string }) => o._id),
    ).toEqual([other._id]);
    expect((await offerCall(t, stranger, 'GET', '/offers')).json().data).toEqual([]);
    expect((await offerCall(t, client, 'GET', '/offers?status=nope')).statusCode).toBe(400);
  });
});
