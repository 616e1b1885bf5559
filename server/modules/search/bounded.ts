import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { fieldError } from '../../platform/errors';
import { beforeTimeCursor, timeKey } from '../../platform/keyset';
import { encodeCursor, type Cursor } from '../../platform/pagination';

/**
 * Search whose cost does not grow with the number of matches.
 *
 * Results come in tiers (e.g. title matches, then any match), newest first inside a tier.
 * That order needs no ranking: each tier is read by walking the (created_at DESC, id DESC)
 * index from the cursor and testing each row, stopping once a page is full. A broad word
 * (half of all posts) fills a page within a few dozen rows. The walk is capped; when it
 * comes back short the word is rare among recent rows, and the same tier is answered from
 * the GIN index instead (few matches, so sorting them is cheap). Both branches live in one
 * statement; a one-time filter runs only the one that is needed.
 *
 * The cap balances the two branches' worst cases. Walking costs about the same per row as
 * the GIN branch costs per match, so for a table of n rows and a page of p a word that just
 * misses the walk (it needs about p / w of the rows, so at most n * p / w matches) costs w
 * rows walked plus n * p / w matches sorted: least when w = sqrt(n * p). A small table thus
 * goes to its index early instead of walking most of itself first.
 */
const MIN_WALK = 256;
const MAX_WALK = 8192;
const TABLE_SIZE_TTL_MS = 60_000;

export interface SearchSource {
  /** The table (as SQL, and its name) and an optional literal scope such as `is_client = false`. */
  table: SQL;
  name: string;
  scope?: SQL;
  time: AnyColumn;
  id: AnyColumn;
  /** The order inside a tier, when not newest first (gigs: best selling, price, rating). */
  order?: SearchOrder;
  /**
   * What every row must also satisfy (a price range, a category). It is tested on each walked
   * row, like the tier's own condition, so the walk still reads at most its cap of rows.
   */
  filter?: SQL;
  /** Names the order and filter in the rare-word memo: a word rare under a narrow filter is not rare without it. */
  memo?: string;
}

/** The order a tier is read in: the walk follows an index, the GIN branch sorts its few matches. */
export interface SearchOrder {
  /** The sort key as the cursor carries it (selected as `cursor_time`, whatever its kind). */
  cursorKey: SQL;
  /** ORDER BY spelled as the index is, so the walk reads the index. */
  walk: SQL;
  /** The same order in a form the planner cannot answer from that index (the GIN branch). */
  sorted: SQL;
  /** Rows after a cursor's key and id. */
  after: (key: string, id: string) => SQL;
}

/** A result tier: `match` decides membership; `gin`, when given, is an equivalent condition a narrower GIN index answers. */
export interface SearchTier {
  match: SQL;
  gin?: SQL;
}

/** The (time DESC, id DESC) order the walks read, spelled as the index is (NULLS LAST) so they use it. */
export const newestFirst = (time: AnyColumn, id: AnyColumn) => sql`order by ${time} desc nulls last, ${id} desc nulls last`;

/** Newest first: the order of every search unless the source says otherwise. */
export const newestOrder = (time: AnyColumn, id: AnyColumn): SearchOrder => ({
  cursorKey: timeKey(time),
  walk: newestFirst(time, id),
  // "+ interval '0'" keeps the planner off the time index: this branch runs only for rare words
  sorted: sql`order by ${time} + interval '0 s' desc, ${id} desc`,
  after: (key, at) => beforeTimeCursor(time, id, { key, id: at })!,
});

/** Cursor key is `tier|time`; the time and id are validated by the keyset helper. */
export function decodeTierCursor(cursor: Cursor | undefined, tiers: number): { tier: number; at: Cursor } | undefined {
  if (!cursor) return undefined;
  const match = typeof cursor.key === 'string' ? /^(\d)\|(.+)$/.exec(cursor.key) : null;
  const tier = Number(match?.[1]);
  if (!match || tier >= tiers) throw fieldError('cursor', 'invalid pagination cursor');
  return { tier, at: { key: match[2]!, id: cursor.id } };
}

