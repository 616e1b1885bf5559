import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@shared/countries';
import { acrossMigration, userAdder } from '../support/migrations';

describe('migration 0007_i10_conversation_pair_key', () => {
  it(
    'moves an old conversation id to the freelancer-then-client key, with its messages and bell links',
    () =>
      acrossMigration(/_i10_conversation_pair_key$/, async (sql, migrateRest) => {
        const addUser = userAdder(sql);
        const client = await addUser('cleo', true);
        const freelancer = await addUser('finn', false);
        const oldId = (
          await sql.query(
            `INSERT INTO conversations (client_id, freelancer_id, last_message, read_by_freelancer) VALUES ($1, $2, 'hi', false) RETURNING id`,
            [client, freelancer],
          )
        ).rows[0]!.id as string;
        await sql.query(`INSERT INTO messages (conversation_id, user_id, "desc") VALUES ($1, $2, 'hi')`, [
          oldId,
          client,
        ]);
        await sql.query(
          `INSERT INTO notifications (user_id, type, text, link) VALUES ($1, 'message.created', 'New message from cleo', $2)`,
          [freelancer, `/message/${oldId}`],
        );

        await migrateRest();

        const key = `${freelancer}${client}`;
        const rows = (await sql.query('SELECT id, last_message, read_by_freelancer FROM conversations')).rows;
        expect(rows).toEqual([{ id: key, last_message: 'hi', read_by_freelancer: false }]);
        expect((await sql.query('SELECT conversation_id, "desc" FROM messages')).rows).toEqual([
          { conversation_id: key, desc: 'hi' },
        ]);
        expect((await sql.query('SELECT link FROM notifications')).rows).toEqual([{ link: `/message/${key}` }]);
        // The key can no longer disagree with the pair it names.
        await expect(sql.query('UPDATE conversations SET id = $1', [`${client}${freelancer}`])).rejects.toThrow(
          /conversations_id_is_pair_key/,
        );
      }),
    120_000,
  ); // a fresh database and every migration, twice: slow on a busy machine
});

describe('migration 0028_dispute_opener_kept', () => {
  it(
    'keeps which side opened each dispute, and keeps the dispute when its opener deletes their account',
    () =>
      acrossMigration(/_dispute_opener_kept$/, async (sql, migrateRest) => {
        const addUser = userAdder(sql);
        const buyer = await addUser('bea', true);
        const seller = await addUser('sid', false);
        const addDispute = async (openedBy: string) => {
          const order = (
            await sql.query(
              `INSERT INTO orders (buyer_id, seller_id, img_key, title, price, payment_intent_id, status) VALUES ($1, $2, 'x.webp', 'Logo', 10, $3, 'completed') RETURNING id`,
              [buyer, seller, `pi_${randomUUID()}`],
            )
          ).rows[0]!.id as string;
          return (
            await sql.query(
              `INSERT INTO disputes (order_id, opened_by, reason, previous_status, status) VALUES ($1, $2, 'late', 'delivered', 'decided') RETURNING id`,
              [order, openedBy],
            )
          ).rows[0]!.id as string;
        };
        const byBuyer = await addDispute(buyer);
        const bySeller = await addDispute(seller);

        await migrateRest();

        const side = async (id: string) =>
          (await sql.query('SELECT opened_by, opened_by_side FROM disputes WHERE id = $1', [id])).rows[0];
        expect(await side(byBuyer)).toEqual({ opened_by: buyer, opened_by_side: 'buyer' });
        expect(await side(bySeller)).toEqual({ opened_by: seller, opened_by_side: 'seller' });
        await sql.query('DELETE FROM users WHERE id = $1', [buyer]);
        expect(await side(byBuyer)).toEqual({ opened_by: null, opened_by_side: 'buyer' });
        await expect(sql.query('UPDATE disputes SET opened_by_side = $1', ['admin'])).rejects.toThrow(
          /disputes_opened_by_side_check/,
        );
      }),
    120_000,
  );
});

describe('migration 0044_milestone_submissions', () => {
  it(
    'keeps each message submitted before it as a submission without files',
    () =>
      acrossMigration(/_milestone_submissions$/, async (sql, migrateRest) => {
        const addUser = userAdder(sql);
        const buyer = await addUser('mia', true);
        const seller = await addUser('max', false);
        const order = (
          await sql.query(
            `INSERT INTO orders (buyer_id, seller_id, img_key, title, price, payment_intent_id, status, source) VALUES ($1, $2, 'x.webp', 'Shop', 700, $3, 'in_progress', 'offer') RETURNING id`,
            [buyer, seller, `pi_${randomUUID()}`],
          )
        ).rows[0]!.id as string;
        const addMilestone = async (position: number, status: string, submission: string | null) =>
          (
            await sql.query(
              `INSERT INTO order_milestones (order_id, position, title, amount_cents, due_in_days, status, submitted_at, submission) VALUES ($1, $2, 'Step', 10000, 7, $3, $4, $5) RETURNING id`,
              [order, position, status, submission ? new Date('2026-11-01T10:00:00Z') : null, submission],
            )
          ).rows[0]!.id as string;
        const submitted = await addMilestone(1, 'submitted', 'The designs');
        await addMilestone(2, 'pending', null);

        await migrateRest();

        const rows = (
          await sql.query('SELECT milestone_id, order_id, message, files, created_at FROM milestone_submissions')
        ).rows;
        expect(rows).toEqual([
          {
            milestone_id: submitted,
            order_id: order,
            message: 'The designs',
            files: [],
            created_at: new Date('2026-11-01T10:00:00Z'),
          },
        ]);
      }),
    120_000,
  );
});

