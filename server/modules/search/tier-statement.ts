import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { beforeTimeCursor, timeKey } from '../../platform/keyset';
import { VIA_INDEX, VIA_WALK, VIA_WINDOW } from './rare';

// The SQL of one search tier (bounded.ts runs it): a walk of the newest rows in the source's
// order, then the tier's index branch, first among the newest rows (the window), then all.

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
