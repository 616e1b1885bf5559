import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { GigListQuery, GigSummary } from '@shared/schemas/gigs';
import { gigs, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { decodeCursor } from '../../platform/keyset';
import {
  listGigs,
  summaryFields,
  afterKey,
  categoriesOf,
  cursorKeyOf,
  gigFilters,
  gigOrder,
  inCategories,
  indexedOrder,
  sortedOrder,
  type GigListing,
  toGigSummary,
} from '../gigs';
import { boundedSearch, COUNT_CAP, pageCount, tierCursor, wanted } from './bounded';
import type { SearchSource, SearchTier } from './tier-statement';
import { indexedMatch, searchTerms, toPrefixTsQuery } from './post-query';
import { closeToEvery, typoHits } from './typos';

// Stored vectors kept outside the Drizzle table (migration 0020), each with its GIN index.
const head = (q: string) => sql`"gigs"."head_vector" @@ to_tsquery('english', ${q})`;
const anywhere = (q: string) => sql`"gigs"."search_vector" @@ to_tsquery('english', ${q})`;
// The text of the title trigram index: what the typo tier compares.
const gigTitle = sql`lower(${gigs.title})`;

/**
 * Tiers: every word in the title or short title, then every word anywhere (the description
 * too). Ordered by price or rating the buyer asked for one order, so all matches are one tier.
 */
export function gigSearchTiers(text: string, sort: GigListQuery['sort']): SearchTier[] | null {
  const q = toPrefixTsQuery(text);
  if (!q) return null;
  const everywhere = { match: anywhere(q), gin: indexedMatch(sql`"gigs"."search_vector"`, q, 'gigs') };
  if (sort !== 'sales' && sort !== 'createdAt') return [everywhere];
  return [{ match: head(q), gin: indexedMatch(sql`"gigs"."head_vector"`, q, 'gigs') }, everywhere];
}

/**
 * Whether one gig matches a saved gig search, as GET /gigs would list it: its words anywhere
 * (when there are words), its category and filters; paused and hidden gigs never. Null when the
 * saved category no longer exists.
 */
export function gigMatches(gigId: string, query: GigListing): SQL | null {
  let source: SearchSource;
  try {
    source = gigSourceFor(query);
  } catch {
    return null;
  }
  const q = toPrefixTsQuery(query.search ?? '');
  return and(eq(gigs.id, gigId), source.scope, source.filter, q ? anywhere(q) : undefined)!;
}

/** Whether one gig is what the search's typo tier would find (its title close to every word), under the filters. */
export function gigCloseTo(gigId: string, query: GigListing): SQL | null {
  const close = closeToEvery(query.search ?? '', gigTitle);
  if (!close) return null;
  try {
    const source = gigSourceFor(query);
    return and(eq(gigs.id, gigId), source.scope, source.filter, close)!;
  } catch {
    return null;
  }
}

/** The search over gigs, in the query's order and under its filters (category, price, delivery, rating). */
export function gigSourceFor(query: GigListing): SearchSource {
  const order = gigOrder(query.sort);
  const categories = categoriesOf(query);
  // One category read by sales or newest: its own (category, order) index walks only its gigs, so a
  // word common in that category fills a page within a few rows. As a filter on a walk of every
  // gig, "react" among web gigs came back short and sent every request to a 5,000-row sort.
  const ownIndex = categories.length === 1 && (query.sort === 'sales' || query.sort === 'createdAt');
  return {
    table: sql`"gigs"`,
    name: 'gigs',
    scope: ownIndex ? inCategories(categories) : undefined,
    time: gigs.createdAt,
    id: gigs.id,
    order: {
      cursorKey: cursorKeyOf(order),
      walk: sql`order by ${sql.join(indexedOrder(order), sql`, `)}`,
      sorted: sortedOrder(order),
      after: (key, id) => afterKey(order, key, id),
    },
    filter: and(ownIndex ? undefined : inCategories(categories), gigFilters(query)),
    // The rare-word memo is kept per order and filter: a word rare among cheap gigs is not rare among all.
    memo: `|${query.sort}|${categories.join(',')}|${query.min ?? ''}-${query.max ?? ''}|${query.maxDays ?? ''}|${query.minRating ?? ''}`,
  };
}

/**
 * GET /gigs?search=: one page of matching gigs, title matches first, then in the chosen order;
 * on the first page also how many match (up to COUNT_CAP), read by the same statements.
 * Each tier's statement is joined to the sellers of its own rows: one statement a tier.
 */
export async function searchGigs(
  ctx: AppContext,
  query: GigListing,
  tiers: SearchTier[],
): Promise<{ items: GigSummary[]; nextCursor: string | null; found: number; byTypos: boolean }> {
  const order = gigOrder(query.sort);
  const source = gigSourceFor(query);
  const cursor = decodeCursor(query.cursor, query.sort === 'createdAt' ? 'tier' : 'tierInteger');
  const { rows, found } = await boundedSearch(
    ctx.db,
    source,
    tiers,
    searchTerms(query.search ?? '').join(' '),
    wanted(query.limit, cursor),
    cursor,
    (hits) =>
      ctx.db
        .with(hits)
        .select({
          ...summaryFields,
          cursorTime: sql<string>`${cursorKeyOf(order)}`,
          tier: hits.tier,
          via: hits.via,
          found: hits.found,
        })
        .from(gigs)
        .innerJoin(hits, eq(hits.hitId, gigs.id))
        .innerJoin(users, eq(users.id, gigs.userId))
        .orderBy(hits.tier, ...indexedOrder(order)),
  );
  if (found || cursor)
    return {
      items: rows.map(toGigSummary),
      nextCursor: found > query.limit ? tierCursor(rows[query.limit - 1]!) : null,
      found,
      byTypos: false,
    };
  // Nothing at all for the words typed: titles with a word close to them, one page (typos.ts).
  const typo = typoHits(
    ctx.db,
    {
      name: `gigs${source.memo}`,
      vocabulary: 'gigs',
      table: sql`"gigs"`,
      scope: and(source.scope, source.filter),
      text: gigTitle,
      vector: { walk: sql`"gigs"."head_vector"` },
      time: gigs.createdAt,
      id: gigs.id,
    },
    query.search ?? '',
    query.limit,
  );
  const close = typo
    ? await ctx.db
        .with(typo.hits)
        .select({ ...summaryFields, via: typo.hits.via })
        .from(gigs)
        .innerJoin(typo.hits, eq(typo.hits.hitId, gigs.id))
        .innerJoin(users, eq(users.id, gigs.userId))
        .orderBy(typo.hits.rank)
    : [];
  typo?.note(close);
  const items = close.map(toGigSummary);
  return { items, nextCursor: null, found: items.length, byTypos: true };
}

/**
 * GET /gigs with filters or words: a page, and on the first page how many gigs match, as
 * "12" or "50+" (an exact count of a broad word would read every match).
 */
export async function findGigPage(
  ctx: AppContext,
  query: GigListing,
): Promise<{ items: GigSummary[]; nextCursor: string | null; count: string | null }> {
  const tiers = gigSearchTiers(query.search ?? '', query.sort);
  if (tiers) {
    const found = await searchGigs(ctx, query, tiers);
    const { count, countCapped } = pageCount(found.found);
    return {
      items: found.items,
      nextCursor: found.nextCursor,
      count: query.cursor ? null : countCapped ? `${count}+` : String(count),
    };
  }
  const found = await listGigs(ctx, query);
  if (query.cursor) return { ...found, count: null };
  const { count, countCapped } = await countList(ctx, query, found);
  return { items: found.items, nextCursor: found.nextCursor, count: countCapped ? `${count}+` : String(count) };
}

/** The plain list's count: the page's own length when it is the last, else up to COUNT_CAP + 1 rows read ahead. */
async function countList(ctx: AppContext, query: GigListing, page: { items: unknown[]; nextCursor: string | null }) {
  if (!page.nextCursor) return { count: page.items.length, countCapped: false };
  const ahead = (await listGigs(ctx, query, COUNT_CAP + 1)).more;
  return { count: Math.min(ahead, COUNT_CAP), countCapped: ahead > COUNT_CAP };
}
