import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread, type QueryResult } from '../../server/db/pglite-thread';

/**
 * Named prepared statements in the PGlite thread (server/db/pglite-statements.mjs), checked
 * against PGlite's own query(), which a second thread runs (PGLITE_PREPARED=0).
 */
let db: PgliteThread;
let plain: PgliteThread;
const raw = { [types.TIMESTAMPTZ]: (value: unknown) => value };

const setup = `create table st_t (id int primary key, note text, at timestamptz not null default '2026-01-02 03:04:05+00', tags text[], doc jsonb, n numeric);
  insert into st_t (id, note, tags, doc, n) values (1, 'one', '{a,b}', '{"x":1}', 1.5), (2, null, null, null, null)`;

/** The prepared statements the thread holds for `text`, with how often each ran. */
async function prepared(text: string) {
  const { rows } = await db.query<QueryResult>(
    'select name, generic_plans + custom_plans as runs from pg_prepared_statements where statement = $1',
    [text],
  );
  return rows as { name: string; runs: number }[];
}

beforeAll(async () => {
  process.env.PGLITE_PREPARED = '0';
  plain = new PgliteThread();
  delete process.env.PGLITE_PREPARED;
  db = new PgliteThread();
  await Promise.all([db.waitReady, plain.waitReady]);
  await Promise.all([db.exec(setup), plain.exec(setup)]);
});
afterAll(() => Promise.all([db.close(), plain.close()]));

describe('PGlite named prepared statements', () => {
  it('prepares a text once and answers as PGlite’s own query() does, in both row modes and with raw types', async () => {
    const text = 'select id, note, at, tags, doc, n from st_t where id >= $1 order by id';
    for (const options of [
      {},
      { rowMode: 'array' as const },
      { parsers: raw },
      { rowMode: 'array' as const, parsers: raw },
    ]) {
      const expected = await plain.query(text, [1], options);
      for (let i = 0; i < 2; i++) expect(await db.query(text, [1], options)).toEqual(expected);
    }
    expect(await prepared(text)).toEqual([{ name: expect.any(String), runs: 8 }]);
    const [timestamp] = (await db.query<QueryResult>(text, [1], { parsers: raw })).rows as { at: unknown }[];
    expect(timestamp!.at).toBe('2026-01-02 03:04:05+00');
    const [parsed] = (await db.query<QueryResult>(text, [1])).rows as { at: unknown }[];
    expect(parsed!.at).toEqual(new Date('2026-01-02T03:04:05Z'));
  });

  it('answers writes as query() does: affected rows, no fields, RETURNING', async () => {
    for (const t of [db, plain]) await t.exec('begin');
    const update = 'update st_t set note = $1 where id > $2';
    expect(await db.query(update, ['x', 0])).toEqual(await plain.query(update, ['x', 0]));
    const insert = 'insert into st_t (id, tags, doc) values ($1, $2, $3) returning id, tags, doc';
    expect(await db.query(insert, [3, ['c'], { y: [1] }])).toEqual(await plain.query(insert, [3, ['c'], { y: [1] }]));
    for (const t of [db, plain]) await t.exec('rollback');
  });

  it('reports a failed statement with its Postgres fields and stays usable', async () => {
    const insert = 'insert into st_t (id) values ($1)';
    await expect(db.query(insert, [1])).rejects.toMatchObject({
      code: '23505',
      constraint: 'st_t_pkey',
      query: insert,
      params: [1],
    });
    await expect(db.query('select $1::int as n', ['nope'])).rejects.toMatchObject({ code: '22P02' }); // fails in Bind
    await expect(db.query('selec $1', [1])).rejects.toMatchObject({ code: '42601' }); // fails in Parse
    expect((await db.query<QueryResult>('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
    expect((await db.query<QueryResult>(insert, [4])).affectedRows).toBe(1);
    await db.query('delete from st_t where id = $1', [4]);
  });

  it('leaves a transaction aborted after a failed statement, until ROLLBACK', async () => {
    const read = 'select note from st_t where id = $1';
    await db.query(read, [1]);
    await db.exec('begin');
    await expect(db.query('insert into st_t (id) values ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query(read, [1])).rejects.toMatchObject({ code: '25P02' });
    const [end] = await db.exec('commit');
    expect((end as { command?: string }).command).toBe('ROLLBACK');
    expect((await db.query<QueryResult>(read, [1])).rows).toEqual([{ note: 'one' }]);
  });

  it('prepares a statement again when a migration changes the columns it returns', async () => {
    const text = 'select * from st_t where id = $1';
    expect(Object.keys((await db.query<QueryResult>(text, [1])).rows[0] as object)).not.toContain('extra');
    await db.query('alter table st_t add column extra int default 7');
    expect((await db.query<QueryResult>(text, [1])).rows[0]).toMatchObject({ id: 1, extra: 7 });
    expect(await prepared(text)).toEqual([{ name: expect.any(String), runs: 1 }]);
    // Inside a transaction the failure aborts it, as on a PostgreSQL server; the next call prepares anew.
    await db.exec('begin');
    await db.query('alter table st_t drop column extra');
    await expect(db.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    await db.exec('rollback');
    expect((await db.query<QueryResult>(text, [1])).rows[0]).toMatchObject({ id: 1, extra: 7 });
    await db.query('alter table st_t drop column extra');
    expect((await db.query<QueryResult>(text, [1])).fields.map((f) => f.name)).not.toContain('extra');
  });

  it('delivers NOTIFY sent by a prepared statement, in a transaction once it commits', async () => {
    const heard: string[] = [];
    const stop = await db.listen('st_channel', (payload) => heard.push(payload));
    await db.query('select pg_notify($1, $2)', ['st_channel', 'one']);
    await db.transaction(async (tx) => {
      await tx.query('select pg_notify($1, $2)', ['st_channel', 'two']);
    });
    await expect.poll(() => heard).toEqual(['one', 'two']);
    await stop();
  });

  it('keeps at most 300 statements; further texts still run, unnamed', async () => {
    const count = async () =>
      (
        (await db.query<QueryResult>('select count(*)::int as n from pg_prepared_statements where $1', [true]))
          .rows[0] as { n: number }
      ).n;
    for (let i = 0; (await count()) < 300; i++) await db.query(`select $1::int + ${i} as n`, [1]);
    expect((await db.query<QueryResult>('select $1::int + 1000 as n', [1])).rows).toEqual([{ n: 1001 }]);
    expect(await count()).toBe(300);
  });
});
