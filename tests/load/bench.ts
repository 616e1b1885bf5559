// npm run bench: seeds a marketplace of realistic size, then measures the hot read paths
// over real HTTP with concurrent clients. PGlite by default; BENCH_DATABASE_URL for a
// PostgreSQL server. Prints requests/s and latency percentiles per endpoint, and the
// query plans of the searches. Bounded: fixed request counts against 127.0.0.1 only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { BUDGETS, GIG_CATEGORIES, JOB_CATEGORIES, PROFESSIONS } from '../../shared/constants';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connect } from '../../server/db/client';
import { gigs, posts, users } from '../../server/db/schema';

const USERS = Number(process.env.BENCH_USERS ?? 2000);
const POSTS = Number(process.env.BENCH_POSTS ?? 10000);
const GIGS = Number(process.env.BENCH_GIGS ?? 5000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const words = ['react', 'developer', 'logo', 'design', 'python', 'data', 'mobile', 'writer', 'marketing', 'seo', 'video', 'cloud', 'api', 'shop', 'brand'];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

async function seed(db: Awaited<ReturnType<typeof connect>>['db']) {
  const userRows = Array.from({ length: USERS }, (_, i) => ({
    id: randomUUID(),
    fullName: `Person ${i} ${pick(words, i * 7)}`,
    username: `bench_${i}`,
    email: `bench_${i}@example.com`,
    passwordHash: 'scrypt$16384$8$1$AAAA$AAAA',
    isClient: i % 2 === 0,
    profession: i % 2 === 0 ? null : pick(PROFESSIONS, i),
    skills: i % 2 === 0 ? [] : [pick(words, i), pick(words, i + 3)],
  }));
  for (let i = 0; i < userRows.length; i += 500) await db.insert(users).values(userRows.slice(i, i + 500));
  const clients = userRows.filter((u) => u.isClient);
  const freelancers = userRows.filter((u) => !u.isClient);
  const postRows = Array.from({ length: POSTS }, (_, i) => ({
    clientId: pick(clients, i).id,
    title: `${pick(words, i)} ${pick(words, i * 3 + 1)} project ${i}`,
    description: `We need help with ${pick(words, i * 5)} and ${pick(words, i * 11)}. Long-term work for the right person.`,
    budget: pick(BUDGETS, i),
    category: pick(JOB_CATEGORIES, i),
    tags: [pick(words, i * 2), pick(words, i * 13)],
    createdAt: new Date(Date.now() - i * 60_000),
  }));
  for (let i = 0; i < postRows.length; i += 500) await db.insert(posts).values(postRows.slice(i, i + 500));
  const gigRows = Array.from({ length: GIGS }, (_, i) => ({
    userId: pick(freelancers, i).id,
    title: `I will do ${pick(words, i)} ${pick(words, i * 7 + 2)}`,
    category: pick(GIG_CATEGORIES, i).value,
    desc: 'A careful job, delivered on time.',
    coverKey: 'public/gigs/00000000-0000-4000-8000-000000000000.webp',
    shortTitle: 'Basic',
    shortDesc: 'One thing done well',
    price: 10 + (i % 490),
    deliveryTime: 1 + (i % 14),
    revisionNumber: i % 5,
    sales: i % 97,
    totalStars: i % 50,
    starNumber: i % 11,
    createdAt: new Date(Date.now() - i * 30_000),
  }));
  for (let i = 0; i < gigRows.length; i += 500) await db.insert(gigs).values(gigRows.slice(i, i + 500));
}

async function measure(base: string, name: string, url: string, cookie = '') {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const res = await fetch(base + url, { headers: { cookie } });
        await res.arrayBuffer();
        if (!res.ok) errors += 1;
        times.push(performance.now() - t0);
      }
    }),
  );
  const secs = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  process.stdout.write(`${name.padEnd(34)} ${(times.length / secs).toFixed(0).padStart(6)} req/s   p50 ${p(0.5)} ms   p95 ${p(0.95)} ms   p99 ${p(0.99)} ms   errors ${errors}\n`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'workify-bench-'));
const database = await connect(process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL } : { memory: true });
const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'none') }), database });
try {
  process.stdout.write(`Seeding ${USERS} users, ${POSTS} posts, ${GIGS} gigs into ${database.kind}…\n`);
  await seed(database.db);
  await database.db.execute(sql`ANALYZE`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
  process.stdout.write(`${REQUESTS} requests per endpoint, ${CONCURRENCY} at a time\n\n`);
  await measure(base, 'GET /health', '/health');
  const form = new FormData();
  for (const [k, v] of Object.entries({ fullName: 'Bench Freelancer', username: 'bench_me', email: 'bench_me@example.com', password: 'bench password', isClient: 'false', profession: 'Web Developer' })) form.set(k, v);
  await fetch(`${base}/users/register`, { method: 'POST', body: form });
  const login = await fetch(`${base}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench_me@example.com', password: 'bench password' }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  await measure(base, 'GET /posts/allposts (freelancer)', '/posts/allposts?limit=20', cookie);
  await measure(base, 'GET /search/client_posts ?query=react', '/search/client_posts/search?query=react&limit=20');
  await measure(base, 'GET /search/client_posts ?query=dev', '/search/client_posts/search?query=dev&limit=20');
  await measure(base, 'GET /search/freelancers ?query=developer', '/search/freelancers/search?query=developer&limit=20');
  await measure(base, 'GET /gigs ?category=web&sort=sales', '/gigs?category=web&sort=sales&limit=24');
  await measure(base, 'GET /gigs ?min=50&max=200&sort=createdAt', '/gigs?min=50&max=200&sort=createdAt&limit=24');
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
