import { and, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { gigCategoriesFor } from '@shared/gig-categories';
import type { GigListQuery, GigSummary } from '@shared/schemas/gigs';
import { gigs, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { fieldError } from '../../platform/errors';
import { decodeCursor, splitPage, type Cursor } from '../../platform/pagination';
import { toGigSummary } from './serialize';
import { descIndexed } from '../../platform/pagination';

const summaryFields = {
  id: gigs.id,
  userId: gigs.userId,
  title: gigs.title,
  category: gigs.category,
  coverKey: gigs.coverKey,
  desc: gigs.desc,
  price: gigs.price,
  sales: gigs.sales,
  totalStars: gigs.totalStars,
  starNumber: gigs.starNumber,
  createdAt: gigs.createdAt,
  // Full microsecond precision, so a cursor never skips rows created in the same millisecond.
  createdAtExact: sql<string>`${gigs.createdAt}::text`.as('created_at_exact'),
  sellerName: users.fullName,
  sellerAvatarKey: users.avatarKey,
};

type Row = Awaited<ReturnType<typeof selectPage>>[number];

function afterCursor(sort: GigListQuery['sort'], cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  if (sort === 'sales') {
    if (!Number.isInteger(cursor.key)) throw fieldError('cursor', 'does not match the sort'); // sales is an integer column
    return sql`(${gigs.sales}, ${gigs.id}) < (${cursor.key}, ${cursor.id}::uuid)`;
  }
  if (typeof cursor.key !== 'string' || Number.isNaN(Date.parse(cursor.key))) throw fieldError('cursor', 'does not match the sort');
  return sql`(${gigs.createdAt}, ${gigs.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`;
}

function selectPage(ctx: AppContext, where: SQL | undefined, sort: GigListQuery['sort'], take: number) {
  const order = sort === 'sales' ? [descIndexed(gigs.sales), descIndexed(gigs.id)] : [descIndexed(gigs.createdAt), descIndexed(gigs.id)];
  return ctx.db
    .select(summaryFields)
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.userId))
    .where(where)
    .orderBy(...order)
    .limit(take);
}

/**
 * One page of gigs, newest or best selling first. Each category is read from its own
 * (category, sort key) index and the pages are merged, so a filter covering two
 * categories stays an index walk rather than a sort of both categories.
 */
export async function listGigs(ctx: AppContext, query: GigListQuery, options: { withPaused?: boolean } = {}): Promise<{ items: GigSummary[]; nextCursor: string | null }> {
  const categories = query.category ? gigCategoriesFor(query.category) : [];
  if (!categories) throw fieldError('category', 'unknown category');
  const take = query.limit + 1;
  const common = [
    afterCursor(query.sort, decodeCursor(query.cursor)),
    query.min !== undefined ? gte(gigs.price, query.min) : undefined,
    query.max !== undefined ? lte(gigs.price, query.max) : undefined,
    query.userId ? eq(gigs.userId, query.userId) : undefined,
    // A paused gig is out of every list but its seller's own (My Gigs).
    options.withPaused ? undefined : isNull(gigs.pausedAt),
  ];
  let rows: Row[];
  if (categories.length <= 1) {
    rows = await selectPage(ctx, and(...common, categories[0] ? eq(gigs.category, categories[0]) : undefined), query.sort, take);
  } else {
    const [first, second, ...rest] = categories.map((category) => selectPage(ctx, and(...common, eq(gigs.category, category)), query.sort, take));
    const merged = unionAll(first!, second!, ...rest);
    rows = await (query.sort === 'sales' ? merged.orderBy(descIndexed(gigs.sales), descIndexed(gigs.id)) : merged.orderBy(descIndexed(gigs.createdAt), descIndexed(gigs.id))).limit(take);
  }
  const { items, nextCursor } = splitPage(rows, query.limit, (row) => ({ key: query.sort === 'sales' ? row.sales : row.createdAtExact, id: row.id }));
  return { items: items.map(toGigSummary), nextCursor };
}
