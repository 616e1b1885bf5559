import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { PLAN_FOR_VALUES } from '../../db/prepared';
import { fieldError } from '../../platform/errors';
import { beforeTimeCursor, timeKey, encodeCursor, type Cursor } from '../../platform/keyset';
import { keepRare, knownMany, noteMany, noteWalk, rareKey, startsAt, VIA_INDEX, VIA_WALK, VIA_WINDOW } from './rare';
import { newestRowsStart, tableRows } from './table-facts';

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
/**
 * The window the index branch looks in first, in walks: a word the walk found too few of among
 * the newest w rows is rarer than a page in w there, but seldom so rare that reading all its
 * matches is cheap ("solidworks" is in 3,557 of a million post titles, each on its own table
 * page: 4.5 ms to read them all and keep the newest 51). Its matches among the newest 4 w rows
 * (the word's index intersected with the time index's range) hold the newest 51 whenever 51 are
 * there: 93 rows read, not 3,557. Only when fewer are does the branch read every match.
 */
const WINDOW_WALKS = 4;

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
  /**
   * Its `gin` is narrow whatever the filters (a name): the index branch reads that index first
   * and tests the filters on the rows it gives, never the filters' index first. The planner
   * cannot tell, as the prefix-free query is only known when the statement runs: a name tier
   * under "verified, 3 stars & up" read all 2,435 such freelancers to find no name among them.
   */
  ginFirst?: boolean;
}

/** The (time DESC, id DESC) order the walks read, spelled as the index is (NULLS LAST) so they use it. */
export const newestFirst = (time: AnyColumn, id: AnyColumn) =>
  sql`order by ${time} desc nulls last, ${id} desc nulls last`;

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

export const tierCursor = (hit: { id: string; tier: number; cursorTime: string }) =>
  encodeCursor({ key: `${hit.tier}|${hit.cursorTime}`, id: hit.id });

/** sqrt(n * p) rows, as a power of two (so only a handful of statement texts exist) within bounds. */
export function walkLimit(tableRows: number, need: number): number {
  const ideal = Math.sqrt(Math.max(1, tableRows) * need);
  return Math.min(MAX_WALK, Math.max(MIN_WALK, 2 ** Math.round(Math.log2(ideal))));
}

/**
 * The one statement answering tier `tier` (exported so the plan script can EXPLAIN it).
 * In the GIN branch the tier's own condition is replaced by its `gin` equivalent when there
 * is one, so only the narrower index is read and no row is rechecked against the wider one.
 * `walk` rows are walked first (0: none); `windowStart`, when given, is where the newest rows
 * begin, which the GIN branch reads first (WINDOW_WALKS).
 */
