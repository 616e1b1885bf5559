// Big, realistic data built inside the database (generate_series), not row by row:
// a million posts take about a minute on a PostgreSQL server.
// Word frequencies look like a job board: each text draws its words from a Zipf-like
// distribution over a 5000-word vocabulary (word k is drawn with probability ~ k^-2/3),
// so the top words ('developer', 'react', ...) are in about half of all descriptions
// and most words are in well under 1% of posts.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { BUDGETS, GIG_CATEGORIES, JOB_CATEGORIES, PROFESSIONS } from '../../shared/constants';

const COMMON = (
  'developer react web design website app data python build wordpress marketing mobile logo seo content javascript shopify ' +
  'writer video api node typescript ecommerce graphic social media android ios frontend backend fullstack database ' +
  'cloud aws devops brand landing page email product copywriting blog article sales lead research excel analysis ' +
  'dashboard automation scraping testing ui ux figma illustrator photoshop animation editing translation support ' +
  'assistant virtual admin bookkeeping accounting finance legal consultant strategy ads facebook instagram tiktok ' +
  'youtube linkedin google analytics tableau sql postgres mysql mongodb firebase flutter swift kotlin unity game ' +
  'chatbot llm openai machine learning ai vue angular nextjs laravel django flask rails php java golang rust docker ' +
  'kubernetes terraform azure linux security network embedded arduino cad architecture interior photography podcast ' +
  'audio voiceover music subtitles spanish german french proofreading resume newsletter crm hubspot salesforce zapier ' +
  'airtable notion stripe paypal woocommerce webflow wix magento booking marketplace portfolio maps chat solidworks'
).split(' ');
const SYLLABLES = 'ka lo mi ra ten vor quil sen dra po bel tas mur fin zo ge lum rix'.split(' ');
// People are named like people (a name tier must not be filled by job words): a first name and
// a surname, the commoner ones first, drawn with the same Zipf-like skew.
const FIRST_NAMES = (
  'James Maria John Anna Michael Sofia David Emma Daniel Olivia Ahmed Fatima Wei Mei Carlos Lucia Ivan Olga Piotr Kasia ' +
  'Juan Ana Luca Giulia Noah Mia Liam Chloe Ethan Zoe Raj Priya Kenji Yuki Omar Leila Pedro Camila Jonas Lea ' +
  'Tomasz Agnieszka Mateo Valentina Samuel Ursula Hugo Ines Felix Nora Arjun Aisha Diego Elena Viktor Irina Marek Ewa Oscar Alma'
).split(' ');
const SURNAMES = (
  'Smith Garcia Nowak Muller Rossi Silva Kim Chen Wang Lopez Martin Brown Ivanova Jones Tanaka Khan Patel Singh Santos Costa ' +
  'Fischer Weber Dubois Moreau Bianchi Romano Novak Horvat Nielsen Hansen Jensen Larsen Berg Lindqvist Virtanen Korhonen ' +
  'Kowalski Wisniewski Wojcik Kaminski Lewandowski Zielinski Szymanski Dabrowski Kozlowski Jankowski Mazur Krawczyk ' +
  'Popescu Ionescu Papadopoulos Yilmaz Kaya Demir Cohen Levi Mensah Okafor Adeyemi Nkosi Haddad Nasser Rahman Hossain ' +
  'Nguyen Tran Pham Sato Suzuki Takahashi Park Lee Choi Gupta Sharma Reddy Fernandes Oliveira Pereira Almeida Ramos Torres ' +
  'Flores Rivera Gomez Diaz Morales Ortiz Castro Vargas Herrera Medina Aguilar Rojas Mendoza Ruiz Alvarez Romero Navarro'
).split(' ');

// Freelancers live in these countries (ISO codes, as users.country stores them), the first ones
// most often (the same skew as the words), and speak English and maybe one more: what the
// freelancer search filters read.
const COUNTRIES = 'US IN PK UA PH PL BR NG GB DE BD EG KE RO RS AR MX ES VN ID CA FR IT PT TR IS'.split(' ');
const LANGUAGES = 'Spanish Hindi Urdu Ukrainian Polish Portuguese German French Arabic Romanian'.split(' ');

/** Gigs that get reviews (see seedData). */
const REVIEWED_GIGS = 50_000;

// Real job-board words first (the most frequent), then made-up rare ones up to this many.
const VOCABULARY_SIZE = 5000;

export interface SeedSize {
  posts: number;
  users: number;
  gigs: number;
}

const run = (db: Db, statement: ReturnType<typeof sql>) => db.execute(statement);
const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

/**
 * `count` Zipf-like words (ranks below `v`), different for every row: `count` must mention
 * the outer row (e.g. `g % 3 + 2`) so Postgres draws again for every row instead of once.
 * The word is computed, not looked up in a 5000-element array: Postgres walks an array of
 * text from its start on every subscript, which made a million posts take a quarter hour.
 */
