import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { connect } from '../../server/db/client';
import { EMPTY_CLUSTER_ENV, runDatabasePrefix, SNAPSHOT_ENV, TEMPLATE_ENV } from './test-db-env';

/**
 * Vitest's global setup: migrate once per run, not once per test app.
 * - PGlite: initdb and every migration take seconds per instance, so one database is
 *   migrated here and dumped (`dumpDataDir`); each test app starts from that dump
 *   (createTestApp → connect({ memory: true, snapshot })). The dump is kept in
 *   tmp/test-db, named by the migrations and the PGlite version, so a later run reuses it.
 *   So is a dump of the empty cluster initdb makes, for the tests whose subject is migrating.
 * - PostgreSQL (TEST_DATABASE_URL): one template database is migrated here; each test app
 *   gets `CREATE DATABASE … TEMPLATE` (a file copy) instead of migrating its own.
 * Both reach the test files through environment variables (test-db-env.ts); where this did
 * not run (Playwright, tsx scripts) the helpers fall back to a fresh database.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrationsFolder = path.join(root, 'server/db/migrations');

export default async function setup(): Promise<() => Promise<void>> {
  process.env[EMPTY_CLUSTER_ENV] = await emptyCluster();
  process.env[SNAPSHOT_ENV] = await pgliteSnapshot(process.env[EMPTY_CLUSTER_ENV]);
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return async () => undefined;
  const template = await migratedTemplate(base);
  process.env[TEMPLATE_ENV] = template;
  return async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [runDatabasePrefix(template)],
    );
    await admin.end();
    // Concurrent DROPs share their checkpoints: a run's 80 databases go in seconds, not minutes.
    const queue = [...rows.map((r) => r.datname), template];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        const client = new pg.Client({ connectionString: base });
        await client.connect();
        for (let name = queue.shift(); name; name = queue.shift())
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      }),
    );
  };
}

const pgliteVersion = () =>
  JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version as string;

/**
 * The path of a dump of an empty PGlite cluster, initdb done and nothing migrated; made when
 * missing. initdb is most of a fresh PGlite's start (about 7 CPU seconds here against 1 to load
 * a dump): the migration tests (support/migrations.ts) and the migrated dump below start from it.
 */
async function emptyCluster(): Promise<string> {
  const hash = createHash('sha256').update(pgliteVersion()).digest('hex').slice(0, 16);
  return keptDump(`pglite-empty-${hash}.tar`, async () => new PGlite({ extensions: { pg_trgm } }));
}

/**
 * The path of a dump of a freshly migrated PGlite database; made when missing. Not gzipped:
 * every test app starts from it, and a plain tar starts a quarter faster (42 MB, in tmp/).
 */
async function pgliteSnapshot(empty: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (/\.(sql|json)$/.test(file)) hash.update(file).update(readFileSync(full));
  }
  return keptDump(`pglite-${hash.digest('hex').slice(0, 16)}.tar`, async () => {
    const db = new PGlite({ extensions: { pg_trgm }, loadDataDir: new Blob([readFileSync(empty)]) });
    await migrate(drizzle(db), { migrationsFolder });
    return db;
  });
}

/** tmp/test-db/<name>: the dump of the database `open` makes, written when missing, kept for later runs. */
async function keptDump(name: string, open: () => Promise<PGlite>): Promise<string> {
  const dir = path.join(root, 'tmp/test-db');
  const file = path.join(dir, name);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const db = await open();
  try {
    await db.waitReady;
    const dump = await db.dumpDataDir('none');
    // Written under another name and renamed: a run starting meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

/** A new database on the server, migrated by the app's own connect(), to copy per test app. */
async function migratedTemplate(base: string): Promise<string> {
  const name = `workify_tpl_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await connect({ url: url.toString() });
  await database.close();
  return name;
}
