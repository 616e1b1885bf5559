// npx tsx tests/load/posts-search-plan.ts: seeds some thousands of job posts, then prints
// the EXPLAIN ANALYZE plan and timing of the job search (GET /search/client_posts/search),
// to show it is answered from the GIN index on posts.search_vector.
// PGlite in memory by default; PLAN_DATABASE_URL=postgres://... for a PostgreSQL server
// (it creates and drops its own database there).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { BUDGETS, JOB_CATEGORIES } from '../../shared/constants';
import { connect } from '../../server/db/client';
import { posts, users } from '../../server/db/schema';
import { postSearchQuery } from '../../server/modules/search/client-posts';

const POSTS = Number(process.env.PLAN_POSTS ?? 10000);
const TERMS = (process.env.PLAN_TERMS ?? 'graphics-design,kubernetes,shopify landing,dev').split(',');
// A vocabulary as varied as real posts, so that one word matches about 1% of them.
const words = (
  'react angular vue svelte node django flask rails laravel spring kotlin swift flutter android ios unity unreal blender figma sketch ' +
  'photoshop illustrator indesign premiere aftereffects davinci logo brand identity packaging poster flyer banner infographic icon ' +
  'illustration animation motion storyboard voiceover podcast audio mixing mastering subtitles translation spanish german french ' +
  'copywriting blog article ebook ghostwriting proofreading editing resume newsletter seo backlinks keyword ads facebook instagram ' +
  'tiktok youtube linkedin email campaign funnel shopify woocommerce wordpress webflow wix magento stripe paypal crm hubspot salesforce ' +
  'zapier airtable notion excel sheets tableau powerbi looker sql postgres mysql mongodb redis kafka spark airflow pandas numpy ' +
  'pytorch tensorflow llm chatbot scraping automation selenium playwright cypress testing qa devops docker kubernetes terraform aws ' +
  'azure gcp linux nginx security pentest firewall network vpn cisco embedded arduino raspberry firmware pcb cad solidworks revit ' +
  'architecture interior landscape photography retouching product catalog dashboard landing portfolio marketplace booking chat maps'
).split(' ');
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

async function serverDatabase(baseUrl: string) {
  const name = `workify_plan_${randomUUID().replace(/-/g, '')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const server = process.env.PLAN_DATABASE_URL ? await serverDatabase(process.env.PLAN_DATABASE_URL) : null;
const database = await connect(server ? { url: server.url } : { memory: true });
const { db } = database;

const clients = Array.from({ length: 100 }, (_, i) => ({
  id: randomUUID(),
  fullName: `Client ${i}`,
  username: `plan_client_${i}`,
  email: `plan_client_${i}@example.com`,
  passwordHash: 'scrypt$16384$8$1$AAAA$AAAA',
}));
await db.insert(users).values(clients);
const rows = Array.from({ length: POSTS }, (_, i) => ({
  clientId: pick(clients, i).id,
  title: `${pick(words, i * 31 + 7)} ${pick(words, i * 17 + 3)} project ${i}`,
  description: `We need help with ${pick(words, i * 53 + 1)} and ${pick(words, i * 71 + 2)}. Long-term work for the right person.`,
  budget: pick(BUDGETS, i),
  category: pick(JOB_CATEGORIES, i),
  tags: [pick(words, i * 13 + 5), pick(words, i * 29 + 11)],
  createdAt: new Date(Date.now() - i * 60_000),
}));
for (let i = 0; i < rows.length; i += 500) await db.insert(posts).values(rows.slice(i, i + 500));
await db.execute(sql`ANALYZE posts`);
await db.execute(sql`ANALYZE users`);

const output: string[] = [`${database.kind}: ${POSTS} posts`];
for (const term of TERMS) {
  const query = postSearchQuery(db, null, term, 20)!;
  const { sql: text, params } = query.toSQL();
  const explain = sql.join([sql.raw('EXPLAIN (ANALYZE, COSTS, BUFFERS) '), sql.raw(text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1]).replace(/'/g, "''")}'`))]);
  const result = (await db.execute(explain)) as unknown as { rows: Record<string, string>[] };
  output.push('', `-- search "${term}"`, ...result.rows.map((r) => Object.values(r)[0]!));
}
process.stdout.write(output.join('\n') + '\n');
await database.close();
await server?.drop();
