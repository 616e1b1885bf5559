import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../server/db/client';

/**
 * Test databases handed back by one test app and given to the next in the same vitest worker,
 * emptied in between. Starting a PGlite database, even from the migrated snapshot, costs about
 * 2.5 s and 3.5 CPU seconds (a thread, the WebAssembly, the dump unpacked into its memory), and
 * a run starts about 80; emptying one takes milliseconds. PGlite only (test-app.ts): on the
 * PostgreSQL server a copy of the template is cheap, and some tests drop connections there.
 *
 * A database comes back only as the snapshot left it: every table empty (the migrations seed
 * no rows), identities restarted, and the schema unchanged. A file that altered the schema
 * (a disabled trigger, a renamed table, an added constraint) or broke its connection leaves a
 * database that fails that check or the emptying; it is closed instead of kept.
 */
const idle: Database[] = [];
/** More stay open only while a file needs them at once (the proxy tests build four apps). */
const MAX_IDLE = 2;
let expected: string | undefined;

/** The tables to empty, read once: the schema is the same for every database of a run. */
let tables: string | undefined;

// What a file could change in the schema and a later file would notice: tables and indexes,
// columns, constraints (and whether they are validated), triggers (and whether enabled).
const SCHEMA_FINGERPRINT = sql`SELECT md5(string_agg(item, ',' ORDER BY item)) AS fingerprint FROM (
  SELECT concat_ws(':', relname, relkind) AS item FROM pg_class WHERE relnamespace = 'public'::regnamespace
  UNION ALL SELECT concat_ws(':', attrelid::regclass, attname, atttypid, attnotnull) FROM pg_attribute
    WHERE attrelid IN (SELECT oid FROM pg_class WHERE relnamespace = 'public'::regnamespace) AND attnum > 0 AND NOT attisdropped
  UNION ALL SELECT concat_ws(':', conrelid::regclass, conname, convalidated) FROM pg_constraint WHERE connamespace = 'public'::regnamespace
  UNION ALL SELECT concat_ws(':', tgrelid::regclass, tgname, tgenabled) FROM pg_trigger WHERE NOT tgisinternal
) items`;

async function fingerprint(database: Database): Promise<string> {
  const [row] = await selectRows<{ fingerprint: string }>(database.db, SCHEMA_FINGERPRINT);
  return row!.fingerprint;
}

/** A database from the pool, or undefined when none is idle. */
export function takeIdleDatabase(): Database | undefined {
  return idle.pop();
}

/** Notes the schema of a database as it was started: what a database must match to come back. */
export async function rememberSchema(database: Database): Promise<void> {
  expected ??= await fingerprint(database);
}

/** Empties the database and keeps it for the next test app, or closes it (see above). */
export async function giveBack(database: Database): Promise<void> {
  try {
    if (idle.length >= MAX_IDLE || (await fingerprint(database)) !== expected) return await database.close();
    tables ??= await tableList(database);
    await database.db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
    idle.push(database);
  } catch {
    await database.close().catch(() => undefined);
  }
}

async function tableList(database: Database): Promise<string> {
  const [row] = await selectRows<{ list: string }>(
    database.db,
    sql`SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') AS list FROM pg_tables WHERE schemaname = 'public'`,
  );
  return row!.list;
}
