import { and, desc, sql } from 'drizzle-orm';
import type { FreelancerResult, FreelancerSearchQuery } from '@shared/schemas/profiles';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { fieldError } from '../../platform/errors';
import { decodeCursor, splitPage } from '../../platform/pagination';
import { publicUrl } from '../../platform/storage';

const MAX_WORDS = 10;

/**
 * Turns free text (or a menu slug like 'graphics-design' or 'web developer') into a
 * to_tsquery string: the words split on anything that is not a letter or a digit,
 * each a prefix match ('dev' finds 'Developer'), ORed so a person matching more of
 * them ranks higher. Only letters and digits reach to_tsquery, so no operator the
 * user types can change the query. Stemming happens in Postgres ('english').
 */
export function toPrefixQuery(text: string): string | null {
  const words = [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, MAX_WORDS);
  return words.length ? words.map((w) => `${w}:*`).join(' | ') : null;
}

/** users.search_vector is a generated column kept outside the Drizzle schema (see migration 0001_users_search). */
const searchVector = sql`${users}."search_vector"`;

export async function searchFreelancers(ctx: AppContext, input: FreelancerSearchQuery): Promise<{ items: FreelancerResult[]; nextCursor: string | null }> {
  const prefixQuery = toPrefixQuery(input.query);
  if (!prefixQuery) return { items: [], nextCursor: null };
  const cursor = decodeCursor(input.cursor);
  if (cursor && typeof cursor.key !== 'number') throw fieldError('cursor', 'invalid pagination cursor');

  const tsquery = sql`to_tsquery('english', ${prefixQuery})`;
  const rank = sql<number>`ts_rank(${searchVector}, ${tsquery})::float8`;
  const rows = await ctx.db
    .select({ id: users.id, fullName: users.fullName, avatarKey: users.avatarKey, profession: users.profession, isVerified: users.isVerified, rank })
    .from(users)
    .where(
      and(
        // A literal (not a bound parameter) so the planner can use the partial index on freelancers.
        sql`${users.isClient} = false`,
        sql`${searchVector} @@ ${tsquery}`,
        cursor ? sql`(${rank}, ${users.id}) < (${cursor.key}::float8, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(rank), desc(users.id))
    .limit(input.limit + 1);

  const { items, nextCursor } = splitPage(rows, input.limit, (r) => ({ key: Number(r.rank), id: r.id }));
  return {
    items: items.map((r) => ({ _id: r.id, avatar: publicUrl(r.avatarKey), fullName: r.fullName, profession: r.profession, isVerified: r.isVerified })),
    nextCursor,
  };
}
