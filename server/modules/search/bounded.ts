import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { PLAN_FOR_VALUES } from '../../db/prepared';
import { fieldError } from '../../platform/errors';
import { encodeCursor, type Cursor } from '../../platform/keyset';
import { keepRare, knownMany, noteMany, noteWalk, rareKey, startsAt, VIA_INDEX, VIA_WALK } from './rare';
import { newestRowsStart, tableRows } from './table-facts';
import { newestOrder, tierStatement, type SearchSource, type SearchTier } from './tier-statement';

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
