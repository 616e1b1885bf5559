// npx tsx tests/load/posts-search-plan.ts: prints the EXPLAIN ANALYZE plan and timing of every
// statement the post and freelancer searches run (one per result tier), for broad and narrow
// words, so a regression (a full ranking, a sequential scan) is easy to see.
// PLAN_DATABASE_URL=postgres://... reads a database already filled by `npm run seed`
// (e.g. a million posts), PLAN_PGLITE_DIR=tmp/bench/pglite-1000000 a PGlite one that
// `npm run bench` filled; without either, seeds PLAN_POSTS (10000) posts into PGlite in memory.
// PLAN_TERMS and PLAN_PEOPLE (comma-separated) replace the words searched.
import { sql, type SQL } from 'drizzle-orm';
import { connect } from '../../server/db/client';
import { walkLimit } from '../../server/modules/search/bounded';
import { tierStatement, type SearchSource, type SearchTier } from '../../server/modules/search/tier-statement';
import { postSearchFilters, postSource } from '../../server/modules/search/client-posts';
import { freelancerSearchFilters, freelancerSource } from '../../server/modules/search/freelancer-search';
import { seedData } from './seed-data';

const POSTS = Number(process.env.PLAN_POSTS ?? 10000);
const POST_TERMS = (process.env.PLAN_TERMS ?? 'developer,react,dev,kubernetes,graphics-design,tenvorka').split(',');
const PEOPLE_TERMS = (process.env.PLAN_PEOPLE ?? 'developer,react node,tenvorka').split(',');

const { PLAN_DATABASE_URL, PLAN_PGLITE_DIR } = process.env;
const database = await connect(
  PLAN_DATABASE_URL ? { url: PLAN_DATABASE_URL } : PLAN_PGLITE_DIR ? { dataDir: PLAN_PGLITE_DIR } : { memory: true },
);
const { db } = database;
if (!PLAN_DATABASE_URL && !PLAN_PGLITE_DIR) await seedData(db, { posts: POSTS, users: POSTS / 10, gigs: 0 });
const rows = async (table: string) => (await count(table)).rows[0]!.n;
const count = (table: string) =>
  db.execute(sql.raw(`select count(*)::int as n from ${table}`)) as unknown as Promise<{ rows: { n: number }[] }>;

async function explain(label: string, statement: SQL) {
  const result = (await db.execute(sql`explain (analyze, costs off, buffers) ${statement}`)) as unknown as {
    rows: Record<string, string>[];
  };
  const lines = result.rows.map((r) => Object.values(r)[0]!);
  process.stdout.write(
    `\n-- ${label}: ${lines.find((l) => l.startsWith('Execution Time')) ?? ''}\n${lines.join('\n')}\n`,
  );
}

async function plans(
  kind: string,
  source: SearchSource,
  terms: string[],
  filtersOf: (t: string) => SearchTier[] | null,
) {
  for (const term of terms) {
    const filters = filtersOf(term)!;
    const walk = walkLimit(await rows(source.name), 21);
    for (let tier = 0; tier < filters.length; tier += 1)
      await explain(
        `${kind} "${term}", tier ${tier + 1}, first page, walk ${walk}`,
        tierStatement(source, filters, tier, undefined, 21, walk),
      );
  }
}

process.stdout.write(
  `${database.kind}: ${(await count('posts')).rows[0]!.n} posts, ${(await count('users')).rows[0]!.n} users\n`,
);
await plans('posts', postSource, POST_TERMS, postSearchFilters);
await plans('freelancers', freelancerSource, PEOPLE_TERMS, freelancerSearchFilters);
await database.close();
