// npm run bench:alerts [-- --searches 100000 --posts 200 --digest-people 100000], or npm run bench -- --alerts
// Saved-search alerts at scale (issue 35): N saved searches with alerts on PostgreSQL, then the
// time alertSearches takes per new post (p50, p95; goal: 50 ms p95 at 100,000), and one daily
// digest run over everyone with matches (minutes, bounded memory: it reads people in batches).
// A benchmark, not a test: CI does not run it. Uses a fresh database workify_bench_alerts on
// BENCH_SERVER_URL (default the local server), dropped at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createHash } from 'node:crypto';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connect, selectRows } from '../../server/db/client';
import { matchAlerts, writeAlerts } from '../../server/modules/saved-searches/alerts';
import { runDigest } from '../../server/modules/saved-searches/digest';

const PER_PERSON = 5;
const EXISTING_POSTS = 20_000;
const WARM_UP = 20;
/** Every post's budget, "100-200", as the columns store it (migration 0056), in the database's own currency. */
const BENCH_BUDGET =
  '100 * marketplace_minor_per_unit(), 200 * marketplace_minor_per_unit(), marketplace_row_currency()';
const server = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'workify_bench_alerts';

async function admin(statement: string) {
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  await c.query(statement);
  await c.end();
}

const collect = () => (globalThis as { gc?: () => void }).gc?.();
const out = (line: string) => process.stdout.write(`${line}\n`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Seeds `searches` saved searches, times alerts for `posts` new posts, then one digest run for `digestPeople` more. */
export async function alertsBench({
  searches: SEARCHES = 100_000,
  posts: POSTS = 200,
  digestPeople: DIGEST_PEOPLE = 100_000,
} = {}) {
  await admin(`drop database if exists ${NAME} with (force)`);
  await admin(`create database ${NAME}`);
  const url = new URL(server);
  url.pathname = `/${NAME}`;
  const database = await connect({ url: url.toString() });
  // The digest's mails go to this folder's outbox, removed at the end.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'workify-bench-alerts-'));
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url.toString(), DATA_DIR: dataDir }),
    database,
  });
  const { db } = app.ctx;
  try {
    // A vocabulary of 3,000 made-up words ("w" and 8 hex digits of the word's number's md5), used
    // Zipf-like: a few common, most rare. Random letters, so no two words are close by chance.
    const word = (expr: string) =>
      `'w' || left(md5(floor(3000 * power(random(), 2))::int::text), 8)`.replace('random()', expr);
    const people = Math.ceil(SEARCHES / PER_PERSON);
    let t0 = Date.now();
    await db.execute(
      sql.raw(
        `insert into users (full_name, username, email, password_hash, is_client) select 'Bench ' || i, 'bench_' || i, 'bench_' || i || '@example.com', 'x', i % 2 = 0 from generate_series(1, ${people}) i`,
      ),
    );
    // The marketplace already lists jobs (EXISTING_POSTS, the same words): ANALYZE's statistics of
    // their words tell a saved search which of its words is rarest (lexeme_frequency, its anchor).
    const [{ id: poster }] = await selectRows<{ id: string }>(db, sql`select id from users where username = 'bench_2'`);
    await db.execute(
      sql.raw(`insert into posts (client_id, title, description, budget_min_minor, budget_max_minor, currency, category, tags, created_at)
        select '${poster}', array_to_string(d.words[1:6], ' '), array_to_string(d.words[7:25], ' '), ${BENCH_BUDGET}, 'Web Development', '{}', now() - interval '1 day'
        from generate_series(1, ${EXISTING_POSTS}) g
        cross join lateral (select array_agg(${word('random() + 0*g + 0*k')}) as words from generate_series(1, 25) k) d`),
    );
    await db.execute(sql`analyze posts`);
    await db.execute(
      sql.raw(`create temp table vocabulary as select w, lexeme_frequency('posts', w) as frequency
        from (select 'w' || left(md5(i::text), 8) as w from generate_series(0, 2999) i) v`),
    );
    // Two words each; anchored as searchAnchors does: the rarer in the listings, else the first.
    await db.execute(
      sql.raw(`insert into saved_searches (user_id, kind, name, query, filters, alert, anchors, required)
        select u.id, 'jobs', 'Search ' || n, q.w1 || ' ' || q.w2, '{}'::jsonb, case when n % 3 = 0 then 'daily' else 'instant' end,
          array[case when (select frequency from vocabulary where w = q.w2) < (select frequency from vocabulary where w = q.w1) then q.w2 else q.w1 end],
          array[q.w1, q.w2]
        from (select id, row_number() over () as r from users where username like 'bench_%') u
        cross join generate_series(1, ${PER_PERSON}) n
        cross join lateral (select ${word('random() + 0*n + 0*u.r')} as w1, ${word('random() + 0*n + 0*u.r')} as w2) q`),
    );
    // One in twenty was misspelt and found nothing when saved: its words are matched loosely (typo_text).
    await db.execute(
      sql.raw(
        `update saved_searches set typo_text = regexp_replace(query, '(^| )(w...).', '\\1\\2z', 'g') where user_id in (select id from users where username like 'bench_%') and hashtext(id::text) % 20 = 0`,
      ),
    );
    await db.execute(sql`analyze saved_searches`);
    await db.execute(sql`analyze users`);
    out(`seeded ${people} people and ${SEARCHES} saved searches in ${Date.now() - t0} ms`);

    const times: number[] = [];
    const matching: number[] = [];
    let alerted = 0;
    // The first few run cold (statements prepared, caches filled): WARM_UP posts are not timed.
    for (let i = 0; i < WARM_UP + POSTS; i += 1) {
      const words = Array.from(
        { length: 25 },
        () =>
          `w${createHash('md5')
            .update(String(Math.floor(3000 * Math.random() ** 2)))
            .digest('hex')
            .slice(0, 8)}`,
      );
      const [post] = await selectRows<{ id: string }>(
        db,
        sql`insert into posts (client_id, title, description, budget_min_minor, budget_max_minor, currency, category, tags) values (${poster}, ${words.slice(0, 6).join(' ')}, ${words.slice(6).join(' ')}, ${sql.raw(BENCH_BUDGET)}, 'Web Development', '{}') returning id`,
      );
      const target = { type: 'post' as const, id: post!.id };
      const start = performance.now();
      const alerts = await matchAlerts(app.ctx, target);
      const matchedAt = performance.now();
      if (alerts) await writeAlerts(app.ctx, target, alerts);
      if (i < WARM_UP) continue;
      matching.push(matchedAt - start);
      times.push(performance.now() - start);
      alerted += alerts?.byPerson.size ?? 0;
    }
    const figures = (ms: number[]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
    };
    out(
      `alerts for ${POSTS} new posts (after ${WARM_UP} untimed) at ${SEARCHES} saved searches: matched in ${figures(matching)} (goal 50 ms p95); with the alert rows and bells written, ${figures(times)}; ${alerted} people alerted`,
    );

    // The digest at scale: DIGEST_PEOPLE more people, each with three daily matches waiting among
    // the existing posts (one in a hundred with sixty, more than a mail lists), then one run.
    t0 = Date.now();
    await db.execute(
      sql.raw(
        `insert into users (full_name, username, email, password_hash) select 'Digest ' || i, 'digest_' || i, 'digest_' || i || '@example.com', 'x' from generate_series(1, ${DIGEST_PEOPLE}) i`,
      ),
    );
    await db.execute(
      sql.raw(`insert into search_alerts (user_id, target_type, target_id, search_name, mode, created_at)
        select u.id, 'post', p.ids[1 + (u.r * 7 + k * 331) % array_length(p.ids, 1)], 'Search ' || k, 'daily', now() - interval '1 hour'
        from (select id, row_number() over () as r from users where username like 'digest_%') u
        cross join (select array_agg(id) as ids from posts) p
        cross join lateral generate_series(1, case when u.r % 100 = 0 then 60 else 3 end) k`),
    );
    await db.execute(sql`analyze search_alerts`);
    out(`seeded ${DIGEST_PEOPLE} more people with daily matches waiting in ${Date.now() - t0} ms`);
    t0 = Date.now();
    // Garbage from the seeding collected first (bench:alerts runs node with --expose-gc), so the
    // figures are the digest's own: its peak, and what it left alive (bounded: none of it per person).
    collect();
    const rss0 = process.memoryUsage().rss;
    const heap0 = process.memoryUsage().heapUsed;
    let [peak, heapPeak] = [rss0, heap0];
    const sampler = setInterval(() => {
      const { rss, heapUsed } = process.memoryUsage();
      [peak, heapPeak] = [Math.max(peak, rss), Math.max(heapPeak, heapUsed)];
    }, 100);
    const { mailed, failed } = await runDigest(app.ctx, new Date(Date.now() + 60_000));
    clearInterval(sampler);
    collect();
    const live = process.memoryUsage().heapUsed - heap0;
    const seconds = (Date.now() - t0) / 1000;
    out(
      `digest: ${mailed} people mailed (${failed} failed) in ${seconds.toFixed(1)} s, ${(mailed / seconds).toFixed(0)} a second; peak rss +${((peak - rss0) / 1e6).toFixed(0)} MB, peak JS heap +${((heapPeak - heap0) / 1e6).toFixed(0)} MB, left alive ${(live / 1e6).toFixed(0)} MB`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (!process.env.BENCH_KEEP) await admin(`drop database if exists ${NAME} with (force)`);
  }
}

// Run on its own (npm run bench:alerts), not when npm run bench -- --alerts imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { searches: { type: 'string' }, posts: { type: 'string' }, 'digest-people': { type: 'string' } },
  });
  await alertsBench({
    searches: Number(values.searches ?? 100_000),
    posts: Number(values.posts ?? 200),
    digestPeople: Number(values['digest-people'] ?? 100_000),
  });
}