export function tierStatement(
  source: SearchSource,
  tiers: SearchTier[],
  tier: number,
  after: SQL | undefined,
  need: number,
  walk: number,
  windowStart?: string | null,
): SQL {
  const { table, id } = source;
  const order = source.order ?? newestOrder(source.time, id);
  const and = (parts: (SQL | undefined)[]) => {
    const present = parts.filter((s): s is SQL => !!s);
    return present.length ? sql.join(present, sql` and `) : undefined;
  };
  const earlier = tiers.slice(0, tier).map((t) => sql`not (${t.match})`);
  const filter = and([tierFilter(tiers, tier), source.filter])!;
  const gin = tiers[tier]!.gin;
  // The rows neither an earlier tier nor the filters exclude (the tier's own test is the index's).
  const others = and([...earlier, source.filter]);
  const where = and([source.scope, after]);
  const whereClause = source.scope || after ? sql`where ${where}` : sql``;
  const andWhere = source.scope || after ? sql`and ${where}` : sql``;
  // "offset 0" keeps the tier's own index first (the subquery is not merged into the filters' scan).
  const rows = !gin
    ? sql`${table} where ${filter} ${andWhere}`
    : tiers[tier]!.ginFirst && source.filter
      ? sql`(select * from ${table} where ${gin} ${andWhere} offset 0) ${table} where ${others}`
      : sql`${table} where ${and([gin, others])} ${andWhere}`;
  const indexed = (within?: SQL) => sql`
    select * from (
      select ${id} as id, ${order.cursorKey} as cursor_time, ${sql.raw(String(within ? VIA_WINDOW : VIA_INDEX))} as via
      from ${rows} ${within ? sql`and ${within}` : sql``}
      ${order.sorted}
      limit ${need}
    ) gin`;
  // The window only serves the newest-first order (its rows are the newest there are).
  const windowed =
    windowStart && !source.order
      ? sql`
    select * from (
      with recent as (${indexed(sql`${source.time} >= ${windowStart}::timestamptz`)})
      select * from recent where (select count(*) from recent) >= ${need}
      union all
      ${indexed()} where (select count(*) from recent) < ${need}
    ) ix`
      : indexed();
  // Known to be rare here (see rareTiers): straight to the index.
  if (walk === 0) return windowed;
  return sql`
    with walk as (
      select id, cursor_time from (
        select ${id} as id, ${order.cursorKey} as cursor_time, (${filter}) as hit
        from ${table} ${whereClause}
        ${order.walk}
        limit ${sql.raw(String(walk))}
      ) recent where hit limit ${need}
    )
    select id, cursor_time, ${sql.raw(String(VIA_WALK))} as via from (select * from walk) w where (select count(*) from walk) >= ${need}
    union all
    select * from (${windowed}) ix where (select count(*) from walk) < ${need}`;
}

/** Rows of tier k match filter k and none of the filters before it, so every row appears once. */
export const tierFilter = (tiers: SearchTier[], tier: number) =>
  sql.join([tiers[tier]!.match, ...tiers.slice(0, tier).map((t) => sql`not (${t.match})`)], sql` and `);

/**
 * Reads the rows the tiers found, in tier order then the source's: `hits` is the tiers'
 * statement as a CTE (see hitsCte: columns `hit_id`, `tier`, `via` (the branch: rare.ts) and `found`, how many ids
 * were found beyond those shown), to be joined to whatever the caller shows, so each statement
 * is one round trip.
 */
export type TierRows<R> = (hits: ReturnType<typeof hitsCte>) => Promise<R[]>;

/**
 * The tiers' statement as a CTE to join on `hits.hitId` (a name of its own: a bare "id" would be
 * ambiguous): its first `show` rows, each carrying its tier and how many were found in all, so a
 * page and its count come from one statement.
 */
export const hitsCte = (db: Db, tiers: SQL, show: number) =>
  db
    .$with('hits', {
      hitId: sql<string>`hit_id`.as('hit_id'),
      tier: sql<number>`tier`.as('tier'),
      via: sql<number>`via`.as('via'),
      found: sql<number>`found`.as('found'),
    })
    .as(
      sql`select ${sql.raw(PLAN_FOR_VALUES)} id as hit_id, tier, via, found from (select id, tier, via, count(*) over ()::int as found from (${tiers}) t) tiers limit ${show}`,
    );

/** The most matches a search counts; beyond it the count says "50+" (counting a broad word exactly would read every match). */
export const COUNT_CAP = 50;

export interface BoundedPage<R> {
  /** Up to the page's size of rows, in tier order. */
  rows: R[];
  /** How many rows the search found from the cursor on, up to `need`. */
  found: number;
}

/**
 * Up to `page` rows in tier order, then in the source's order, and how many there are from
 * the cursor on, up to `need` (at least `page + 1`, so the caller knows whether a next page
 * exists; a first page asks COUNT_CAP + 1 to say "12" or "50+"). Each tier is one statement
 * that finds up to the ids still needed and reads the columns shown for those still on the
 * page; a tier is read only while fewer than `need` were found. `words` names the search
 * (its normalised words) for the rare-word memo.
 */
export async function boundedSearch<
  R extends { id: string; cursorTime: string; via: number; found: number; tier: number },
