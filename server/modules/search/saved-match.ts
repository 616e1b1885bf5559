import { or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AppContext } from '../../platform/context';
import type { GigListing } from '../gigs';
import { postCloseTo, postMatches, searchPosts, type JobSearchOptions } from './client-posts';
import { gigCloseTo, gigMatches, gigSearchTiers, searchGigs } from './gig-search';
import { searchTerms, termOptions } from './post-query';
import { typoWords } from './typos';

/** A saved search as matching reads it. */
export interface MatchableSearch {
  id: string;
  kind: 'jobs' | 'gigs' | 'freelancers';
  query: string;
  filters: Record<string, string | number>;
  /** Its words found nothing when saved: the typo tier's matches alert it too (typoTextOf). */
  typo: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The index words of a saved search, stemmed by the same 'english' configuration as the search:
 * `anchors`, the stems of its most selective word and of that word's synonyms, one of which must
 * begin one of a listing's stems for the listing to match (looked up by GIN); and `required`, the
 * stems of every word without synonyms, each of which must (checked on the rows the index gives,
 * before any search predicate runs). No words: both [] (found by category). The most selective
 * word is the rarest among the listings the search is alerted about (lexeme_frequency, migration
 * 0055: a new listing full of common words then meets few candidates), then the one with fewest
 * synonyms, then the longest.
 */
export async function searchAnchors(
  db: Db,
  query: string,
  kind: MatchableSearch['kind'],
): Promise<{ anchors: string[]; required: string[] }> {
  const terms = searchTerms(query);
  if (!terms.length) return { anchors: [], required: [] };
  const groups = terms.map((term) => termOptions(term).join(' '));
  const source = kind === 'jobs' ? 'posts' : kind === 'gigs' ? 'gigs' : null;
  const rows = rowsOf<{ ord: number; stems: string[]; frequency: number }>(
    await db.execute(
      sql`select u.ord::int as ord, v.stems,
            (select coalesce(sum(lexeme_frequency(${source}, s)), 0) from unnest(v.stems) as s)::float8 as frequency
          from unnest(${sql`array[${sql.join(
            groups.map((g) => sql`${g}`),
            sql`, `,
          )}]::text[]`}) with ordinality as u(words, ord),
          lateral (select tsvector_to_array(to_tsvector('english', u.words)) as stems) as v`,
    ),
  );
  // A stop word ("the") constrains nothing; a word stemmed to more than its options is not one stem.
  const usable = rows.filter((r) => r.stems.length === termOptions(terms[r.ord - 1]!).length);
  const required = usable.filter((r) => r.stems.length === 1).map((r) => r.stems[0]!);
  usable.sort(
    (a, b) =>
      a.frequency - b.frequency ||
      a.stems.length - b.stems.length ||
      Math.min(...b.stems.map((s) => s.length)) - Math.min(...a.stems.map((s) => s.length)),
  );
  return { anchors: usable[0]?.stems ?? [], required: [...new Set(required)] };
}

/** What a saved search's category index holds: the category it is limited to, if any. */
export const searchCategory = (filters: Record<string, string | number>): string | null =>
  typeof filters.category === 'string' ? filters.category : null;

/**
 * Every prefix of every stem of the post's or gig's search document: the values its matching
 * saved searches' anchors and required stems can take. Bounded by the one document (stems are
 * cut at 40 letters, as search words are).
 */
export async function documentPrefixes(db: Db, target: { type: 'post' | 'gig'; id: string }): Promise<string[]> {
  const table = target.type === 'post' ? sql`posts` : sql`gigs`;
  const [row] = rowsOf<{ prefixes: string[] }>(
    await db.execute(
      sql`select coalesce(array_agg(distinct left(l, n)), '{}') as prefixes from ${table} t, unnest(tsvector_to_array(t.search_vector)) as l, generate_series(1, least(length(l), 40)) as n where t.id = ${target.id}`,
    ),
  );
  return row?.prefixes ?? [];
}

const NO_GIG = '00000000-0000-0000-0000-000000000000';

/** A saved gig search as GET /gigs reads it. */
const gigListingOf = (search: Pick<MatchableSearch, 'query' | 'filters'>): GigListing => {
  const f = search.filters;
  return {
    limit: 1,
    sort: (f.sort as never) ?? 'sales',
    search: search.query || undefined,
    category: f.category as string | undefined,
    min: f.min as number | undefined,
    max: f.max as number | undefined,
    maxDays: f.maxDays as number | undefined,
    minRating: f.minRating as number | undefined,
  };
};

/**
 * The one-target predicate of a saved search, built by the search's own rules; null when it
 * cannot match. A search whose words found nothing when saved listed what its typo tier found:
 * a target close to its words matches it too, as it would have been listed then.
 */
function predicateFor(search: MatchableSearch, target: { type: 'post' | 'gig'; id: string }): SQL | null {
  const [exact, close] =
    target.type === 'post' && search.kind === 'jobs'
      ? [postMatches, postCloseTo].map((m) => m(target.id, search.query, search.filters as JobSearchOptions))
      : target.type === 'gig' && search.kind === 'gigs'
        ? [gigMatches(target.id, gigListingOf(search)), gigCloseTo(target.id, gigListingOf(search))]
        : [null, null];
  return (search.typo ? [exact, close].filter((p) => p !== null) : [exact]).reduce<SQL | null>(
    (either, p) => (either && p ? or(either, p)! : (either ?? p)),
    null,
  );
}

/**
 * `typo_text` of a saved search: its loosely matched words, when its words find nothing now but
 * the typo tier answers instead ("desinger"); else null, and its alerts match words only.
 */
export async function typoTextOf(
  ctx: AppContext,
  search: Pick<MatchableSearch, 'kind' | 'query' | 'filters'>,
): Promise<string | null> {
  const words = typoWords(search.query);
  if (!words.length || search.kind === 'freelancers') return null;
  let byTypos: boolean;
  if (search.kind === 'jobs') {
    byTypos = (await searchPosts(ctx.db, null, search.query, 1, undefined, search.filters as JobSearchOptions)).byTypos;
  } else {
    const listing = gigListingOf(search);
    const tiers = gigSearchTiers(search.query, listing.sort);
    // A category that no longer exists lists nothing, close or not (gigMatches says the same).
    if (!tiers || gigMatches(NO_GIG, listing) === null) return null;
    byTypos = (await searchGigs(ctx, listing, tiers)).byTypos;
  }
  return byTypos ? words.join(' ') : null;
}

/** The words of a listing's title a saved search's typo words may be close to (as typed words are, 3 letters or more). */
export const titleWords = (title: string) =>
  [
    ...new Set(
      title
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 3),
    ),
  ].slice(0, 24);

