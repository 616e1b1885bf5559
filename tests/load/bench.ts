// npm run bench [-- --sizes 10000,100000,1000000 --kinds postgres,pglite --seconds 5 --only 'gig search']
// Each hot read and each search over real HTTP (the server in its own process, 16 keep-alive
// connections) beside the same service call (same SQL, same driver) without HTTP, for each
// database kind and size, then the goals as a table of ratios.
// PostgreSQL: databases workify_bench_<size> on BENCH_SERVER_URL (default the local server),
// PGlite: tmp/bench/pglite-<size>; each is seeded once by seedData and reused afterwards.
// A benchmark, not a test: CI does not run it.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connect, selectRows, type DatabaseTarget } from '../../server/db/client';
import { BENCH_PASSWORD, benchCases, benchFixture } from './bench-cases';
import { loadDirect, loadHttp, startServer, type Stats } from './bench-run';
import { printGoals, printTable, type Row } from './bench-report';
import { seedData } from './seed-data';

const { values } = parseArgs({ options: { sizes: { type: 'string' }, kinds: { type: 'string' }, seconds: { type: 'string' }, only: { type: 'string' } } });
// --only 'gig search,post search, "react"': just the rows whose name contains one of these.
const only = values.only?.split(',').map((s) => s.trim()).filter(Boolean);
const sizes = (values.sizes ?? '10000,100000,1000000').split(',').map(Number);
const kinds = (values.kinds ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const seconds = Number(values.seconds ?? 5);
const serverUrl = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function target(kind: 'postgres' | 'pglite', size: number): Promise<{ target: DatabaseTarget; env: Record<string, string>; reset: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = path.resolve(`tmp/bench/pglite-${size}`);
    mkdirSync(path.dirname(dataDir), { recursive: true });
    return { target: { dataDir }, env: { BENCH_PGLITE_DIR: dataDir }, reset: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `workify_bench_${size}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const reset = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
    await c.end();
  };
  return { target: { url: url.toString() }, env: { BENCH_DATABASE_URL: url.toString() }, reset };
}

async function seeded(kind: 'postgres' | 'pglite', size: number) {
  const t = await target(kind, size);
  let database = await connect(t.target);
  // As many gigs as posts: gig search is measured at a million gigs beside post search.
  const [{ n, gigs }] = await selectRows<{ n: number; gigs: number }>(database.db, sql`select (select count(*)::int from posts) as n, (select count(*)::int from gigs) as gigs`);
  if (n !== size || gigs !== size) {
    await database.close();
    await t.reset();
    database = await connect(t.target);
    const started = Date.now();
    await seedData(database.db, { posts: size, users: Math.ceil(size / 10), gigs: size }, (line) => process.stdout.write(`  ${line}\n`));
    process.stdout.write(`seeded ${kind} with ${size} posts and gigs in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  }
  return { ...t, database };
}

async function measureOne(kind: 'postgres' | 'pglite', size: number): Promise<Row[]> {
  const { database, env } = await seeded(kind, size);
  const fixture = await benchFixture(database.db);
  const cases = benchCases(fixture).filter((c) => !only || only.some((o) => c.name.includes(o)));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'workify-bench-'));
  const direct = new Map<string, Stats>();
  // The same service calls, in this process, with the app's context (its config, storage, bus).
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'none') }), database });
  for (const c of cases) {
    await loadDirect(() => c.direct(app.ctx), 1); // warm-up: JIT, plan caches, prepared statements
    direct.set(c.name, await loadDirect(() => c.direct(app.ctx), seconds));
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });

  const server = await startServer(env);
  const login = await fetch(`${server.base}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: fixture.email, password: BENCH_PASSWORD }) });
  if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const rows: Row[] = [];
  for (const c of cases) {
    await loadHttp(server.base + c.path, cookie, 1, server.pid);
    rows.push({ kind, size, name: c.name, search: c.search, http: await loadHttp(server.base + c.path, cookie, seconds, server.pid), direct: direct.get(c.name)! });
  }
  const memory = await server.stop();
  process.stdout.write(`\n${kind}, ${size} posts, ${seconds} s per row and side, server peak memory ${memory.toFixed(0)} MB\n`);
  printTable(rows);
  return rows.map((r) => ({ ...r, memory }));
}

const all: Row[] = [];
for (const size of sizes) for (const kind of kinds) all.push(...(await measureOne(kind, size)));
printGoals(all, sizes);
