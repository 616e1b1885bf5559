import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigs, ledgerEntries, orders, paymentIntents } from '../../server/db/schema';
import { confirmCard, gigForm, postGig, publishGig } from '../support/gigs';
import { multipart } from '../support/multipart';
import { expectLedgerBalanced } from '../support/money';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
let seller: TestUser;
let client: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Pat Packages' });
  client = await signUp(t.app, { fullName: 'Cleo Client' });
});
afterAll(() => t.close());

const pkg = (tier: string, price: number, deliveryDays: number, revisions = 1, features = ['Logo']) => ({
  tier,
  name: `${tier[0]!.toUpperCase()}${tier.slice(1)}`,
  description: `The ${tier} one`,
  price,
  deliveryDays,
  revisions,
  features,
});
const threePackages = [
  pkg('basic', 50, 5),
  pkg('standard', 120, 4, 3, ['Logo', 'Source files']),
  pkg('premium', 300, 3, 10),
];
const twoExtras = [
  { title: 'Extra-fast delivery', priceCents: 2000, extraDays: -2 },
  { title: 'One more concept', priceCents: 1500, extraDays: 1 },
  { title: 'Social kit', priceCents: 4000, extraDays: 2 },
];
const packagedGig = (overrides: Record<string, string> = {}) =>
  publishGig(t.app, seller, {
    packages: JSON.stringify(threePackages),
    extras: JSON.stringify(twoExtras),
    ...overrides,
  });