/**
 * Of the candidate searches, those the target really matches. The one target row is read once
 * and every distinct predicate (many people save the same words) is a boolean column of that
 * one select: no subquery per candidate to plan. PREDICATES_PER_STATEMENT stays far below
 * PostgreSQL's 1,664 columns.
 */
export async function searchesMatching(
  db: Db,
  target: { type: 'post' | 'gig'; id: string },
  candidates: MatchableSearch[],
): Promise<Set<string>> {
  const table = target.type === 'post' ? sql`"posts"` : sql`"gigs"`;
  // Same kind, words, filters and typo flag: the same predicate, tested once for all of them.
  const alike = new Map<string, { where: SQL; ids: string[] }>();
  for (const c of candidates) {
    const key = JSON.stringify([c.kind, c.query, c.filters, c.typo]);
    const had = alike.get(key);
    if (had) had.ids.push(c.id);
    else {
      const where = predicateFor(c, target);
      if (where) alike.set(key, { where, ids: [c.id] });
    }
  }
  const tests = [...alike.values()];
  const matched = new Set<string>();
  for (let i = 0; i < tests.length; i += PREDICATES_PER_STATEMENT) {
    const chunk = tests.slice(i, i + PREDICATES_PER_STATEMENT);
    const columns = chunk.map((t, n) => sql`coalesce((${t.where}), false) as ${sql.raw(`m${n}`)}`);
    const [row] = rowsOf<Record<string, boolean>>(
      await db.execute(sql`select ${sql.join(columns, sql`, `)} from ${table} where ${table}."id" = ${target.id}`),
    );
    if (!row) break;
    chunk.forEach((t, n) => {
      if (row[`m${n}`]) for (const id of t.ids) matched.add(id);
    });
  }
  return matched;
}

const PREDICATES_PER_STATEMENT = 400;
