import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { gigCategoriesFor } from '@shared/gig-categories';
import type { GigListQuery, GigSummary, OwnGig } from '@shared/schemas/gigs';
import { gigs, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { fieldError } from '../../platform/errors';
import { afterCursor } from '../../platform/keyset';
import { decodeCursor, splitPage, type Cursor } from '../../platform/pagination';
import { gigDetail, toGigSummary } from './serialize';
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

// sales is an integer column, so its cursor key is a whole number.
const afterSortCursor = (sort: GigListQuery['sort'], cursor: Cursor | undefined): SQL | undefined =>
  sort === 'sales' ? afterCursor(gigs.sales, gigs.id, cursor, 'count') : afterCursor(gigs.createdAt, gigs.id, cursor, 'time');

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
export async function listGigs(ctx: AppContext, query: GigListQuery): Promise<{ items: GigSummary[]; nextCursor: string | null }> {
  const categories = query.category ? gigCategoriesFor(query.category) : [];
  if (!categories) throw fieldError('category', 'unknown category');
  const take = query.limit + 1;
  const common = [
    afterSortCursor(query.sort, decodeCursor(query.cursor)),
    query.min !== undefined ? gte(gigs.price, query.min) : undefined,
    query.max !== undefined ? lte(gigs.price, query.max) : undefined,
    query.userId ? eq(gigs.userId, query.userId) : undefined,
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

/** A page of the owner's own gigs with every Gig field (GET /gigs with no query): the card page, then the page's details in one query. */
export async function listOwnGigs(ctx: AppContext, query: GigListQuery & { userId: string }): Promise<{ items: OwnGig[]; nextCursor: string | null }> {
  const page = await listGigs(ctx, { ...query, sort: 'createdAt' });
  if (!page.items.length) return { items: [], nextCursor: page.nextCursor };
  const details = await ctx.db
    .select({ id: gigs.id, imageKeys: gigs.imageKeys, shortTitle: gigs.shortTitle, shortDesc: gigs.shortDesc, deliveryTime: gigs.deliveryTime, revisionNumber: gigs.revisionNumber, features: gigs.features })
    .from(gigs)
    .where(and(eq(gigs.userId, query.userId), inArray(gigs.id, page.items.map((g) => g._id))));
  const byId = new Map(details.map((d) => [d.id, d]));
  // A gig deleted between the two reads is left out rather than answered half.
  const items = page.items.flatMap((g) => {
    const detail = byId.get(g._id);
    return detail ? [{ ...g, ...gigDetail(detail) }] : [];
  });
  return { items, nextCursor: page.nextCursor };
}