describe('migration 0046_milestone_transfers', () => {
  it(
    'keeps each order’s queued Transfer, now one per order and one per milestone',
    () =>
      acrossMigration(/_milestone_transfers$/, async (sql, migrateRest) => {
        const addUser = userAdder(sql);
        const [buyer, seller] = [await addUser('bo', true), await addUser('sy', false)];
        const addOrder = async () =>
          (
            await sql.query(
              `INSERT INTO orders (buyer_id, seller_id, img_key, title, price, payment_intent_id, status) VALUES ($1, $2, 'x.webp', 'Shop', 30, $3, 'completed') RETURNING id`,
              [buyer, seller, `pi_${randomUUID()}`],
            )
          ).rows[0]!.id as string;
        const [sent, waiting] = [await addOrder(), await addOrder()];
        await sql.query(`INSERT INTO stripe_transfers (order_id, transfer_id) VALUES ($1, 'tr_1'), ($2, NULL)`, [
          sent,
          waiting,
        ]);

        await migrateRest();

        const rows = (await sql.query('SELECT id, order_id, milestone_id, transfer_id FROM stripe_transfers')).rows;
        expect(rows.map(({ id: _id, ...row }) => row)).toEqual(
          expect.arrayContaining([
            { order_id: sent, milestone_id: null, transfer_id: 'tr_1' },
            { order_id: waiting, milestone_id: null, transfer_id: null },
          ]),
        );
        expect(new Set(rows.map((r) => r.id)).size).toBe(2);
        await expect(sql.query('INSERT INTO stripe_transfers (order_id) VALUES ($1)', [sent])).rejects.toThrow(
          /stripe_transfers_order_key/,
        );
        const milestone = (
          await sql.query(
            `INSERT INTO order_milestones (order_id, position, title, amount_cents, due_in_days) VALUES ($1, 1, 'Build', 3000, 5) RETURNING id`,
            [sent],
          )
        ).rows[0]!.id as string;
        await sql.query('INSERT INTO stripe_transfers (order_id, milestone_id) VALUES ($1, $2)', [sent, milestone]);
        await expect(
          sql.query('INSERT INTO stripe_transfers (order_id, milestone_id) VALUES ($1, $2)', [sent, milestone]),
        ).rejects.toThrow(/stripe_transfers_milestone_key/);
      }),
    120_000,
  );
});

describe('migration 0049_country_codes', () => {
  it(
    'turns every English country name the profile’s list gave into its ISO code, and anything else into NULL',
    () =>
      acrossMigration(/_country_codes$/, async (sql, migrateRest) => {
        const addUser = userAdder(sql);
        // One freelancer per country, named as shared/countries.ts named it before (Intl in English).
        const english = new Intl.DisplayNames(['en'], { type: 'region' });
        const named = COUNTRY_CODES.map((code) => ({ code, name: english.of(code)! }));
        await sql.query(
          `INSERT INTO users (full_name, username, email, password_hash, is_client, country)
           SELECT 'c_' || code, 'c_' || code, 'c_' || code || '@example.com', 'x', false, name
           FROM unnest($1::text[], $2::text[]) AS t(code, name)`,
          [named.map((c) => c.code), named.map((c) => c.name)],
        );
        const livingIn = async (name: string, country: string | null) => {
          const id = await addUser(name, false);
          await sql.query('UPDATE users SET country = $2 WHERE id = $1', [id, country]);
          return id;
        };
        const odd = await livingIn('odd', 'Atlantis');
        const blank = await livingIn('blank', '');
        const none = await livingIn('none', null);
        const older = await livingIn('older', 'Turkey'); // Türkiye, as older ICU releases named it
        const client = await addUser('cleo', true);
        const search = async (filters: object) =>
          (
            await sql.query(
              `INSERT INTO saved_searches (user_id, kind, name, filters) VALUES ($1, 'freelancers', 'x', $2) RETURNING id`,
              [client, JSON.stringify(filters)],
            )
          ).rows[0]!.id as string;
        const polish = await search({ skills: 'react', country: 'Poland' });
        const lost = await search({ country: 'Atlantis', sort: 'rating' });

        await migrateRest();

        const rows = (await sql.query(`SELECT username, country, filter_keys FROM users WHERE username LIKE 'c\\_%'`))
          .rows;
        expect(rows).toHaveLength(COUNTRY_CODES.length);
        for (const row of rows) {
          const code = String(row.username).slice(2);
          expect(row).toEqual({ username: `c_${code}`, country: code, filter_keys: [`c:${code}`] });
        }
        const country = async (id: string) =>
          (await sql.query('SELECT country FROM users WHERE id = $1', [id])).rows[0]!.country;
        expect([await country(odd), await country(blank), await country(none), await country(older)]).toEqual([
          null,
          null,
          null,
          'TR',
        ]);
        const filters = async (id: string) =>
          (await sql.query('SELECT filters FROM saved_searches WHERE id = $1', [id])).rows[0]!.filters;
        expect(await filters(polish)).toEqual({ skills: 'react', country: 'PL' });
        expect(await filters(lost)).toEqual({ sort: 'rating' });
      }),
    120_000,
  );
});
