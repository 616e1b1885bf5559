import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigs, offers, orders, posts } from '../../server/db/schema';
import { checkLedger, describeProblem } from '../../server/modules/payouts/check';
import { publishGig } from '../support/gigs';
import { offerCall, offerFromApplication, payOffer, postWithApplicant } from '../support/offers';
import { createPost } from '../support/posts';
import { as, createTestApp, signUp, type TestApp } from '../support/test-app';

/**
 * Issue 33 (migration 0056): every amount is stored as integer minor units with its currency;
 * SPEC's whole-unit `price` and range-string `budget` are answered as before, derived. The same
 * walk in US dollars (100 cents a dollar) and in yen (no minor units).
 */
const packages = (basic: number) =>
  JSON.stringify([
    { tier: 'basic', name: 'Basic', description: 'One', price: basic, deliveryDays: 3, revisions: 1, features: ['A'] },
    {
      tier: 'premium',
      name: 'Premium',
      description: 'All',
      price: basic * 4,
      deliveryDays: 5,
      revisions: 3,
      features: [],
    },
  ]);

async function storedMoney(t: TestApp, unit: number) {
  const seller = await signUp(t.app, { role: 'freelancer', fullName: 'Mina Minor' });
  const buyer = await signUp(t.app, { fullName: 'Bo Buyer' });
  const gigId = await publishGig(t.app, seller, {
    packages: packages(50),
    extras: JSON.stringify([{ title: 'Source files', priceCents: 15 * unit, extraDays: 0 }]),
  });
  const [gig] = await t.ctx.db.select().from(gigs).where(eq(gigs.id, gigId));
  const intent = await as(
    t.app,
    buyer,
  )({
    method: 'POST',
    url: `/api/v1/orders/create-payment-intent/${gigId}`,
    payload: { package: 'premium', extras: [gig!.extras[0]!.id] },
  });
  expect(intent.statusCode).toBe(200);
  expect(intent.json().price).toBe(215); // SPEC's whole units: 200 + 15
  const [order] = await t.ctx.db.select().from(orders).where(eq(orders.gigId, gigId));

  const { client, freelancer, application } = await postWithApplicant(t);
  const offer = await offerFromApplication(t, client, application._id, { price: 300 });
  const [offerRow] = await t.ctx.db.select().from(offers).where(eq(offers.id, offer._id));
  await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`);
  const offerOrderId = await payOffer(t, client, offer._id);
  const [offerOrder] = await t.ctx.db.select().from(orders).where(eq(orders.id, offerOrderId));

  const ranged = await createPost(t.app, client, { budget: '50-100' });
  const over = await createPost(t.app, client, { budget: '1000+', budgetAmount: 2500 } as never);
  const postRows = await t.ctx.db
    .select({ id: posts.id, min: posts.budgetMinMinor, max: posts.budgetMaxMinor, currency: posts.currency })
    .from(posts)
    .where(sql`${posts.id} in (${ranged._id}, ${over._id})`);
  const postOf = (id: string) => postRows.find((p) => p.id === id);
  return {
    gig: gig!,
    order: order!,
    offer: offerRow!,
    offerOrder: offerOrder!,
    ranged: { answered: ranged.budget, stored: postOf(ranged._id) },
    over: { answered: over.budget, stored: postOf(over._id) },
    answers: {
      gig: (await t.app.inject({ method: 'GET', url: `/api/v1/gigs/single/${gigId}` })).json(),
      offer: (await offerCall(t, client, 'GET', `/offers/${offer._id}`)).json().data,
    },
  };
}

for (const { currency, unit } of [
  { currency: 'USD', unit: 100 },
  { currency: 'JPY', unit: 1 },
]) {
  describe(`MARKETPLACE_CURRENCY=${currency}: the rows hold minor units and their currency`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ MARKETPLACE_CURRENCY: currency });
    });
    afterAll(() => t.close());

    it('stores gigs (with packages and extras), offers, orders and budgets in minor units; answers SPEC’s units', async () => {
      const code = currency.toLowerCase();
      const s = await storedMoney(t, unit);
      expect(s.gig).toMatchObject({ priceMinor: 50 * unit, currency: code });
      expect(s.gig.packages.map((p) => [p.tier, p.priceCents])).toEqual([
        ['basic', 50 * unit],
        ['premium', 200 * unit],
      ]);
      expect(s.gig.extras.map((e) => e.priceCents)).toEqual([15 * unit]);
      expect(s.order).toMatchObject({ priceMinor: 215 * unit, currency: code, package: 'premium' });
      expect(s.offer).toMatchObject({ priceMinor: 300 * unit, currency: code });
      expect(s.offerOrder).toMatchObject({ priceMinor: 300 * unit, currency: code, source: 'offer' });
      expect(s.ranged.stored).toMatchObject({ min: 50 * unit, max: 100 * unit, currency: code });
      expect(s.over.stored).toMatchObject({ min: 1000 * unit, max: 2500 * unit, currency: code });
      // The contract, field by field as before.
      expect(s.answers.gig).toMatchObject({ price: 50 });
      expect(s.answers.gig.packages.map((p: { price: number }) => p.price)).toEqual([50, 200]);
      expect(s.answers.offer).toMatchObject({ price: 300 });
      expect([s.ranged.answered, s.over.answered]).toEqual(['50-100', '1000-2500']);
      expect((await checkLedger(t.ctx.db)).map(describeProblem)).toEqual([]);
    });

    it('filters and sorts by price and budget in whole units, as SPEC’s queries give them', async () => {
      const seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sol Sorter' });
      const ids = [await publishGig(t.app, seller, { price: '70' }), await publishGig(t.app, seller, { price: '30' })];
      const list = await t.app.inject({ method: 'GET', url: `/api/v1/gigs?userId=${seller.id}&sort=price_asc` });
      expect(list.json().map((g: { _id: string; price: number }) => [g._id, g.price])).toEqual([
        [ids[1], 30],
        [ids[0], 70],
      ]);
      const ranged = await t.app.inject({ method: 'GET', url: `/api/v1/gigs?userId=${seller.id}&min=50&max=100` });
      expect(ranged.json().map((g: { _id: string }) => g._id)).toEqual([ids[0]]);
      const jobs = await t.app.inject({
        method: 'GET',
        url: '/api/v1/search/client_posts/search?query=landing&budget=1000%2B',
      });
      expect(jobs.json().data.map((p: { budget: string }) => p.budget)).toEqual(['1000-2500']);
    });

    it('refuses a row in another currency, or an amount that is not whole units of it', async () => {
      const refusal = (text: RegExp) => ({ cause: expect.objectContaining({ message: expect.stringMatching(text) }) });
      const [gig] = await t.ctx.db.select().from(gigs).limit(1);
      const other = currency === 'USD' ? 'eur' : 'usd';
      await expect(t.ctx.db.update(gigs).set({ currency: other }).where(eq(gigs.id, gig!.id))).rejects.toMatchObject(
        refusal(/^gigs\.currency \w+ is not the marketplace currency/),
      );
      const [order] = await t.ctx.db.select().from(orders).limit(1);
      const odd = order!.priceMinor + 1; // a cent more: not whole dollars; yen have no fraction, so any is whole
      const update = t.ctx.db.update(orders).set({ priceMinor: odd }).where(eq(orders.id, order!.id));
      if (unit > 1) await expect(update).rejects.toMatchObject(refusal(/^orders\.price_minor \d+ is not whole units/));
      else await expect(update).resolves.toBeDefined();
    });
  });
}
