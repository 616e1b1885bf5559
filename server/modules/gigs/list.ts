import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { GigListQuery, GigSummary, OwnGig } from '@shared/schemas/gigs';
import { gigs, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { decodeCursor, splitPage, type Cursor } from '../../platform/keyset';
import {
  afterKey,
  categoriesOf,
  checkKey,
  cursorKeyOf,
  gigFilters,
  gigOrder,
  indexedOrder,
  type GigListing,
} from './order';
import { gigDetail, toGigSummary } from './serialize';

export const summaryFields = {
  id: gigs.id,
  userId: gigs.userId,
  title: gigs.title,
  category: gigs.category,
  coverKey: gigs.coverKey,
  desc: gigs.desc,
  priceMinor: gigs.priceMinor,
  currency: gigs.currency,
  sales: gigs.sales,
  totalStars: gigs.totalStars,
  starNumber: gigs.starNumber,
  createdAt: gigs.createdAt,
  hiddenAt: gigs.hiddenAt,
  hiddenReason: gigs.hiddenReason,
  sellerName: users.fullName,
  sellerAvatarKey: users.avatarKey,
};

type Order = ReturnType<typeof gigOrder>;

function selectPage(ctx: AppContext, where: SQL | undefined, order: Order, take: number) {
  // The sort key as cursor text (full microsecond precision for times, so no row is skipped).
  return ctx.db
    .select({
      ...summaryFields,
      cursorKey: sql<string>`${cursorKeyOf(order)}`.as('cursor_key'),
      sortKey: sql`${order.key}`.as('sort_key'),
    })
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.userId))
    .where(where)
    .orderBy(...indexedOrder(order))
    .limit(take);
}

function afterCursor(order: Order, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  checkKey(order, cursor.key);
  return afterKey(order, cursor.key, cursor.id);
}

/**
 * One page of gigs in the chosen order (best selling, newest, price up or down, rating),
 * filtered by category, price, delivery time and rating. Each category is read on its own
 * and the pages are merged, so a filter covering two categories stays an index walk
 * ((category, sales) and (category, created) indexes; price and rating walk their own index).
 */
export async function listGigs(ctx: AppContext, query: GigListing, take = query.limit + 1) {
  const categories = categoriesOf(query);
  const order = gigOrder(query.sort);
  const common = and(afterCursor(order, decodeCursor(query.cursor)), gigFilters(query));
  if (categories.length <= 1) {
    const rows = await selectPage(
      ctx,
      and(common, categories[0] ? eq(gigs.category, categories[0]) : undefined),
      order,
      take,
    );
    return pageOf(rows, query.limit);
  }
  const [first, second, ...rest] = categories.map((category) =>
    selectPage(ctx, and(common, eq(gigs.category, category)), order, take),
  );
  // A union is ordered by its output columns.
  const direction = sql.raw(order.descending ? `desc nulls ${order.nulls}` : `asc nulls ${order.nulls}`);
  const rows = await unionAll(first!, second!, ...rest)
    .orderBy(sql`sort_key ${direction}`, sql`id ${direction}`)
    .limit(take);
  return pageOf(rows, query.limit);
}

type Row = Awaited<ReturnType<typeof selectPage>>[number];

function pageOf(rows: Row[], limit: number): { items: GigSummary[]; nextCursor: string | null; more: number } {
  const { items, nextCursor } = splitPage(rows, limit, (row) => ({
    key: /^-?\d+$/.test(row.cursorKey) ? Number(row.cursorKey) : row.cursorKey,
    id: row.id,
  }));
  return { items: items.map(toGigSummary), nextCursor, more: rows.length };
}

/** A page of the owner's own gigs with every Gig field (GET /gigs with no query): the card page, then the page's details in one query. */
export async function listOwnGigs(
  ctx: AppContext,
  query: GigListQuery & { userId: string },
): Promise<{ items: OwnGig[]; nextCursor: string | null }> {
  const page = await listGigs(ctx, { ...query, sort: 'createdAt', includePaused: true });
  if (!page.items.length) return { items: [], nextCursor: page.nextCursor };
  const details = await ctx.db
    .select({
      id: gigs.id,
      imageKeys: gigs.imageKeys,
      shortTitle: gigs.shortTitle,
      shortDesc: gigs.shortDesc,
      deliveryTime: gigs.deliveryTime,
      revisionNumber: gigs.revisionNumber,
      features: gigs.features,
    })
    .from(gigs)
    .where(
      and(
        eq(gigs.userId, query.userId),
        inArray(
          gigs.id,
          page.items.map((g) => g._id),
        ),
      ),
    );
  const byId = new Map(details.map((d) => [d.id, d]));
  // A gig deleted between the two reads is left out rather than answered half.
  const items = page.items.flatMap((g) => {
    const detail = byId.get(g._id);
    return detail ? [{ ...g, ...gigDetail(detail) }] : [];
  });
  return { items, nextCursor: page.nextCursor };
}
