import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GigListQuery, GigSummary } from '@shared/schemas/gigs';
import { gigs, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { decodeCursor } from '../../platform/pagination';
import { listGigs, summaryFields } from '../gigs/list';
import { afterKey, categoriesOf, cursorKeyOf, gigFilters, gigOrder, inCategories, indexedOrder, sortedOrder } from '../gigs/order';
import { toGigSummary } from '../gigs/serialize';
import { boundedSearch, hitsCte, inIdOrder, tierCursor, type SearchSource, type SearchTier } from './bounded';
import { searchTerms, toPrefixTsQuery } from './post-query';
import { typoMatches } from './typos';

// The same expressions as migration 0020's indexes, so the planner reads them.
const head = (q: string) => sql`gigs_head_document(${gigs.title}, ${gigs.shortTitle}) @@ to_tsquery('english', ${q})`;
const anywhere = (q: string) => sql`gigs_search_document(${gigs.title}, ${gigs.shortTitle}, ${gigs.desc}) @@ to_tsquery('english', ${q})`;

/**
 * Tiers: every word in the title or short title, then every word anywhere (the description
 * too). Ordered by price or rating the buyer asked for one order, so all matches are one tier.
 */
export function gigSearchTiers(text: string, sort: GigListQuery['sort']): SearchTier[] | null {
  const q = toPrefixTsQuery(text);
  if (!q) return null;
  if (sort !== 'sales' && sort !== 'createdAt') return [{ match: anywhere(q) }];
  return [{ match: head(q), gin: head(q) }, { match: anywhere(q) }];
}

/** The search over gigs, in the query's order and under its filters (category, price, delivery, rating). */
function gigSource(query: GigListQuery): SearchSource {
  const order = gigOrder(query.sort);
  const categories = categoriesOf(query);
  return {
    table: sql`"gigs"`,
    name: 'gigs',
    time: gigs.createdAt,
    id: gigs.id,
    order: {
      cursorKey: cursorKeyOf(order),
      walk: sql`order by ${sql.join(indexedOrder(order), sql`, `)}`,
      sorted: sortedOrder(order),
      after: (key, id) => afterKey(order, key, id),
    },
    filter: and(inCategories(categories), gigFilters(query)),
    // The rare-word memo is kept per order and filter: a word rare among cheap gigs is not rare among all.
    memo: `|${query.sort}|${categories.join(',')}|${query.min ?? ''}-${query.max ?? ''}|${query.maxDays ?? ''}|${query.minRating ?? ''}`,
  };
}

/**
 * Up to `need` gig ids and cursor keys of the search, from `cursor` on: the bounded walk of
 * bounded.ts over the order's own index, or the GIN index for a rare word (few matches).
 */
function findGigs<R extends { id: string; cursorTime: string; walked: boolean }>(ctx: AppContext, query: GigListQuery, tiers: SearchTier[], need: number, read: (hits: ReturnType<typeof hitsCte>) => Promise<R[]>) {
  const cursor = decodeCursor(query.cursor, query.sort === 'createdAt' ? 'tier' : 'tierInteger');
  return boundedSearch(ctx.db, gigSource(query), tiers, searchTerms(query.search ?? '').join(' '), need, cursor, (tier) => read(hitsCte(ctx.db, tier)));
}

/** GET /gigs?search=: one page of matching gigs, title matches first, then in the chosen order. */
export async function searchGigs(ctx: AppContext, query: GigListQuery): Promise<{ items: GigSummary[]; nextCursor: string | null; more: number }> {
  const tiers = gigSearchTiers(query.search ?? '', query.sort);
  const order = gigOrder(query.sort);
  if (!tiers) return { items: [], nextCursor: null, more: 0 };
  // Each tier's statement is joined to the sellers of its own rows: one statement a tier.
  const found = await findGigs(ctx, query, tiers, query.limit + 1, (hits) =>
    ctx.db
      .with(hits)
      .select({ ...summaryFields, cursorTime: sql<string>`${cursorKeyOf(order)}`, walked: hits.walked })
      .from(gigs)
      .innerJoin(hits, eq(hits.hitId, gigs.id))
      .innerJoin(users, eq(users.id, gigs.userId))
      .orderBy(...indexedOrder(order)),
  );
  if (found.length || query.cursor) {
    const nextCursor = found.length > query.limit ? tierCursor(found[query.limit - 1]!) : null;
    return { items: found.slice(0, query.limit).map(toGigSummary), nextCursor, more: found.length };
  }
  // Nothing at all for the words typed: titles with a word close to them, one page (typos.ts).
  const source = gigSource(query);
  const ids = await typoMatches(ctx.db, { name: `gigs${source.memo}`, table: sql`"gigs"`, scope: source.filter, text: sql`lower(${gigs.title})`, time: gigs.createdAt, id: gigs.id }, query.search ?? '', query.limit);
  const rows = ids.length ? await ctx.db.select(summaryFields).from(gigs).innerJoin(users, eq(users.id, gigs.userId)).where(inArray(gigs.id, ids)) : [];
  const items = inIdOrder(ids, rows).map(toGigSummary);
  return { items, nextCursor: null, more: items.length };
}

/** How many gigs the search finds, reading at most `cap + 1` of them (ids only), as a page would. */
export async function countGigSearch(ctx: AppContext, query: GigListQuery, cap: number): Promise<number> {
  const tiers = gigSearchTiers(query.search ?? '', query.sort);
  if (!tiers) return 0;
  const order = gigOrder(query.sort);
  const found = await findGigs(ctx, { ...query, cursor: undefined }, tiers, cap + 1, (hits) =>
    ctx.db.with(hits).select({ id: gigs.id, cursorTime: sql<string>`${cursorKeyOf(order)}`, walked: hits.walked }).from(gigs).innerJoin(hits, eq(hits.hitId, gigs.id)),
  );
  return found.length;
}

/** The most gigs counted; beyond it the count reads "50+" (an exact count of a broad word would read every match). */
export const GIG_COUNT_CAP = 50;

/**
 * GET /gigs with filters or words: a page, and on the first page how many gigs match. The
 * count costs nothing when the page is the last one; otherwise it reads ids ahead, up to the cap.
 */
export async function findGigPage(ctx: AppContext, query: GigListQuery): Promise<{ items: GigSummary[]; nextCursor: string | null; count: string | null }> {
  const searching = Boolean(query.search && searchTerms(query.search).length);
  const { items, nextCursor } = searching ? await searchGigs(ctx, query) : await listGigs(ctx, query);
  if (query.cursor) return { items, nextCursor, count: null };
  if (!nextCursor) return { items, nextCursor, count: String(items.length) };
  const counted = searching ? await countGigSearch(ctx, query, GIG_COUNT_CAP) : (await listGigs(ctx, query, GIG_COUNT_CAP + 1)).more;
  return { items, nextCursor, count: counted > GIG_COUNT_CAP ? `${GIG_COUNT_CAP}+` : String(counted) };
}
