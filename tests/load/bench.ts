// npm run bench: each hot read and each search over real HTTP (16 concurrent clients)
// beside the same service call (same SQL, same driver) without HTTP, printed as a table.
// BENCH_DATABASE_URL=postgres://... measures a database filled by `npm run seed` (it only
// adds one signed-in user); without it, BENCH_POSTS posts (10000) are seeded into PGlite.
// A benchmark, not a test: bounded request counts, 127.0.0.1 only; CI does not run it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connect } from '../../server/db/client';
import { listGigs } from '../../server/modules/gigs/list';
import { getGig } from '../../server/modules/gigs/service';
import { listPosts } from '../../server/modules/posts/service';
import { listReviews } from '../../server/modules/reviews/service';
import { searchPosts } from '../../server/modules/search/client-posts';
import { searchFreelancers } from '../../server/modules/search/freelancer-search';
import type { AuthUser } from '../../server/platform/auth';
import { seedData } from './seed-data';

const POSTS = Number(process.env.BENCH_POSTS ?? 10000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

interface Stats {
  rps: number;
  p95: number;
  p99: number;
  errors: number;
}

async function measure(run: () => Promise<boolean>): Promise<Stats> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        if (!(await run().catch(() => false))) errors += 1;
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { rps: times.length / ((performance.now() - started) / 1000), p95: p(0.95), p99: p(0.99), errors };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'workify-bench-'));
const database = await connect(process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL } : { memory: true });
const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'none') }), database });
const { db } = database;
try {
  if (!process.env.BENCH_DATABASE_URL) await seedData(db, { posts: POSTS, users: POSTS / 10, gigs: POSTS / 20 });
  const one = async (q: string) => ((await db.execute(sql.raw(q))) as unknown as { rows: Record<string, string>[] }).rows[0]!;
  const { n: posts } = await one('select count(*)::int as n from posts');
  const { id: gigId } = await one('select gig_id as id from reviews group by gig_id order by count(*) desc limit 1');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
  const email = `bench_${Date.now()}@example.com`;
  const form = new FormData();
  for (const [k, v] of Object.entries({ fullName: 'Bench Freelancer', username: `bench_${Date.now()}`, email, password: 'bench password', isClient: 'false', profession: 'Web Developer' })) form.set(k, v);
  await fetch(`${base}/users/register`, { method: 'POST', body: form });
  const login = await fetch(`${base}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'bench password' }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const me = (await (await fetch(`${base}/users/get-user`, { headers: { cookie } })).json()).data as { _id: string };
  const viewer = { ...(await one(`select id, is_client from users where id = '${me._id}'`)), id: me._id, isClient: false } as unknown as AuthUser;
  const ctx = app.ctx;

  const cases: [string, string, () => Promise<unknown>][] = [
    ['allposts (signed in)', '/posts/allposts?limit=20', () => listPosts(ctx, viewer, { limit: 20 })],
    ['gigs by category', '/gigs?category=web&sort=sales&limit=24', () => listGigs(ctx, { category: 'web', sort: 'sales', limit: 24 } as never)],
    ['gig', `/gigs/single/${gigId}`, () => getGig(ctx, gigId!)],
    ['reviews of a gig', `/reviews/${gigId}?limit=20`, () => listReviews(ctx, gigId!, { limit: 20 })],
    ['post search, broad "developer"', '/search/client_posts/search?query=developer&limit=20', () => searchPosts(db, viewer.id, 'developer', 20)],
    ['post search, broad "react"', '/search/client_posts/search?query=react&limit=20', () => searchPosts(db, viewer.id, 'react', 20)],
    ['post search, narrow "kubernetes"', '/search/client_posts/search?query=kubernetes&limit=20', () => searchPosts(db, viewer.id, 'kubernetes', 20)],
    ['post search, rare "tenvorka"', '/search/client_posts/search?query=tenvorka&limit=20', () => searchPosts(db, viewer.id, 'tenvorka', 20)],
    ['freelancer search, broad "developer"', '/search/freelancers/search?query=developer&limit=20', () => searchFreelancers(ctx, { query: 'developer', limit: 20 })],
    ['freelancer search, narrow "kubernetes"', '/search/freelancers/search?query=kubernetes&limit=20', () => searchFreelancers(ctx, { query: 'kubernetes', limit: 20 })],
  ];
  process.stdout.write(`${database.kind}, ${posts} posts, ${REQUESTS} requests per row, ${CONCURRENCY} at a time\n\n`);
  process.stdout.write('| what | HTTP req/s | HTTP p95 ms | HTTP p99 ms | direct req/s | direct p95 ms | HTTP / direct |\n|---|---|---|---|---|---|---|\n');
  for (const [name, url, direct] of cases) {
    const http = await measure(async () => {
      const res = await fetch(base + url, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
      await res.arrayBuffer();
      return res.ok;
    });
    const raw = await measure(async () => (await direct(), true));
    const f = (n: number) => n.toFixed(n < 10 ? 1 : 0);
    process.stdout.write(`| ${name} | ${f(http.rps)} | ${f(http.p95)} | ${f(http.p99)} | ${f(raw.rps)} | ${f(raw.p95)} | ${(http.rps / raw.rps).toFixed(2)} |${http.errors + raw.errors ? ` errors ${http.errors}/${raw.errors}` : ''}\n`);
  }
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
