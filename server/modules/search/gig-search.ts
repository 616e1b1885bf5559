import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GigListQuery, GigSummary } from '@shared/schemas/gigs';
import { gigs, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { decodeCursor } from '../../platform/pagination';
import { listGigs, summaryFields } from '../gigs/list';
import { afterKey, categoriesOf, cursorKeyOf, gigFilters, gigOrder, inCategories, indexedOrder, sortedOrder, type GigListing } from '../gigs/order';
import { toGigSummary } from '../gigs/serialize';
import { boundedSearch, COUNT_CAP, countMatches, hitsCte, inIdOrder, tierCursor, type SearchSource, type SearchTier } from './bounded';
import { searchTerms, toPrefixTsQuery } from './post-query';
import { typoMatches } from './typos';

// Stored vectors kept outside the Drizzle table (migration 0020), each with its GIN index.
const head = (q: string) => sql`"gigs"."head_vector" @@ to_tsquery('english', ${q})`;
const anywhere = (q: string) => sql`"gigs"."search_vector" @@ to_tsquery('english', ${q})`;

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
export function gigSourceFor(query: GigListing): SearchSource {
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
function findGigs<R extends { id: string; cursorTime: string; walked: boolean }>(ctx: AppContext, query: GigListing, tiers: SearchTier[], need: number, read: (hits: ReturnType<typeof hitsCte>) => Promise<R[]>) {
  const cursor = decodeCursor(query.cursor, query.sort === 'createdAt' ? 'tier' : 'tierInteger');
  return boundedSearch(ctx.db, gigSourceFor(query), tiers, searchTerms(query.search ?? '').join(' '), need, cursor, (tier) => read(hitsCte(ctx.db, tier)));
}

/** GET /gigs?search=: one page of matching gigs, title matches first, then in the chosen order. */
export async function searchGigs(ctx: AppContext, query: GigListing): Promise<{ items: GigSummary[]; nextCursor: string | null; more: number }> {
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
  const source = gigSourceFor(query);
  const ids = await typoMatches(ctx.db, { name: `gigs${source.memo}`, table: sql`"gigs"`, scope: source.filter, text: sql`lower(${gigs.title})`, time: gigs.createdAt, id: gigs.id }, query.search ?? '', query.limit);
  const rows = ids.length ? await ctx.db.select(summaryFields).from(gigs).innerJoin(users, eq(users.id, gigs.userId)).where(inArray(gigs.id, ids)) : [];
  const items = inIdOrder(ids, rows).map(toGigSummary);
  return { items, nextCursor: null, more: items.length };
}

/**
 * GET /gigs with filters or words: a page, and on the first page how many gigs match, as
 * "12" or "50+" (an exact count of a broad word would read every match; see countMatches).
 */
export async function findGigPage(ctx: AppContext, query: GigListing): Promise<{ items: GigSummary[]; nextCursor: string | null; count: string | null }> {
  const tiers = gigSearchTiers(query.search ?? '', query.sort);
  const found = tiers ? await searchGigs(ctx, query) : await listGigs(ctx, query);
  if (query.cursor) return { ...found, count: null };
  const { count, countCapped } = tiers ? await countMatches(ctx.db, gigSourceFor(query), tiers, searchTerms(query.search ?? '').join(' '), found) : await countList(ctx, query, found);
  return { items: found.items, nextCursor: found.nextCursor, count: countCapped ? `${count}+` : String(count) };
}

/** The plain list's count: the page's own length when it is the last, else up to COUNT_CAP + 1 rows read ahead. */
async function countList(ctx: AppContext, query: GigListing, page: { items: unknown[]; nextCursor: string | null }) {
  if (!page.nextCursor) return { count: page.items.length, countCapped: false };
  const ahead = (await listGigs(ctx, query, COUNT_CAP + 1)).more;
  return { count: Math.min(ahead, COUNT_CAP), countCapped: ahead > COUNT_CAP };
}
