import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acrossMigration, userAdder } from '../support/migrations';

type Sql = Parameters<Parameters<typeof acrossMigration>[1]>[0];

/** Rows as they were written before 0056: whole units, the budget a range string. */
async function wholeUnitRows(sql: Sql) {
  const addUser = userAdder(sql);
  const [client, seller] = [await addUser('cleo', true), await addUser('sam', false)];
  const packages = [
    { tier: 'basic', name: 'Basic', description: 'One', price: 50, deliveryDays: 3, revisions: 1, features: ['A'] },
    { tier: 'premium', name: 'Premium', description: 'All', price: 200, deliveryDays: 5, revisions: 3, features: [] },
  ];
  const extras = [{ id: randomUUID(), title: 'Source files', priceCents: 1500, extraDays: 0 }];
  const id = async (text: string, params: unknown[]) => (await sql.query(text, params)).rows[0]!.id as string;
  return {
    gig: await id(
      `INSERT INTO gigs (user_id, title, category, "desc", cover_key, short_title, short_desc, price, delivery_time, revision_number, packages, extras)
       VALUES ($1, 'Logo', 'design', 'A logo', 'x.webp', 'Logo', 'A logo', 50, 3, 1, $2, $3) RETURNING id`,
      [seller, JSON.stringify(packages), JSON.stringify(extras)],
    ),
    plainGig: await id(
      `INSERT INTO gigs (user_id, title, category, "desc", cover_key, short_title, short_desc, price, delivery_time, revision_number)
       VALUES ($1, 'Icon', 'design', 'An icon', 'x.webp', 'Icon', 'An icon', 5, 1, 0) RETURNING id`,
      [seller],
    ),
    offer: await id(
      `INSERT INTO offers (client_id, freelancer_id, sender_id, title, description, price, delivery_days, revisions, expires_at)
       VALUES ($1, $2, $1, 'Shop', 'A shop', 300, 5, 2, now() + interval '7 days') RETURNING id`,
      [client, seller],
    ),
    order: await id(
      `INSERT INTO orders (buyer_id, seller_id, img_key, title, price, payment_intent_id, status)
       VALUES ($1, $2, 'x.webp', 'Logo', 215, $3, 'pending') RETURNING id`,
      [client, seller, `pi_${randomUUID()}`],
    ),
    ranged: await id(
      `INSERT INTO posts (client_id, title, description, budget, category) VALUES ($1, 'Site', 'A site', '0-50', 'Web Development') RETURNING id`,
      [client],
    ),
    over: await id(
      `INSERT INTO posts (client_id, title, description, budget, category) VALUES ($1, 'App', 'An app', '1000-2500', 'Web Development') RETURNING id`,
      [client],
    ),
  };
}

async function convertedRows(sql: Sql, made: Awaited<ReturnType<typeof wholeUnitRows>>) {
  const one = async (text: string, id: string) => (await sql.query(text, [id])).rows[0];
  return {
    gig: await one('SELECT price_minor, currency, packages, extras FROM gigs WHERE id = $1', made.gig),
    plainGig: await one('SELECT price_minor, currency, packages FROM gigs WHERE id = $1', made.plainGig),
    offer: await one('SELECT price_minor, currency FROM offers WHERE id = $1', made.offer),
    order: await one('SELECT price_minor, currency FROM orders WHERE id = $1', made.order),
    ranged: await one('SELECT budget_min_minor, budget_max_minor, currency FROM posts WHERE id = $1', made.ranged),
    over: await one('SELECT budget_min_minor, budget_max_minor, currency FROM posts WHERE id = $1', made.over),
  };
}

/** What each row must become with `unit` minor units a whole unit of `currency`. */
const expected = (unit: number, currency: string) => ({
  gig: {
    price_minor: 50 * unit,
    currency,
    packages: [
      {
        tier: 'basic',
        name: 'Basic',
        description: 'One',
        priceCents: 50 * unit,
        deliveryDays: 3,
        revisions: 1,
        features: ['A'],
      },
      {
        tier: 'premium',
        name: 'Premium',
        description: 'All',
        priceCents: 200 * unit,
        deliveryDays: 5,
        revisions: 3,
        features: [],
      },
    ],
    extras: [expect.objectContaining({ priceCents: 1500 })], // already minor units
  },
  plainGig: { price_minor: 5 * unit, currency, packages: [] },
  offer: { price_minor: 300 * unit, currency },
  order: { price_minor: 215 * unit, currency },
  // bigint columns: node-postgres and PGlite answer them as strings / bigints; compared as numbers below.
  ranged: { budget_min_minor: 0, budget_max_minor: 50 * unit, currency },
  over: { budget_min_minor: 1000 * unit, budget_max_minor: 2500 * unit, currency },
});

const numbers = (row: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(row ?? {}).map(([k, v]) => [k, typeof v === 'bigint' || /_minor$/.test(k) ? Number(v) : v]),
  );

describe('migration 0056_minor_units', () => {
  it(
    'converts whole-unit prices and budget ranges to US cents when no currency was recorded yet',
    () =>
      acrossMigration(/_minor_units$/, async (sql, migrateRest) => {
        const made = await wholeUnitRows(sql);
        await migrateRest();
        const rows = await convertedRows(sql, made);
        const want = expected(100, 'usd');
        for (const key of Object.keys(want) as (keyof typeof want)[]) expect(numbers(rows[key])).toEqual(want[key]);
        // The searches' price indexes are on the new column.
        const indexes = await sql.query(
          `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'gigs' AND indexname IN ('gigs_price_idx', 'gigs_listed_seller_price_idx') ORDER BY 1`,
        );
        expect(
          indexes.rows.map((r) => [
            r.indexname,
            /\(user_id, price_minor\)|\(price_minor, id\)/.test(String(r.indexdef)),
          ]),
        ).toEqual([
          ['gigs_listed_seller_price_idx', true],
          ['gigs_price_idx', true],
        ]);
      }),
    120_000,
  ); // a fresh database and every migration, twice: slow on a busy machine

  it(
    'converts them exactly with the recorded currency’s minor digits: yen have none',
    () =>
      acrossMigration(/_minor_units$/, async (sql, migrateRest) => {
        await sql.query(`INSERT INTO marketplace_settings (currency, minor_digits) VALUES ('JPY', 0)`);
        const made = await wholeUnitRows(sql);
        await migrateRest();
        const rows = await convertedRows(sql, made);
        const want = expected(1, 'jpy');
        for (const key of Object.keys(want) as (keyof typeof want)[]) expect(numbers(rows[key])).toEqual(want[key]);
      }),
    120_000,
  );
});