export const tierCursor = (hit: { id: string; tier: number; cursorTime: string }) => encodeCursor({ key: `${hit.tier}|${hit.cursorTime}`, id: hit.id });


// Per database: a process that talks to two (the bench, tests) must not size one's walks by the other's tables.
const tableSizes = new WeakMap<Db, Map<string, { rows: number; at: number }>>();

/** The planner's row estimate of the table (kept a minute: it only has to be roughly right). */
async function tableRows(db: Db, name: string): Promise<number> {
  const sizes = tableSizes.get(db) ?? new Map<string, { rows: number; at: number }>();
  tableSizes.set(db, sizes);
  const known = sizes.get(name);
  if (known && Date.now() - known.at < TABLE_SIZE_TTL_MS) return known.rows;
  const [row] = await selectRows<{ rows: number }>(db, sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = to_regclass(${name})`);
  const rows = Number(row?.rows ?? 0);
  sizes.set(name, { rows, at: Date.now() });
  return rows;
}

/** sqrt(n * p) rows, as a power of two (so only a handful of statement texts exist) within bounds. */
export function walkLimit(tableRows: number, need: number): number {
  const ideal = Math.sqrt(Math.max(1, tableRows) * need);
  return Math.min(MAX_WALK, Math.max(MIN_WALK, 2 ** Math.round(Math.log2(ideal))));
}

/**
 * The one statement answering tier `tier` (exported so the plan script can EXPLAIN it).
 * In the GIN branch the tier's own condition is replaced by its `gin` equivalent when there
 * is one, so only the narrower index is read and no row is rechecked against the wider one.
 */
export function tierStatement(source: SearchSource, tiers: SearchTier[], tier: number, after: SQL | undefined, need: number, walk: number): SQL {
  const { table, id } = source;
  const order = source.order ?? newestOrder(source.time, id);
  const filter = sql.join([tierFilter(tiers, tier), source.filter].filter((s): s is SQL => !!s), sql` and `);
  const gin = tiers[tier]!.gin;
  const ginFilter = gin ? sql.join([gin, ...tiers.slice(0, tier).map((t) => sql`not (${t.match})`), source.filter].filter((s): s is SQL => !!s), sql` and `) : filter;
  const where = sql.join([source.scope, after].filter((s): s is SQL => !!s), sql` and `);
  const whereClause = source.scope || after ? sql`where ${where}` : sql``;
  const andWhere = source.scope || after ? sql`and ${where}` : sql``;
  const indexed = sql`
    select * from (
      select ${id} as id, ${order.cursorKey} as cursor_time, false as walked
      from ${table} where ${ginFilter} ${andWhere}
      ${order.sorted}
      limit ${need}
    ) gin`;
  // Known to be rare here (see rareTiers): straight to the index.
  if (walk === 0) return indexed;
  return sql`
    with walk as (
      select id, cursor_time from (
        select ${id} as id, ${order.cursorKey} as cursor_time, (${filter}) as hit
        from ${table} ${whereClause}
        ${order.walk}
        limit ${sql.raw(String(walk))}
      ) recent where hit limit ${need}
    )
    select id, cursor_time, true as walked from (select * from walk) w where (select count(*) from walk) >= ${need}
    union all
    ${indexed} where (select count(*) from walk) < ${need}`;
}

/** Rows of tier k match filter k and none of the filters before it, so every row appears once. */
export const tierFilter = (tiers: SearchTier[], tier: number) => sql.join([tiers[tier]!.match, ...tiers.slice(0, tier).map((t) => sql`not (${t.match})`)], sql` and `);

/**
 * Reads the rows a tier found, newest first: `hits` is the tier's statement (columns `id`,
 * `cursor_time`, `walked`), to be joined to whatever the caller shows (with `hits.walked`), so
 * each tier is one statement.
 */
export type TierRows<R> = (hits: SQL) => Promise<R[]>;

/** A tier's statement as a CTE to join on `hits.hitId` (a name of its own: a bare "id" would be ambiguous). */
export const hitsCte = (db: Db, tier: SQL) =>
  db.$with('hits', { hitId: sql<string>`hit_id`.as('hit_id'), walked: sql<boolean>`walked`.as('walked') }).as(sql`select id as hit_id, walked from (${tier}) tier`);

/**
 * Words found to be rare in a tier (the walk came back short and the index answered), so the
 * next search for them skips the walk. Both branches give the same rows, so this only saves
 * time; entries expire, so a word that has become common walks again.
 */
const RARE_TTL_MS = 10 * 60_000;
const RARE_MAX = 2000;
const rareTiers = new Map<string, number>();

// Rarity is a fact about one database's rows: a process talking to two keeps them apart.
const databaseIds = new WeakMap<Db, number>();
let nextDatabaseId = 0;
/** `key` as the rare-word memo stores it for this database. */
export function rareKey(db: Db, key: string): string {
  if (!databaseIds.has(db)) databaseIds.set(db, (nextDatabaseId += 1));
  return `${databaseIds.get(db)}|${key}`;
}

export function isRare(key: string): boolean {
  const until = rareTiers.get(key);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  rareTiers.delete(key);
  return false;
}

function rememberRare(key: string) {
  if (rareTiers.size >= RARE_MAX) rareTiers.delete(rareTiers.keys().next().value!);
  rareTiers.set(key, Date.now() + RARE_TTL_MS);
}

/**
 * Remembers `key` as rare when its statement's walk came back short: nothing found, or rows
 * from the index branch. Rows all from the walk mean the word is common there.
 */
export function noteWalk(key: string, rows: { walked: boolean }[]) {
  if (rows.length === 0 || rows.some((r) => !r.walked)) rememberRare(key);
}

/**
 * Up to `need` rows in tier order, then newest first. `words` names the search (its normalised
 * words) for the rare-word memo.
 */
export async function boundedSearch<R extends { id: string; cursorTime: string; walked: boolean }>(
  db: Db,
  source: SearchSource,
  filters: SearchTier[],
  words: string,
  need: number,
  cursor: Cursor | undefined,
  readTier: TierRows<R>,
): Promise<(R & { tier: number })[]> {
  const start = decodeTierCursor(cursor, filters.length);
  const found: (R & { tier: number })[] = [];
  const walk = walkLimit(await tableRows(db, source.name), need);
  for (let tier = start?.tier ?? 0; tier < filters.length && found.length < need; tier += 1) {
    const order = source.order ?? newestOrder(source.time, source.id);
    const after = start && tier === start.tier ? order.after(String(start.at.key), start.at.id) : undefined;
    // A count reads further than a page: its walk coming back short says nothing about a page's.
    const key = rareKey(db, `${source.name}${source.memo ?? ''}|${tier}|${need}|${words}`);
    const rows = await readTier(tierStatement(source, filters, tier, after, need - found.length, isRare(key) ? 0 : walk));
    noteWalk(key, rows);
    found.push(...rows.map((r) => ({ ...r, tier })));
  }
  return found;
}

/** Orders rows fetched by id the way the ids came. */
export function inIdOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => !!r);
}

/** The most matches a search counts; beyond it the count says "50+" (counting a broad word exactly would read every match). */
export const COUNT_CAP = 50;

/**
 * How many rows the search finds, up to `COUNT_CAP + 1`: the same bounded statements as a page
 * of that size (ids only), so the count costs what one more page would. `page` is the first
 * page already read: when it was the last one, its length is the count and nothing is read.
 */
export async function countMatches(db: Db, source: SearchSource, tiers: SearchTier[], words: string, page: { items: unknown[]; nextCursor: string | null }) {
  if (!page.nextCursor) return { count: page.items.length, countCapped: false };
  const found = await boundedSearch(db, source, tiers, words, COUNT_CAP + 1, undefined, (tier) =>
    selectRows<{ id: string; cursorTime: string; walked: boolean }>(db, sql`select id, cursor_time::text as "cursorTime", walked from (${tier}) counted`),
  );
  return { count: Math.min(found.length, COUNT_CAP), countCapped: found.length > COUNT_CAP };
}
