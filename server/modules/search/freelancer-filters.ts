import { and, desc, sql, type SQL } from 'drizzle-orm';
import { toMinorUnits } from '@shared/money';
import type { FreelancerSearchQuery } from '@shared/schemas/profiles';
import { users } from '../../db/schema';
import { rowsAfter, timeKey } from '../../platform/keyset';
import type { SearchOrder, SearchSource } from './tier-statement';

/** The freelancer's average rating in whole hundredths, exactly as migration 0042's users_freelancers_rating_idx is built. */
const freelancerRatingKey = sql<number>`gig_rating_key(${users.reviewStars}, ${users.reviewCount})`;

/** users.filter_keys, a generated column kept outside the Drizzle schema (migration 0042): 's:react', 'l:german', 'c:PL' (migration 0049), 'v', 'r:4' (0057). */
const filterKeys = sql`"users"."filter_keys"`;
const keyArray = (keys: string[]) =>
  sql`${`{${keys.map((k) => `"${k.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * Every filter of the query as one condition on a freelancer row, or undefined when none is
 * asked for. Each is tested on the rows the search walks (like a tier's words), and each has an
 * index (migration 0042) that the index branch reads when the filter is rare among them.
 */
export function freelancerFilterSql(q: FreelancerSearchQuery): SQL | undefined {
  const price =
    q.minPrice !== undefined || q.maxPrice !== undefined
      ? // A listed gig (not paused, not hidden) whose Basic price is in range: gigs_listed_seller_price_idx,
        // probed for each freelancer the walk reads. "offset 0" keeps PostgreSQL from hashing the subquery
        // instead, which read every gig in the price range (100,000 of a million, 330 ms) for a 2,000-row walk.
        sql`exists (select 1 from "gigs" where "gigs"."user_id" = "users"."id" and "gigs"."paused_at" is null and "gigs"."hidden_at" is null${
          q.minPrice !== undefined ? sql` and "gigs"."price_minor" >= ${toMinorUnits(q.minPrice)}` : sql``
        }${q.maxPrice !== undefined ? sql` and "gigs"."price_minor" <= ${toMinorUnits(q.maxPrice)}` : sql``} offset 0)`
      : undefined;
  // Every key asked for must be there (country, badge, whole stars reached: 'r:4' for "4.5 & up",
  // migration 0057); of skills and of languages, any one.
  const every = [
    ...(q.country ? [`c:${q.country}`] : []),
    ...(q.verified === 'true' ? ['v'] : []),
    ...(q.minRating !== undefined ? [`r:${Math.floor(q.minRating)}`] : []),
  ];
  return and(
    q.skills?.length ? sql`${filterKeys} && ${keyArray(q.skills.map((s) => `s:${s}`))}` : undefined,
    q.languages?.length ? sql`${filterKeys} && ${keyArray(q.languages.map((l) => `l:${l}`))}` : undefined,
    every.length ? sql`${filterKeys} @> ${keyArray(every)}` : undefined,
    // Hundredths, as the key: "4 stars and up" means an average of at least 4.00 (the 'r:' key
    // is whole stars only, so "4.5 & up" is tested here on the rows it gives).
    q.minRating !== undefined ? sql`${freelancerRatingKey} >= ${Math.round(q.minRating * 100)}` : undefined,
    price,
  );
}

/** Best rated first (unrated last), ties newest id first: users_freelancers_rating_idx read from its start. */
const ratingOrder: SearchOrder = {
  cursorKey: sql`(${freelancerRatingKey})::text`,
  walk: sql`order by ${freelancerRatingKey} desc nulls last, ${users.id} desc nulls last`,
  // "+ 0" keeps the planner off the rating index: this branch runs only for a few rare matches.
  sorted: sql`order by ${freelancerRatingKey} + 0 desc nulls last, ${users.id} desc nulls last`,
  after: (key, id) => rowsAfter(freelancerRatingKey, users.id, sql`${Number(key)}::int`, sql`${id}::uuid`),
};

/** The rows of a freelancer page in the sort's order (after the tier), for the statement that reads them. */
export const freelancerRowOrder = (sort: FreelancerSearchQuery['sort']): SQL[] =>
  sort === 'rating'
    ? [sql`${freelancerRatingKey} desc nulls last`, sql`${users.id} desc nulls last`]
    : [desc(users.createdAt), desc(users.id)];

/** The cursor key a result carries: its rating key for the rating sort, else its creation time. */
export const freelancerCursorKey = (sort: FreelancerSearchQuery['sort']) =>
  sort === 'rating' ? sql<string>`(${freelancerRatingKey})::text` : timeKey(users.createdAt);

/**
 * The search over freelancers under the query's filters and in its order. Without filters and
 * in the relevance order, `base` itself: the search SPEC's call has always run.
 */
export function freelancerSourceFor(base: SearchSource, q: FreelancerSearchQuery): SearchSource {
  const filter = freelancerFilterSql(q);
  if (!filter && q.sort === 'relevance') return base;
  return {
    ...base,
    ...(q.sort === 'rating' ? { order: ratingOrder } : {}),
    filter,
    // The rare-word memo is kept per order and filter: a word rare among Polish React developers is not rare among
    // all, and tier 0 of the newest order (any word) is not the name tier of relevance.
    memo: `|${q.sort}|${(q.skills ?? []).join(',')}|${q.country ?? ''}|${q.minRating ?? ''}|${q.verified ?? ''}|${q.minPrice ?? ''}-${q.maxPrice ?? ''}|${(q.languages ?? []).join(',')}`,
  };
}
