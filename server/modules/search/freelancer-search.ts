import { eq, sql } from 'drizzle-orm';
import type { FreelancerResult, FreelancerSearchQuery, FreelancerSort } from '@shared/schemas/profiles';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { decodeCursor } from '../../platform/keyset';
import { publicUrl } from '../../platform/storage';
import { TALENT_TERMS } from '@shared/constants';
import { boundedSearch, pageCount, tierCursor, wanted } from './bounded';
import type { SearchSource, SearchTier } from './tier-statement';
import { freelancerCursorKey, freelancerRowOrder, freelancerSourceFor } from './freelancer-filters';
import { typoHits, type TypoSource } from './typos';
import { indexedMatch } from './post-query';

const MAX_WORDS = 10;
/** How many people close to a misspelled word a filtered search looks at (see freelancerPage). */
const TYPO_POOL = 100;

/**
 * Turns free text (or a menu slug like 'graphics-design' or 'web developer') into the
 * words of a to_tsquery string, each a prefix match ('dev' finds 'Developer'). Only
 * letters and digits reach to_tsquery, so no operator the user types can change the
 * query. Stemming happens in Postgres ('english').
 */
function prefixWords(text: string, weights = ''): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ]
    .slice(0, MAX_WORDS)
    .map((w) => `${w}:*${weights}`);
}

/** Any of the words: people matching only some of them are still found (after those matching all). */
export function toPrefixQuery(text: string): string | null {
  const words = prefixWords(text);
  return words.length ? words.join(' | ') : null;
}

/** users.search_vector is a generated column kept outside the Drizzle schema (see migration 0001_users_search). */
const searchVector = sql`"users"."search_vector"`;
// A literal (not a bound parameter) so the planner can use the partial indexes on freelancers;
// hidden and suspended accounts are tested on each row those indexes give (issue 23).
const listedFreelancers = sql`"users"."is_client" = false and "users"."hidden_at" is null and "users"."suspended_at" is null`;
export const freelancerSource: SearchSource = {
  table: sql`"users"`,
  name: 'users',
  scope: listedFreelancers,
  time: users.createdAt,
  id: users.id,
};
// Name, profession and skills, as migration 0020's trigram index has them: "desinger" finds designers.
const freelancerNames: TypoSource = {
  name: 'users',
  vocabulary: 'users',
  table: sql`"users"`,
  scope: listedFreelancers,
  text: sql`users_typo_text("users"."full_name", "users"."profession", "users"."skills")`,
  // Name (A), profession and skills (B) of the stored vector, which its GIN index answers.
  vector: { walk: searchVector, weights: 'AB' },
  time: users.createdAt,
  id: users.id,
};

/** A Find Talents slug (shared TALENT_TERMS): one tier, a word of every group in the profession or skills. */
function talentTier(text: string): SearchTier[] | null {
  const term = TALENT_TERMS[text.trim().toLowerCase()];
  if (!term) return null;
  // Built from constants only, never from what was typed.
  const q = term.words.map((group) => `(${group.map((w) => `${w}:*B`).join(' | ')})`).join(' & ');
  return [{ match: sql`${searchVector} @@ to_tsquery('english', ${q})` }];
}

/** No words: every listed freelancer, newest first (the walk of bounded.ts fills a page at once). */
const everyone: SearchTier[] = [{ match: sql`true` }];

/**
 * Tiers: every word in the name, every word anywhere (profession, skills, username), any word.
 * Sorted by rating or newest the client asked for one order, so all matches (any word) are one tier.
 */
