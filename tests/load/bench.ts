// npm run bench [-- --sizes 10000,1000000 --kinds postgres,pglite --seconds 5 --clients 4 --only 'gigs,posts, "react"' --searches | --pages]
// --pages: the server-rendered public pages (issue 31) beside their JSON answers, signed out; needs a built web app (npm run build).
// npm run bench -- --alerts: only saved-search alerts and the daily digest (alerts-bench.ts).
// Each hot read and each search over real HTTP (the server in its own process, 4 keep-alive
// connections unless --clients says otherwise) beside the same service call (same SQL, same
// driver) without HTTP, for each database kind and size, then issue 37's search table (p50,
// p95, the largest size's p95 over the smallest's) and the older goals. --searches: search rows only.
// PostgreSQL: databases workify_bench_<size> on BENCH_SERVER_URL (default the local server),
// PGlite: tmp/bench/pglite-<size>; each is seeded once by seedData (size users, posts and gigs)
// and reused afterwards: a second run finds the rows and does not seed again.
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
import { BENCH_PASSWORD, benchCases, benchFixture, pageCases, searchCases } from './bench-cases';
import { loadDirect, loadHttp, loadScreen, startBuiltServer, startServer, type Stats } from './bench-run';
import { printGoals, printPageTable, printSearchTable, printTable, type PageRow, type Row } from './bench-report';
import { seedData } from './seed-data';

const { values } = parseArgs({
  options: {
    alerts: { type: 'boolean' },
    sizes: { type: 'string' },
    kinds: { type: 'string' },
    seconds: { type: 'string' },
    only: { type: 'string' },
    clients: { type: 'string' },
    searches: { type: 'boolean' },
    pages: { type: 'boolean' },
  },
});
if (values.alerts) {
  // Issue 35's saved-search alerts and digest at 100,000 saved searches (alerts-bench.ts), on their own.
  const { alertsBench } = await import('./alerts-bench');
  await alertsBench();
  process.exit(0);
}
if (values.clients) process.env.BENCH_CONCURRENCY = values.clients;
// --only 'gig search,post search, "react"': just the rows whose name contains one of these.
const only = values.only
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const sizes = (values.sizes ?? '10000,1000000').split(',').map(Number);
const kinds = (values.kinds ?? 'postgres').split(',') as ('postgres' | 'pglite')[];
const seconds = Number(values.seconds ?? 5);
const serverUrl = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function target(
  kind: 'postgres' | 'pglite',
  size: number,
): Promise<{ target: DatabaseTarget; env: Record<string, string>; reset: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = path.resolve(`tmp/bench/pglite-${size}`);
    mkdirSync(path.dirname(dataDir), { recursive: true });
    return {
      target: { dataDir },
      env: { BENCH_PGLITE_DIR: dataDir },
      reset: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  // BENCH_DATABASE_PREFIX keeps one branch's bench databases (and migrations) apart from another's on a shared server.
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'workify_bench'}_${size}`;
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
  const [{ n, gigs, people }] = await selectRows<{ n: number; gigs: number; people: number }>(
    database.db,
    sql`select (select count(*)::int from posts) as n, (select count(*)::int from gigs) as gigs, (select count(*)::int from users) as people`,
  );
  // Already seeded at this size (a second run reuses it): only the bench's own reader is added afterwards.
  if (n !== size || gigs !== size || people < size) {
    await database.close();
    await t.reset();
    database = await connect(t.target);
    const started = Date.now();
    await seedData(database.db, { posts: size, users: size, gigs: size }, (line) =>
      process.stdout.write(`  ${line}\n`),
    );
    process.stdout.write(
      `seeded ${kind} with ${size} posts and gigs in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
    );
  }
  return { ...t, database };
}

async function measureOne(kind: 'postgres' | 'pglite', size: number): Promise<Row[]> {
  const { database, env } = await seeded(kind, size);
  const fixture = await benchFixture(database.db);
  const cases = (values.searches ? searchCases(fixture) : benchCases(fixture)).filter(
    (c) => !only || only.some((o) => c.name.includes(o)),
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'workify-bench-'));
  const direct = new Map<string, Stats>();
  // The same service calls, in this process, with the app's context (its config, storage, bus).
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'none') }),
    database,
  });
  for (const c of cases) {
    await loadDirect(() => c.direct(app.ctx), 1); // warm-up: JIT, plan caches, prepared statements
    direct.set(c.name, await loadDirect(() => c.direct(app.ctx), seconds));
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });

  const server = await startServer(env);
  const login = await fetch(`${server.base}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: fixture.email, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const rows: Row[] = [];
  for (const c of cases) {
    await loadHttp(server.base + c.path, cookie, 1, server.pid);
    rows.push({
      kind,
      size,
      name: c.name,
      search: c.search,
      http: await loadHttp(server.base + c.path, cookie, seconds, server.pid),
      direct: direct.get(c.name)!,
    });
  }
  const memory = await server.stop();
  process.stdout.write(
    `\n${kind}, ${size} users, posts and gigs, ${seconds} s per row and side, ${process.env.BENCH_CONCURRENCY ?? 4} clients, server peak memory ${memory.toFixed(0)} MB\n`,
  );
  printTable(rows);
  return rows.map((r) => ({ ...r, memory }));
}

/** Each page as a signed-out visitor gets it (no cookie: the server renders it), then its JSON answer. */
async function measurePages(kind: 'postgres' | 'pglite', size: number): Promise<PageRow[]> {
  const { database, env } = await seeded(kind, size);
  const fixture = await benchFixture(database.db);
  await database.close();
  // On PostgreSQL the built server (npm run build) answers, exactly as `npm start` runs it; the
  // embedded database's folder is the bench's own, so there the sources answer (through tsx).
  const server =
    kind === 'postgres'
      ? await startBuiltServer(env.BENCH_DATABASE_URL!, path.resolve('web/dist'))
      : await startServer({ ...env, BENCH_WEB_DIST: path.resolve('web/dist'), NODE_ENV: 'production' });
  const site = server.base.replace(/\/api\/v1$/, '');
  const rows: PageRow[] = [];
  for (const c of pageCases(fixture)) {
    await loadHttp(site + c.page, '', 1, server.pid);
    const page = await loadHttp(site + c.page, '', seconds, server.pid);
    await loadHttp(server.base + c.json, '', 1, server.pid);
    const json = await loadHttp(server.base + c.json, '', seconds, server.pid);
    const rounds = c.screen.map((round) => round.map((url) => server.base + url));
    await loadScreen(rounds, 1, server.pid);
    rows.push({ kind, size, name: c.name, page, json, screen: await loadScreen(rounds, seconds, server.pid) });
  }
  await server.stop();
  return rows;
}

if (values.pages) {
  const rows: PageRow[] = [];
  for (const size of sizes) for (const kind of kinds) rows.push(...(await measurePages(kind, size)));
  printPageTable(rows, sizes);
  process.exit(0);
}

const all: Row[] = [];
for (const size of sizes) for (const kind of kinds) all.push(...(await measureOne(kind, size)));
for (const kind of kinds) printSearchTable(all, sizes, kind);
printGoals(all, sizes);
