import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { conversationPair, postMessage } from '../support/messaging';
import { pngFile } from '../support/multipart';
import { deliverWork, paidOrder } from '../support/orders';
import { as, UNKNOWN_ID } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();

const facts = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/orders/sellers/${id}/facts` });

describe('GET /orders/sellers/{id}/facts', () => {
  it('answers nulls for what is unknown, then the profile, the average reply time and the last delivery', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    const empty = await facts(freelancer.id);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      country: null,
      languages: [],
      avgResponseSeconds: null,
      lastDeliveryAt: null,
    });

    const update = await as(
      t.app,
      freelancer,
    )({
      method: 'PUT',
      url: '/api/v1/users/update-profile',
      payload: { fullName: 'Fiona Fox', country: 'CI', languages: ['French', 'English'] },
    });
    expect(update.statusCode).toBe(200);
    const asked = await postMessage(t.app, client, conversation.id, 'Hello?');
    const answered = await postMessage(t.app, freelancer, conversation.id, 'Hi!');
    // Two hours between the question and the reply, whatever the test's speed.
    await t.ctx.db
      .update(messages)
      .set({ createdAt: new Date('2026-01-01T10:00:00Z') })
      .where(eq(messages.id, asked._id));
    await t.ctx.db
      .update(messages)
      .set({ createdAt: new Date('2026-01-01T12:00:00Z') })
      .where(eq(messages.id, answered._id));
    const gig = await publishGig(t.app, freelancer, { coverImage: await pngFile(40, 30) });
    const { orderId } = await paidOrder(t, gig, client);
    expect((await deliverWork(t, freelancer, orderId)).statusCode).toBe(200);

    const known = (await facts(freelancer.id)).json();
    expect(known).toMatchObject({
      country: 'CI',
      languages: ['French', 'English'],
      avgResponseSeconds: 7200,
    });
    expect(Date.now() - new Date(known.lastDeliveryAt).getTime()).toBeLessThan(60_000);
  });

  it('answers 400 naming a country not on the list, 404 for an unknown user', async () => {
    const { freelancer } = await conversationPair(t.app);
    const bad = await as(
      t.app,
      freelancer,
    )({ method: 'PUT', url: '/api/v1/users/update-profile', payload: { fullName: 'X', country: 'Atlantis' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('country');
    expect((await facts(UNKNOWN_ID)).statusCode).toBe(404);
  });
});