export function freelancerSearchFilters(text: string, sort: FreelancerSort = 'relevance'): SearchTier[] | null {
  if (!text.trim()) return everyone;
  const talent = talentTier(text);
  if (talent) return talent;
  const any = toPrefixQuery(text);
  if (!any) return null;
  const match = (q: string) => sql`${searchVector} @@ to_tsquery('english', ${q})`;
  const tier = (q: string): SearchTier => ({ match: match(q), gin: indexedMatch(searchVector, q, 'users') });
  if (sort !== 'relevance') return [tier(any)];
  const all = prefixWords(text).join(' & ');
  // The name alone is indexed too (migration 0009), so a rare name tier does not recheck every match.
  // The stored vector's name words are tested beside it: where a filter's index gives the rows
  // instead ("verified, 3 stars & up": 2,767 of them), they are tested by reading the stored
  // vector before any name is parsed again (7.6 ms, not 0.04, when none of those names match).
  const nameMatch = match(prefixWords(text, 'A').join(' & '));
  const name = {
    match: nameMatch,
    gin: sql`${indexedMatch(sql`users_name_document("users"."full_name")`, all, 'users')} and ${nameMatch}`,
    ginFirst: true,
  };
  // With one word, "every word" and "any word" are the same tier.
  return all === any ? [name, tier(all)] : [name, tier(all), tier(any)];
}

const columns = {
  id: users.id,
  fullName: users.fullName,
  avatarKey: users.avatarKey,
  profession: users.profession,
  isVerified: users.isVerified,
  country: users.country,
};
const toResult = (r: {
  id: string;
  fullName: string;
  avatarKey: string | null;
  profession: string | null;
  isVerified: boolean;
  country: string | null;
}): FreelancerResult => ({
  _id: r.id,
  avatar: publicUrl(r.avatarKey),
  fullName: r.fullName,
  profession: r.profession,
  isVerified: r.isVerified,
  country: r.country,
});

/**
 * GET /search/freelancers/search: a page of freelancers and, on the first page, how many match
 * (up to COUNT_CAP), read by the same statements as the page. No words: the newest freelancers.
 */
export async function freelancerPage(
  ctx: AppContext,
  input: FreelancerSearchQuery,
): Promise<{
  items: FreelancerResult[];
  nextCursor: string | null;
  count: { count: number; countCapped: boolean } | null;
}> {
  const query = input.query ?? '';
  const filters = freelancerSearchFilters(query, input.sort);
  if (!filters) return { items: [], nextCursor: null, count: null };
  const source = freelancerSourceFor(freelancerSource, input);
  const cursor = decodeCursor(input.cursor, input.sort === 'rating' ? 'tierInteger' : 'tier');
  // Each tier's statement is joined to the columns shown: one statement a tier, the count with it.
  const { rows, found } = await boundedSearch(
    ctx.db,
    source,
    filters,
    query.trim().toLowerCase(),
    wanted(input.limit, cursor),
    cursor,
    (hits) => {
      const selection = {
        ...columns,
        cursorTime: freelancerCursorKey(input.sort),
        tier: hits.tier,
        via: hits.via,
        found: hits.found,
      };
      return ctx.db
        .with(hits)
        .select(selection)
        .from(users)
        .innerJoin(hits, eq(hits.hitId, users.id))
        .orderBy(hits.tier, ...freelancerRowOrder(input.sort));
    },
  );
  const count = cursor ? null : pageCount(found);
  if (found || cursor)
    return {
      items: rows.map(toResult),
      nextCursor: found > input.limit ? tierCursor(rows[input.limit - 1]!) : null,
      count,
    };
  // Nobody at all for what was typed: names, professions or skills with a word close to it, one page (typos.ts).
  // Under filters, the closest TYPO_POOL people are found first and the filters applied to them: asking
  // the trigram index for people close to a common word *and* in a narrow filter would read every one close.
  const filtered = source !== freelancerSource && source.filter;
  const typo = typoHits(ctx.db, freelancerNames, query, filtered ? TYPO_POOL : input.limit);
  const people = typo
    ? await ctx.db
        .with(typo.hits)
        .select({ ...columns, via: typo.hits.via })
        .from(users)
        .innerJoin(typo.hits, eq(typo.hits.hitId, users.id))
        .where(filtered ? source.filter : undefined)
        .orderBy(typo.hits.rank)
        .limit(input.limit)
    : [];
  typo?.note(people);
  const items = people.map(toResult);
  return { items, nextCursor: null, count: pageCount(items.length) };
}
