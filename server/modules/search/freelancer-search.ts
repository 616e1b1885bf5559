import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { FreelancerResult, FreelancerSearchQuery } from '@shared/schemas/profiles';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { timeKey } from '../../platform/keyset';
import { decodeCursor } from '../../platform/pagination';
import { publicUrl } from '../../platform/storage';
import { boundedSearch, hitsCte, inIdOrder, tierCursor, type SearchSource, type SearchTier } from './bounded';
import { typoMatches, type TypoSource } from './typos';

const MAX_WORDS = 10;

/**
 * Turns free text (or a menu slug like 'graphics-design' or 'web developer') into the
 * words of a to_tsquery string, each a prefix match ('dev' finds 'Developer'). Only
 * letters and digits reach to_tsquery, so no operator the user types can change the
 * query. Stemming happens in Postgres ('english').
 */
function prefixWords(text: string, weights = ''): string[] {
  return [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, MAX_WORDS).map((w) => `${w}:*${weights}`);
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
export const freelancerSource: SearchSource = { table: sql`"users"`, name: 'users', scope: listedFreelancers, time: users.createdAt, id: users.id };
// Name, profession and skills, as migration 0020's trigram index has them: "desinger" finds designers.
const freelancerNames: TypoSource = {
  name: 'users',
  table: sql`"users"`,
  scope: listedFreelancers,
  text: sql`users_typo_text("users"."full_name", "users"."profession", "users"."skills")`,
  time: users.createdAt,
  id: users.id,
};

/** Tiers: every word in the name, every word anywhere (profession, skills, username), any word. */
export function freelancerSearchFilters(text: string): SearchTier[] | null {
  const any = toPrefixQuery(text);
  if (!any) return null;
  const match = (q: string) => sql`${searchVector} @@ to_tsquery('english', ${q})`;
  const all = prefixWords(text).join(' & ');
  // The name alone is indexed too (migration 0009), so a rare name tier does not recheck every match.
  const name = { match: match(prefixWords(text, 'A').join(' & ')), gin: sql`users_name_document("users"."full_name") @@ to_tsquery('english', ${all})` };
  // With one word, "every word" and "any word" are the same tier.
  return all === any ? [name, { match: match(all) }] : [name, { match: match(all) }, { match: match(any) }];
}

export async function searchFreelancers(ctx: AppContext, input: FreelancerSearchQuery): Promise<{ items: FreelancerResult[]; nextCursor: string | null }> {
  const filters = freelancerSearchFilters(input.query);
  if (!filters) return { items: [], nextCursor: null };
  const cursor = decodeCursor(input.cursor, 'tier');
  const columns = { id: users.id, fullName: users.fullName, avatarKey: users.avatarKey, profession: users.profession, isVerified: users.isVerified };
  const toResult = (r: { id: string; fullName: string; avatarKey: string | null; profession: string | null; isVerified: boolean }): FreelancerResult => ({
    _id: r.id,
    avatar: publicUrl(r.avatarKey),
    fullName: r.fullName,
    profession: r.profession,
    isVerified: r.isVerified,
  });
  // Each tier's statement is joined to the columns shown: one statement a tier.
  const found = await boundedSearch(ctx.db, freelancerSource, filters, input.query.trim().toLowerCase(), input.limit + 1, cursor, (tier) => {
    const hits = hitsCte(ctx.db, tier);
    const selection = { ...columns, cursorTime: timeKey(users.createdAt), walked: hits.walked };
    return ctx.db.with(hits).select(selection).from(users).innerJoin(hits, eq(hits.hitId, users.id)).orderBy(desc(users.createdAt), desc(users.id));
  });
  if (found.length || cursor) return { items: found.slice(0, input.limit).map(toResult), nextCursor: found.length > input.limit ? tierCursor(found[input.limit - 1]!) : null };
  // Nobody at all for what was typed: names, professions or skills with a word close to it, one page (typos.ts).
  const ids = await typoMatches(ctx.db, freelancerNames, input.query, input.limit);
  const rows = ids.length ? await ctx.db.select(columns).from(users).where(inArray(users.id, ids)) : [];
  return { items: inIdOrder(ids, rows).map(toResult), nextCursor: null };
}