const words = (v: number, count: ReturnType<typeof sql>) => {
  const common = textArray(COMMON);
  const syl = textArray(SYLLABLES);
  const n = SYLLABLES.length;
  return sql`array_to_string(array(select case when k < ${COMMON.length} then (${common})[k + 1] else
      (${syl})[1 + (k - ${COMMON.length}) % ${n}] || (${syl})[1 + ((k - ${COMMON.length}) / ${n}) % ${n}] || (${syl})[1 + ((k - ${COMMON.length}) / ${n * n}) % ${n}] end
    from (select floor(${v} * random() ^ 3)::int as k from generate_series(1, ${count})) d), ' ')`;
};

interface IndexDefinition {
  indexname: string;
  indexdef: string;
}

/**
 * Filling a GIN index row by row is most of the cost of a big insert, and a pending list
 * (fastupdate) would leave the index unlike a live one; building indexes afterwards is far
 * cheaper and gives what a live index holds. Unique indexes stay (conflicts need them).
 */
async function dropIndexes(db: Db, table: string): Promise<IndexDefinition[]> {
  const found = (await db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename = ${table} and indexdef not like '%UNIQUE%'`,
  )) as unknown as { rows: IndexDefinition[] };
  for (const { indexname } of found.rows) await run(db, sql`drop index ${sql.identifier(indexname)}`);
  return found.rows;
}

/** Rebuilds what dropIndexes took, with the same definitions (storage options included). */
async function createIndexes(db: Db, indexes: IndexDefinition[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const { indexdef } of indexes) await tx.execute(sql.raw(indexdef));
  });
}

/** Users (half clients, half freelancers), posts, gigs with reviews, conversations with messages; ids and times are spread over two years. */
export async function seedData(db: Db, size: SeedSize, log: (line: string) => void = () => undefined) {
  const v = VOCABULARY_SIZE;
  const started = Date.now();
  const step = (what: string) => log(`${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  const userIndexes = await dropIndexes(db, 'users');
  await run(
    db,
    sql`create temp table seed_users as select gen_random_uuid() as id, g, g % 2 = 1 as is_client from generate_series(1, ${size.users}) g`,
  );
  await run(
    db,
    sql`insert into users (id, full_name, username, email, password_hash, is_client, profession, skills, country, languages, is_verified, created_at)
      select id, (${textArray(FIRST_NAMES)})[1 + floor(${FIRST_NAMES.length} * random() ^ 2)::int] || ' ' || (${textArray(SURNAMES)})[1 + floor(${SURNAMES.length} * random() ^ 2 + g * 0)::int], 'seed_' || g, 'seed_' || g || '@example.com',
        'scrypt$16384$8$1$AAAA$AAAA', is_client,
        case when is_client then null else (${textArray(PROFESSIONS)})[1 + g % ${PROFESSIONS.length}] end,
        case when is_client then '{}'::text[] else string_to_array(${words(v, sql`3 + g * 0`)}, ' ') end,
        (${textArray(COUNTRIES)})[1 + floor(${COUNTRIES.length} * random() ^ 2 + g * 0)::int],
        case when g % 3 = 0 then '{English}'::text[] else array['English', (${textArray(LANGUAGES)})[1 + g % ${LANGUAGES.length}]] end,
        -- One freelancer in twenty holds the verified badge.
        not is_client and g % 20 = 2,
        now() - (g * interval '1 minute') * (730 * 1440.0 / ${size.users})
      from seed_users
      order by g desc`,
  );
  step(`${size.users} users`);
  await run(
    db,
    sql`create temp table seed_clients as select row_number() over () as n, id from seed_users where is_client`,
  );
  await run(
    db,
    sql`create temp table seed_freelancers as select row_number() over () as n, id from seed_users where not is_client`,
  );
  const clients = Math.ceil(size.users / 2);
  const freelancers = Math.floor(size.users / 2);

  const postIndexes = await dropIndexes(db, 'posts');
  await db.transaction(async (tx) => {
    // Every client_id is taken from seed_clients, so the per-row foreign key check can be skipped.
    await tx.execute(sql`set local session_replication_role = replica`);
    await run(
      tx as unknown as Db,
      sql`insert into posts (client_id, title, description, budget_min_minor, budget_max_minor, currency, category, tags, created_at)
      select c.id,
        initcap(${words(v, sql`2 + g % 3`)}),
        'We are looking for ' || ${words(v, sql`6 + g % 5`)} || '. The work includes ' || ${words(v, sql`5 + g % 4`)} || '. Please share similar projects.',
        -- A budget range's bounds in minor units of the database's currency (migration 0056).
        split_part((${textArray(BUDGETS)})[1 + g % ${BUDGETS.length}], '-', 1)::bigint * marketplace_minor_per_unit(),
        split_part((${textArray(BUDGETS)})[1 + g % ${BUDGETS.length}], '-', 2)::bigint * marketplace_minor_per_unit(),
        marketplace_row_currency(),
        (${textArray(JOB_CATEGORIES)})[1 + g % ${JOB_CATEGORIES.length}],
        string_to_array(${words(v, sql`2 + g * 0`)}, ' '),
        now() - (g * interval '1 minute') * (730 * 1440.0 / ${size.posts})
      from generate_series(1, ${size.posts}) g join seed_clients c on c.n = 1 + g % ${clients}
      -- Oldest first, as a board fills up: the table's physical order follows created_at.
      order by g desc`,
    );
  });
  step(`${size.posts} posts`);
  await createIndexes(db, postIndexes);
  step('posts indexed');

  const categories = GIG_CATEGORIES.map((c) => c.value);
  // As for posts: the gigs' indexes (three GIN among them) are built once the rows are in.
  const gigIndexes = await dropIndexes(db, 'gigs');
  await run(
    db,
    sql`insert into gigs (user_id, title, category, "desc", cover_key, short_title, short_desc, price_minor, currency, delivery_time, revision_number, sales, total_stars, star_number, created_at)
      select f.id, 'I will do ' || ${words(v, sql`3 + g * 0`)}, (${textArray(categories)})[1 + g % ${categories.length}],
        'A careful job: ' || ${words(v, sql`12 + g * 0`)}, 'public/gigs/00000000-0000-4000-8000-000000000000.webp',
        'Basic', 'One thing done well', (10 + g % 490) * marketplace_minor_per_unit(), marketplace_row_currency(), 1 + g % 14, g % 5, g % 97, 0, 0,
        now() - (g * interval '1 minute') * (730 * 1440.0 / ${size.gigs})
      from generate_series(1, ${size.gigs}) g join seed_freelancers f on f.n = 1 + g % ${freelancers}
      order by g desc`,
  );
  await createIndexes(db, gigIndexes);
  step(`${size.gigs} gigs indexed`);
  // Up to 8 reviews per gig from different clients, for the first REVIEWED_GIGS gigs (a million
  // gigs would mean five million reviews, and only the reviews row reads them).
  await run(
    db,
    sql`insert into reviews (gig_id, seller_id, user_id, "desc", star, created_at)
      select gg.id, gg.user_id, c.id, 'Great work on ' || ${words(v, sql`4 + r * 0`)}, 1 + (r + gg.k) % 5, now() - r * interval '1 day'
      from (select id, user_id, row_number() over () as k from gigs limit ${REVIEWED_GIGS}) gg
      cross join generate_series(0, 7) r
      join seed_clients c on c.n = 1 + (gg.k * 8 + r) % ${clients}
      where (gg.k + r) % 3 <> 0
      on conflict do nothing`,
  );
  await run(
    db,
    sql`update gigs g set total_stars = s.total, star_number = s.n from (select gig_id, sum(star)::int total, count(*)::int n from reviews group by gig_id) s where s.gig_id = g.id`,
  );
  // The freelancers' ratings, as reviews keep them (migration 0042): every review is shown.
  await run(
    db,
    sql`update users u set review_stars = s.total, review_count = s.n from (select seller_id, sum(star)::int total, count(*)::int n from reviews group by seller_id) s where s.seller_id = u.id`,
  );
  // Only now: the rating update above would otherwise write every users index (three of them GIN) row by row.
  await createIndexes(db, userIndexes);
  step('users indexed');
  step(`${size.gigs} gigs with reviews`);

  // Conversations between client k and freelancer k, and as many messages as posts spread over
  // them (about 40 each at the default sizes), newest last, each side writing in turn.
  const pairs = Math.min(clients, freelancers, Math.max(1, Math.ceil(size.posts / 40)));
  await run(
    db,
    sql`insert into conversations (id, client_id, freelancer_id, last_message, created_at, updated_at)
      select f.id::text || c.id::text, c.id, f.id, 'Thanks, talk soon', now() - interval '30 days', now() - (c.n * interval '1 minute')
      from seed_clients c join seed_freelancers f on f.n = c.n where c.n <= ${pairs}`,
  );
  await run(
    db,
    sql`insert into messages (conversation_id, user_id, "desc", created_at)
      select f.id::text || c.id::text, case when g % 2 = 0 then c.id else f.id end, initcap(${words(v, sql`4 + g % 6`)}) || '.',
        now() - interval '30 days' + (g / ${pairs}) * interval '1 minute'
      from generate_series(1, ${size.posts}) g
      join seed_clients c on c.n = 1 + g % ${pairs} join seed_freelancers f on f.n = c.n`,
  );
  step(`${pairs} conversations, ${size.posts} messages`);
  await run(db, sql`drop table seed_users, seed_clients, seed_freelancers`);
  // The posts went in with triggers off (session_replication_role): their words and lexemes, and everyone's, in one pass (0053, 0054).
  await run(db, sql`select typo_words_fill(), search_lexemes_fill()`);
  step('typo words and search lexemes');
  // As autovacuum leaves a live table: statistics, and pages marked all-visible (so a walk of a
  // covering index, as a freelancer search's, reads no table row; migration 0058).
  await run(db, sql`vacuum analyze`);
  step('vacuumed and analyzed');
}
