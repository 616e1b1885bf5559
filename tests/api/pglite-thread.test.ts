import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../server/db/client';

/** The embedded database in its worker thread (server/db/pglite-thread.ts), through Drizzle as the app uses it. */
let database: Database;
const rows = async <T>(statement: ReturnType<typeof sql>) =>
  ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  database = await connect({ memory: true });
  await database.db.execute(sql`create table thread_t (id int primary key, note text)`);
});
afterAll(() => database.close());

describe('PGlite in its worker thread', () => {
  it('keeps a transaction to itself: a statement from outside waits for its COMMIT', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_t values (${1}, ${'inside'})`);
      await held;
      await tx.execute(sql`update thread_t set note = ${'committed'} where id = ${1}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = rows<{ note: string }>(sql`select note from thread_t where id = ${1}`);
    release();
    await transaction;
    expect(await outside).toEqual([{ note: 'committed' }]);
  });

  it('rolls a failed transaction back, passes the Postgres error code across, and goes on working', async () => {
    const failed = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_t values (${2}, ${'lost'})`);
      await tx.execute(sql`insert into thread_t values (${1}, ${'duplicate'})`);
    });
    await expect(failed).rejects.toMatchObject({ cause: { code: '23505', constraint: 'thread_t_pkey' } });
    expect(await rows(sql`select id from thread_t where id = ${2}`)).toEqual([]);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from thread_t`)).toEqual([{ n: 1 }]);
  });

  it('delivers NOTIFY to a listener on the main thread', async () => {
    const heard: string[] = [];
    const stop = await database.channel.listen('thread_test', (payload) => heard.push(payload));
    await database.channel.notify('thread_test', 'hello');
    await expect.poll(() => heard).toEqual(['hello']);
    await stop();
  });

  it('keeps timestamps as the text Postgres sends, as Drizzle asks', async () => {
    const [row] = await rows<{ at: string }>(sql`select timestamptz '2026-01-02 03:04:05+00' as at`);
    expect(typeof row!.at).toBe('string');
  });
});