const gigPage = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/gigs/single/${id}` })).json();
const buy = (user: TestUser, gigId: string, body?: object) =>
  as(
    t.app,
    user,
  )({ method: 'POST', url: `/api/v1/orders/create-payment-intent/${gigId}`, ...(body ? { payload: body } : {}) });
const orderOf = async (secret: string) =>
  (
    await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, secret.split('_secret_')[0]!))
  )[0]!;
const orderCount = async () => (await t.ctx.db.select({ id: orders.id }).from(orders)).length;

describe('POST /gigs with packages and extras', () => {
  it('answers the packages Basic first and the extras with ids; the single price, days, revisions and features are Basic', async () => {
    const id = await publishGig(t.app, seller, {
      price: '999',
      deliveryTime: '30',
      packages: JSON.stringify([threePackages[2], threePackages[0]]),
      extras: JSON.stringify(twoExtras.slice(0, 1)),
    });
    const gig = await gigPage(id);
    expect(gig).toMatchObject({ price: 50, deliveryTime: 5, revisionNumber: 1, features: ['Logo'] });
    expect(gig.packages.map((p: { tier: string; price: number }) => [p.tier, p.price])).toEqual([
      ['basic', 50],
      ['premium', 300],
    ]);
    expect(gig.extras).toEqual([
      { id: expect.any(String), title: 'Extra-fast delivery', priceCents: 2000, extraDays: -2 },
    ]);
    // Search's price filter reads the Basic price.
    const found = (
      await t.app.inject({ method: 'GET', url: `/api/v1/gigs?userId=${seller.id}&min=40&max=60` })
    ).json() as { _id: string }[];
    expect(found.map((g) => g._id)).toContain(id);
  });

  it('answers a gig written without packages as one Basic package from its single fields', async () => {
    const id = await publishGig(t.app, seller, { price: '40', deliveryTime: '3', revisionNumber: '2' });
    expect((await gigPage(id)).packages).toEqual([
      {
        tier: 'basic',
        name: 'Basic',
        description: 'Three concepts, vector files, brand colours',
        price: 40,
        deliveryDays: 3,
        revisions: 2,
        features: ['Vector files', 'Three concepts'],
      },
    ]);
    expect((await gigPage(id)).extras).toEqual([]);
  });

  it.each([
    [{ packages: JSON.stringify([...threePackages, pkg('premium', 400, 2)]) }, 'packages: At most 3 packages'],
    [{ packages: JSON.stringify([pkg('standard', 120, 4)]) }, 'packages: Packages must include the Basic package'],
    [
      { packages: JSON.stringify([pkg('basic', 50, 5), pkg('basic', 60, 5)]) },
      'packages: Each package tier may appear once',
    ],
    [
      { packages: JSON.stringify([pkg('gold', 50, 5)]) },
      'packages.0.tier: Package must be one of basic, standard, premium',
    ],
    [{ packages: JSON.stringify([pkg('basic', 0, 5)]) }, 'packages.0.price: Package price must be at least $1'],
    [{ packages: JSON.stringify([pkg('basic', 12.5, 5)]) }, 'packages.0.price: Package price must be a whole number'],
    [
      { packages: JSON.stringify([pkg('basic', 50, 5, 1, ['a', 'b', 'c', 'd', 'e'])]) },
      'packages.0.features: At most 4 features per package',
    ],
    [{ packages: 'not json' }, 'packages: Packages must be a JSON list of packages'],
    [{ extras: JSON.stringify([...twoExtras, ...twoExtras]) }, 'extras: At most 5 extras'],
    [
      { extras: JSON.stringify([{ title: 'Cheap', priceCents: 1050, extraDays: 0 }]) },
      'extras.0.priceCents: Extra price must be whole dollars',
    ],
    [
      { extras: JSON.stringify([{ title: 'Free', priceCents: -100, extraDays: 0 }]) },
      'extras.0.priceCents: Extra price must be at least $1',
    ],
    [
      { extras: JSON.stringify([{ title: 'Slow', priceCents: 100, extraDays: 31 }]) },
      'extras.0.extraDays: Extra days must be at most 30',
    ],
  ])('answers 400 naming the field for %j, creating nothing', async (overrides, message) => {
    const before = (await t.ctx.db.select({ id: gigs.id }).from(gigs)).length;
    const res = await postGig(t.app, seller, await gigForm(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await t.ctx.db.select({ id: gigs.id }).from(gigs)).length).toBe(before);
  });
});

describe('PUT /gigs/{id} with packages and extras', () => {
  it('keeps an extra sent back with its id and gives a new one a new id', async () => {
    const id = await packagedGig();
    const [kept] = (await gigPage(id)).extras;
    const { coverImage: _cover, ...fields } = await gigForm({
      packages: JSON.stringify(threePackages.slice(0, 2)),
      extras: JSON.stringify([
        { ...kept, priceCents: 2500 },
        { title: 'Rush', priceCents: 900, extraDays: -1 },
      ]),
    });
    const res = await as(t.app, seller)({ method: 'PUT', url: `/api/v1/gigs/${id}`, ...multipart(fields) });
    expect(res.statusCode).toBe(200);
    const { packages, extras } = res.json().data;
    expect(packages.map((p: { tier: string }) => p.tier)).toEqual(['basic', 'standard']);
    expect(extras[0]).toEqual({ ...kept, priceCents: 2500 });
    expect(extras[1].id).not.toBe(kept.id);
  });
});

describe('POST /orders/create-payment-intent/{gigId} with a package and extras', () => {
  it('charges exactly the Standard package plus two extras and records them on the order', async () => {
    const id = await packagedGig();
    const { extras } = await gigPage(id);
    const res = await buy(client, id, { package: 'standard', extras: [extras[0].id, extras[2].id] });
    expect(res.statusCode).toBe(200);
    // $120 + $20 + $40; 4 days − 2 + 2; Standard's 3 revisions.
    expect(res.json()).toMatchObject({
      price: 180,
      deliveryDays: 4,
      revisions: 3,
      package: { tier: 'standard', name: 'Standard' },
    });
    const order = await orderOf(res.json().clientSecret);
    expect(order).toMatchObject({
      priceMinor: 18_000,
      currency: 'usd',
      deliveryDays: 4,
      revisionsAllowed: 3,
      package: 'standard',
    });
    expect(order.extras.map((e) => e.title)).toEqual(['Extra-fast delivery', 'Social kit']);
    const [intent] = await t.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, order.paymentIntentId));
    expect(intent!.amount).toBe(18_000);
    expect((await confirmCard(t.app, res.json().clientSecret, '4242 4242 4242 4242')).statusCode).toBe(200);
    const held = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    expect(held.filter((e) => e.account === 'escrow').map((e) => Number(e.amountCents))).toEqual([18_000]);
    const detail = (await as(t.app, client)({ method: 'GET', url: `/api/v1/orders/${order.id}` })).json();
    expect(detail).toMatchObject({
      price: 180,
      status: 'in_progress',
      package: { tier: 'standard', name: 'Standard' },
    });
    expect(detail.extras).toHaveLength(2);
    await expectLedgerBalanced(t);
  });

  it("buys the Basic package with no extras when no body is sent, as SPEC's client does", async () => {
    const id = await packagedGig();
    const res = await buy(client, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: 50, deliveryDays: 5, revisions: 1 });
    expect(await orderOf(res.json().clientSecret)).toMatchObject({ priceMinor: 5000, package: 'basic', extras: [] });
  });

  it.each([
    [{ package: 'gold' }, 'package: must be one of basic, standard, premium'],
    [{ extras: ['00000000-0000-4000-8000-000000000000'] }, 'extras: names an extra this gig does not offer'],
    [{ extras: ['nope'] }, 'extras.0: must be a list of extra ids'],
    [
      { extras: Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`) },
      'extras: At most 5 extras',
    ],
  ])('answers 400 naming the field for %j, creating no order', async (body, message) => {
    const id = await packagedGig();
    const before = await orderCount();
    const res = await buy(client, id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a package the gig does not have', async () => {
    const id = await publishGig(t.app, seller, { packages: JSON.stringify(threePackages.slice(0, 2)) });
    const before = await orderCount();
    const res = await buy(client, id, { package: 'premium' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('package: This gig has no Premium package');
    expect(await orderCount()).toBe(before);
  });
});