>(
  db: Db,
  source: SearchSource,
  filters: SearchTier[],
  words: string,
  asked: { page: number; need: number },
  cursor: Cursor | undefined,
  readTier: TierRows<R>,
): Promise<BoundedPage<R>> {
  // A first page of a search known to find more than it counts reads a page and one more row.
  const manyKey = rareKey(db, `many|${source.name}${source.memo ?? ''}|${words}`);
  const counted = !cursor && asked.need > COUNT_CAP;
  const known = counted && knownMany(manyKey);
  const want = known ? { page: asked.page, need: asked.page + 1 } : asked;
  const start = decodeTierCursor(cursor, filters.length);
  const rows: R[] = [];
  let found = 0;
  const walk = walkLimit(await tableRows(db, source.name), want.need);
  // Where the newest WINDOW_WALKS walks of rows begin (only newest-first tiers look there).
  const window = source.order ? null : await newestRowsStart(db, source, WINDOW_WALKS * walk);
  const order = source.order ?? newestOrder(source.time, source.id);
  // A walk for a count reads further than one for a page: its coming back short says nothing about a page's.
  const keys = filters.map((_, tier) =>
    rareKey(db, `${source.name}${source.memo ?? ''}|${tier}|${want.need}|${words}`),
  );
  const statementOf = (tier: number, after: SQL | undefined, need: number) => {
    const via = startsAt(keys[tier]!);
    return tierStatement(
      source,
      filters,
      tier,
      after,
      need,
      via === VIA_WALK ? walk : 0,
      via === VIA_INDEX ? null : window,
    );
  };
  for (let tier = start?.tier ?? 0; tier < filters.length && found < want.need;) {
    const after = (t: number) =>
      start && t === start.tier ? order.after(String(start.at.key), start.at.id) : undefined;
    // This tier and every later one known to be rare (a narrow or misspelled word): their index
    // branches are one statement, in tier order, instead of a round trip each.
    const last = keys.slice(tier).every((key) => startsAt(key) !== VIA_WALK) ? filters.length - 1 : tier;
    const need = want.need - found;
    const statement =
      last === tier
        ? withTier(tier, statementOf(tier, after(tier), need))
        : sql`select * from (${sql.join(
            filters.slice(tier).map((_, i) => withTier(tier + i, statementOf(tier + i, after(tier + i), need))),
            sql` union all `,
          )}) rare limit ${need}`;
    const show = want.page - rows.length;
    const read: { found: number; via: number }[] =
      show > 0 ? await readTier(hitsCte(db, statement, show)) : await countOnly(db, statement);
    if (last === tier) noteWalk(keys[tier]!, read);
    else for (let t = tier; t <= last; t += 1) keepRare(keys[t]!);
    found += Number(read[0]?.found ?? 0);
    if (show > 0) rows.push(...(read as R[]));
    tier = last + 1;
  }
  if (known && found > want.page) return { rows, found: COUNT_CAP + 1 };
  if (counted || known) noteMany(manyKey, found > COUNT_CAP);
  return { rows, found };
}

/** A tier's statement with its number on each row, so statements of several tiers can be one. */
const withTier = (tier: number, statement: SQL) =>
  sql`(select ${sql.raw(String(tier))} as tier, id, cursor_time, via from (${statement}) t${sql.raw(String(tier))})`;

/** A tier read only for the count (the page is already full): how many it found, and from which branch. */
async function countOnly(db: Db, statement: SQL) {
  return selectRows<{ found: number; via: number }>(
    db,
    sql`select ${sql.raw(PLAN_FOR_VALUES)} count(*)::int as found, max(via)::int as via from (${statement}) t having count(*) > 0`,
  );
}

/** The count a first page shows: up to COUNT_CAP, and whether there are more. */
export const pageCount = (found: number) => ({ count: Math.min(found, COUNT_CAP), countCapped: found > COUNT_CAP });

/** How many ids a page asks for: one more than it shows, or enough to count on a first page. */
export const wanted = (limit: number, cursor: unknown) => ({
  page: limit,
  need: cursor ? limit + 1 : Math.max(limit, COUNT_CAP) + 1,
});
