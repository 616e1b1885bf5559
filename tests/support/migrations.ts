import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll } from 'vitest';
import { EMPTY_CLUSTER_ENV, runDump } from './test-db-env';

/** Migration tests: a fresh database migrated up to a migration, old rows written, then the rest applied. */
const MIGRATIONS = path.resolve(__dirname, '../../server/db/migrations');
const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
/** A copy of the migrations folder that stops just before the migration whose tag matches. */
function migrationsBefore(tag: RegExp): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'workify-migrations-'));
  folders.push(dir);
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => tag.test(e.tag));
  if (cut < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

interface Sql {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** Each database the API tests run on: PGlite, and the PostgreSQL server when given. */
async function openDatabase(): Promise<{
  sql: Sql;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    // The run's empty cluster (global-setup.ts) where there is one: initdb is most of a fresh start.
    const empty = runDump(EMPTY_CLUSTER_ENV);
    const client = new PGlite({
      extensions: { pg_trgm }, // as the app's (migration 0015)
      ...(empty ? { loadDataDir: new Blob([empty]) } : {}),
    });
    await client.waitReady;
    return {
      sql: client,
      migrate: (folder) => migratePglite(drizzlePglite(client) as never, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `workify_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    sql: client,
    migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export const userAdder = (sql: Sql) => async (name: string, isClient: boolean) =>
  (
    await sql.query(
      `INSERT INTO users (full_name, username, email, password_hash, is_client) VALUES ($1, $1, $1 || '@example.com', 'x', $2) RETURNING id`,
      [name, isClient],
    )
  ).rows[0]!.id as string;

/**
 * A fresh database migrated up to just before the migration tagged `tag`: `body` writes the old
 * rows, runs `migrateRest` (the rest of the migrations) and checks what became of them.
 */
export async function acrossMigration(
  tag: RegExp,
  body: (sql: Sql, migrateRest: () => Promise<void>) => Promise<void>,
) {
  const db = await openDatabase();
  try {
    await db.migrate(migrationsBefore(tag));
    await body(db.sql, () => db.migrate(MIGRATIONS));
  } finally {
    await db.close();
  }
}
