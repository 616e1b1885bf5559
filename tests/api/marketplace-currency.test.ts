import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, marketplaceCurrency } from '@shared/money';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { ledgerEntries, ledgerTransactions, marketplaceSettings, orders, paymentIntents } from '../../server/db/schema';
import { checkLedger, describeProblem } from '../../server/modules/payouts/check';
import { publishGig } from '../support/gigs';
import { deliverWork, orderStep, paidOrder } from '../support/orders';
import { as, createTestApp, signUp, type TestApp } from '../support/test-app';

/**
 * Issue 33: a marketplace started with MARKETPLACE_CURRENCY charges, records and shows that
 * currency end to end; JPY has no minor units (¥5,000 is 5000). One gig order each, from the
 * payment to the release, then ledger:check on that database.
 */
async function walkGigOrder(t: TestApp, price: number) {
  const seller = await signUp(t.app, { role: 'freelancer', fullName: 'Cleo Currency' });
  const gigId = await publishGig(t.app, seller, { price: String(price) });
  const { buyer, orderId } = await paidOrder(t, gigId);
  const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  const [intent] = await t.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, order!.paymentIntentId!));
  expect((await deliverWork(t, seller, orderId)).statusCode).toBe(200);
  expect((await orderStep(t, buyer, orderId, 'accept')).statusCode).toBe(200);
  await t.ctx.later.idle(); // the release's mail is sent after its answer
  const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
  const receipt = await as(t.app, buyer)({ method: 'GET', url: `/api/v1/orders/${orderId}/receipt` });
  expect(receipt.statusCode).toBe(200);
  return { order: order!, intent: intent!, entries, receipt: receipt.json().data, seller };
}

/** The outbox's mails as UTF-8 text (test-app's outbox() turns each quoted byte into one character). */
const mailTexts = (t: TestApp) => t.outbox().map((m) => Buffer.from(m, 'latin1').toString('utf8'));

describe('MARKETPLACE_CURRENCY=EUR: a gig order from payment to release', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MARKETPLACE_CURRENCY: 'EUR' });
  });
  afterAll(() => t.close());

  it('charges, records and answers euros; ledger:check passes', async () => {
    expect(marketplaceCurrency()).toBe('EUR');
    const [settings] = await t.ctx.db.select().from(marketplaceSettings);
    expect(settings).toMatchObject({ currency: 'EUR', minorDigits: 2 });

    const { order, intent, entries, receipt } = await walkGigOrder(t, 40);
    expect(order).toMatchObject({ priceMinor: 4000, currency: 'eur' });
    expect(intent).toMatchObject({ amount: 4000, currency: 'eur', status: 'succeeded' });
    expect(entries.length).toBeGreaterThanOrEqual(4);
    expect(new Set(entries.map((e) => e.currency))).toEqual(new Set(['eur']));
    expect(entries.filter((e) => e.account === 'escrow').map((e) => e.amountCents)).toEqual(
      expect.arrayContaining([4000, -4000]),
    );
    expect(receipt).toMatchObject({ amountCents: 4000, currency: 'eur' });
    expect(formatMoney(receipt.amountCents, 'minor')).toBe('€40');
    expect(formatMoney(1250, 'minor', 'fr')).toBe('12,50\u00a0€');
    // The seller's mail says euros, as every server-written amount does.
    expect(mailTexts(t).some((m) => m.includes('Funds released') && m.includes('€40'))).toBe(true);
    expect((await checkLedger(t.ctx.db)).map(describeProblem)).toEqual([]);
  });

  it('names the currency on the page the server sends, for the browser to format in it', async () => {
    const { withLanguage } = await import('../../server/platform/spa-index');
    expect(withLanguage('<html lang="en">', 'fr')).toBe('<html lang="fr" dir="ltr" data-currency="EUR">');
  });

  it('refuses a start naming another currency than the data’s, saying why, and changes nothing', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      MARKETPLACE_CURRENCY: 'USD',
    });
    await expect(buildApp({ config, database: t.database })).rejects.toThrow(
      /MARKETPLACE_CURRENCY is USD, but this marketplace's money is recorded in EUR .*Set MARKETPLACE_CURRENCY=EUR/,
    );
    expect(marketplaceCurrency()).toBe('EUR');
    expect(await t.ctx.db.select().from(marketplaceSettings)).toMatchObject([{ currency: 'EUR' }]);
  });

  it('ledger:check names a ledger row in another currency', async () => {
    const [tx] = await t.ctx.db
      .insert(ledgerTransactions)
      .values({ kind: 'charge', idempotencyKey: `stray:${Math.random()}`, amountCents: 100, currency: 'usd' })
      .returning();
    await t.ctx.db.execute(
      sql`INSERT INTO ledger_entries (transaction_id, account, amount_cents, currency)
          VALUES (${tx!.id}, 'card_payments', -100, 'usd'), (${tx!.id}, 'platform_fees', 100, 'usd')`,
    );
    expect((await checkLedger(t.ctx.db)).map(describeProblem)).toEqual([
      `transaction ${tx!.id} is recorded in usd, not in the marketplace currency eur`,
    ]);
  });
});

describe('MARKETPLACE_CURRENCY=JPY: no minor units', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MARKETPLACE_CURRENCY: 'JPY' });
  });
  afterAll(() => t.close());

  it('charges ¥5,000 as 5000, records yen and formats "¥5,000"; ledger:check passes', async () => {
    const { intent, entries, receipt } = await walkGigOrder(t, 5000);
    expect(intent).toMatchObject({ amount: 5000, currency: 'jpy' });
    expect(new Set(entries.map((e) => e.currency))).toEqual(new Set(['jpy']));
    expect(entries.filter((e) => e.account === 'escrow').map((e) => e.amountCents)).toEqual(
      expect.arrayContaining([5000, -5000]),
    );
    expect(receipt).toMatchObject({ amountCents: 5000, currency: 'jpy' });
    expect(formatMoney(receipt.amountCents, 'minor')).toBe('¥5,000');
    expect(mailTexts(t).some((m) => m.includes('Funds released') && m.includes('¥5,000'))).toBe(true);
    expect((await checkLedger(t.ctx.db)).map(describeProblem)).toEqual([]);
  });

  it('checks milestone amounts in whole yen (any integer), not in hundreds', async () => {
    const { milestoneTermsSchema } = await import('@shared/schemas/milestones');
    const parse = (amountCents: number) =>
      milestoneTermsSchema.safeParse({ title: 'Design', amountCents, dueInDays: 3 }).success;
    expect([parse(5001), parse(1), parse(0.5), parse(0)]).toEqual([true, true, false, false]);
  });
});

describe('MARKETPLACE_CURRENCY in the config', () => {
  it('takes any ISO 4217 code Intl knows, upper-cased; refuses another with a clear message', () => {
    expect(loadConfig({ MARKETPLACE_CURRENCY: 'eur' }).money.currency).toBe('EUR');
    expect(loadConfig({}).money.currency).toBe('USD');
    for (const bad of ['ABC', 'XXX', 'EURO', '€'])
      expect(() => loadConfig({ MARKETPLACE_CURRENCY: bad })).toThrow(
        'Invalid environment: MARKETPLACE_CURRENCY: must be an ISO 4217 currency code, e.g. USD, EUR or JPY',
      );
  });
});
