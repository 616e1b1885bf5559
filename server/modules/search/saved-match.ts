import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postMatches, type JobSearchOptions } from './client-posts';
import { gigMatches } from './gig-search';
import { searchTerms, termOptions } from './post-query';

/** A saved search as matching reads it. */
export interface MatchableSearch {
  id: string;
  kind: 'jobs' | 'gigs' | 'freelancers';
  query: string;
  filters: Record<string, string | number>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The index words of a saved search, stemmed by the same 'english' configuration as the search:
 * `anchors`, the stems of its most selective word (the longest) and of that word's synonyms,
 * one of which must begin one of a post's stems for the post to match (looked up by GIN); and
 * `required`, the stems of every word without synonyms, each of which must (checked on the
 * rows the index gives, before any search predicate runs). No words: both [] (found by category).
 */
export async function searchAnchors(db: Db, query: string): Promise<{ anchors: string[]; required: string[] }> {
  const terms = searchTerms(query);
  if (!terms.length) return { anchors: [], required: [] };
  const groups = terms.map((term) => termOptions(term).join(' '));
  const rows = rowsOf<{ ord: number; stems: string[] }>(
    await db.execute(
      sql`select u.ord::int as ord, tsvector_to_array(to_tsvector('english', u.words)) as stems from unnest(${sql`array[${sql.join(
        groups.map((g) => sql`${g}`),
        sql`, `,
      )}]::text[]`}) with ordinality as u(words, ord)`,
    ),
  );
  // A stop word ("the") constrains nothing; a word stemmed to more than its options is not one stem.
  const usable = rows.filter((r) => r.stems.length === termOptions(terms[r.ord - 1]!).length);
  const required = usable.filter((r) => r.stems.length === 1).map((r) => r.stems[0]!);
  usable.sort(
    (a, b) =>
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

/** The one-target predicate of a saved search, built by the search's own rules; null when it cannot match. */
function predicateFor(search: MatchableSearch, target: { type: 'post' | 'gig'; id: string }): SQL | null {
  if (target.type === 'post' && search.kind === 'jobs')
    return postMatches(target.id, search.query, search.filters as JobSearchOptions);
  if (target.type === 'gig' && search.kind === 'gigs') {
    const f = search.filters;
    return gigMatches(target.id, {
      limit: 1,
      sort: (f.sort as never) ?? 'sales',
      search: search.query || undefined,
      category: f.category as string | undefined,
      min: f.min as number | undefined,
      max: f.max as number | undefined,
      maxDays: f.maxDays as number | undefined,
      minRating: f.minRating as number | undefined,
    });
  }
  return null;
}

/**
 * Of the candidate searches, those the target really matches: one statement per 100 candidates,
 * each testing the one target row by its primary key.
 */
export async function searchesMatching(
  db: Db,
  target: { type: 'post' | 'gig'; id: string },
  candidates: MatchableSearch[],
): Promise<Set<string>> {
  const matched = new Set<string>();
  const table = target.type === 'post' ? sql`"posts"` : sql`"gigs"`;
  for (let i = 0; i < candidates.length; i += 100) {
    const tests = candidates
      .slice(i, i + 100)
      .map((c) => ({ id: c.id, where: predicateFor(c, target) }))
      .filter((c): c is { id: string; where: SQL } => c.where !== null)
      .map((c) => sql`select ${c.id}::uuid as id where exists (select 1 from ${table} where ${and(c.where)})`);
    if (!tests.length) continue;
    for (const row of rowsOf<{ id: string }>(await db.execute(sql.join(tests, sql` union all `)))) matched.add(row.id);
  }
  return matched;
}
