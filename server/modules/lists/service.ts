import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  MAX_LIST_ITEMS,
  MAX_LISTS,
  type AddListItemInput,
  type CreateListInput,
  type ListItem,
  type ListsQuery,
  type SavedList,
} from '@shared/schemas/lists';
import type { PageQuery } from '@shared/schemas/common';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { gigs, listItems, lists, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { olderThanCursor, timeKey, splitPage } from '../../platform/keyset';
import { wholePrice } from '../../platform/prices';
import { publicUrl } from '../../platform/storage';
import { canSee } from '../../platform/visibility';
import { thumbKeyFor } from '../gigs';

/**
 * The caller's list, locked for the rest of the transaction (adding items counts them under
 * the lock); someone else's list answers like a missing one: its id says nothing to a stranger.
 */
async function ownList(db: Db, user: AuthUser, id: string, lock = false) {
  const query = db
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.id, id), eq(lists.ownerId, user.id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('List');
  return row;
}

export async function createList(ctx: AppContext, user: AuthUser, input: CreateListInput): Promise<SavedList> {
  return ctx.db.transaction(async (tx) => {
    // The owner's row is the lock that makes the count and the insert one step: two lists
    // created at once cannot both be the 50th.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [had] = await tx.select({ n: count() }).from(lists).where(eq(lists.ownerId, user.id));
    if ((had?.n ?? 0) >= MAX_LISTS) throw conflict(`You can keep at most ${MAX_LISTS} lists`);
    const [row] = await tx.insert(lists).values({ ownerId: user.id, name: input.name }).returning();
    return { _id: row!.id, name: row!.name, itemCount: 0, createdAt: row!.createdAt.toISOString(), savedItemId: null };
  });
}

/** The caller's lists, newest first; each says how many items it holds and, when asked, whether it holds one gig or freelancer. */
export async function listLists(ctx: AppContext, user: AuthUser, query: ListsQuery) {
  const holds = query.gigId
    ? sql`li.gig_id = ${query.gigId}`
    : query.freelancerId
      ? sql`li.freelancer_id = ${query.freelancerId}`
      : undefined;
  const rows = await ctx.db
    .select({
      row: lists,
      key: timeKey(lists.createdAt),
      // Per list on the page: an index probe each, bounded by the page size. Written with the
      // table named, as drizzle leaves a lone table's columns bare and the inner one would win.
      itemCount: sql<number>`(select count(*)::int from list_items li where li.list_id = "lists"."id")`,
      savedItemId: holds
        ? sql<string | null>`(select li.id from list_items li where li.list_id = "lists"."id" and ${holds} limit 1)`
        : sql<string | null>`null::uuid`,
    })
    .from(lists)
    .where(and(eq(lists.ownerId, user.id), olderThanCursor(lists.createdAt, lists.id, query.cursor)))
    .orderBy(desc(lists.createdAt), desc(lists.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.key, id: r.row.id }));
  return {
    items: items.map((r): SavedList => ({
      _id: r.row.id,
      name: r.row.name,
      itemCount: r.itemCount,
      createdAt: r.row.createdAt.toISOString(),
      savedItemId: r.savedItemId,
    })),
    nextCursor,
  };
}

export async function deleteList(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const rows = await ctx.db
    .delete(lists)
    .where(and(eq(lists.id, id), eq(lists.ownerId, user.id)))
    .returning({ id: lists.id });
  if (!rows.length) throw notFound('List');
}

/** Whether the gig or freelancer may be saved by this user: it exists and they may see it. */
async function requireTarget(db: Db, user: AuthUser, input: AddListItemInput): Promise<void> {
  if (input.gigId) {
    const [gig] = await db
      .select({ userId: gigs.userId, hiddenAt: gigs.hiddenAt })
      .from(gigs)
      .where(eq(gigs.id, input.gigId))
      .limit(1);
    if (!gig || !canSee(user, gig.userId, gig.hiddenAt)) throw notFound('Gig');
    return;
  }
  const [person] = await db
    .select({ id: users.id, isClient: users.isClient, hiddenAt: users.hiddenAt, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, input.freelancerId!))
    .limit(1);
  if (!person || person.isClient || !canSee(user, person.id, person.hiddenAt ?? person.suspendedAt))
    throw notFound('Freelancer');
}

/** Saving what the list holds already answers that item (created: false): a second tap on the heart is harmless. */
export async function addListItem(
  ctx: AppContext,
  user: AuthUser,
  listId: string,
  input: AddListItemInput,
): Promise<{ item: ListItem; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    await ownList(tx, user, listId, true);
    await requireTarget(tx, user, input);
    const same = input.gigId ? eq(listItems.gigId, input.gigId) : eq(listItems.freelancerId, input.freelancerId!);
    const [existing] = await tx
      .select({ id: listItems.id })
      .from(listItems)
      .where(and(eq(listItems.listId, listId), same))
      .limit(1);
    if (existing) return { item: (await itemsByIds(tx, listId, existing.id))[0]!, created: false };
    const [had] = await tx.select({ n: count() }).from(listItems).where(eq(listItems.listId, listId));
    if ((had?.n ?? 0) >= MAX_LIST_ITEMS) throw conflict(`A list holds at most ${MAX_LIST_ITEMS} items`);
    const [row] = await tx
      .insert(listItems)
      .values({ listId, gigId: input.gigId ?? null, freelancerId: input.freelancerId ?? null })
      .returning({ id: listItems.id });
    return { item: (await itemsByIds(tx, listId, row!.id))[0]!, created: true };
  });
}

export async function removeListItem(ctx: AppContext, user: AuthUser, listId: string, itemId: string): Promise<void> {
  await ownList(ctx.db, user, listId);
  const rows = await ctx.db
    .delete(listItems)
    .where(and(eq(listItems.id, itemId), eq(listItems.listId, listId)))
    .returning({ id: listItems.id });
  if (!rows.length) throw notFound('Item');
}

const seller = alias(users, 'seller');

/** One query for a page of items with their gig (and seller) or freelancer: no query per item. */
function itemQuery(db: Db) {
  return db
    .select({
      item: listItems,
      key: timeKey(listItems.createdAt),
      gig: {
        id: gigs.id,
        title: gigs.title,
        coverKey: gigs.coverKey,
        priceMinor: gigs.priceMinor,
        currency: gigs.currency,
        hiddenAt: gigs.hiddenAt,
      },
      seller: { fullName: seller.fullName, suspendedAt: seller.suspendedAt },
      person: {
        id: users.id,
        fullName: users.fullName,
        username: users.username,
        avatarKey: users.avatarKey,
        profession: users.profession,
        hiddenAt: users.hiddenAt,
        suspendedAt: users.suspendedAt,
      },
    })
    .from(listItems)
    .leftJoin(gigs, eq(gigs.id, listItems.gigId))
    .leftJoin(seller, eq(seller.id, gigs.userId))
    .leftJoin(users, eq(users.id, listItems.freelancerId));
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['limit']>>[number];

function toListItem(r: ItemRow): ListItem {
  const gig =
    r.gig && r.seller && r.gig.hiddenAt === null && r.seller.suspendedAt === null
      ? {
          _id: r.gig.id,
          title: r.gig.title,
          coverThumb: publicUrl(thumbKeyFor(r.gig.coverKey))!,
          price: wholePrice(r.gig),
          sellerName: r.seller.fullName,
        }
      : null;
  const p = r.person;
  const freelancer =
    p && p.hiddenAt === null && p.suspendedAt === null
      ? {
          _id: p.id,
          fullName: p.fullName,
          username: p.username,
          avatar: publicUrl(p.avatarKey),
          profession: p.profession,
        }
      : null;
  return {
    _id: r.item.id,
    kind: r.item.gigId ? 'gig' : 'freelancer',
    createdAt: r.item.createdAt.toISOString(),
    gig,
    freelancer,
  };
}

async function itemsByIds(db: Db, listId: string, id: string): Promise<ListItem[]> {
  const rows = await itemQuery(db)
    .where(and(eq(listItems.listId, listId), eq(listItems.id, id)))
    .limit(1);
  return rows.map(toListItem);
}

/** A list's items, most recently saved first, a page at a time (only its owner's). */
export async function listItemsOf(ctx: AppContext, user: AuthUser, listId: string, query: PageQuery) {
  await ownList(ctx.db, user, listId);
  const rows = await itemQuery(ctx.db)
    .where(and(eq(listItems.listId, listId), olderThanCursor(listItems.createdAt, listItems.id, query.cursor)))
    .orderBy(desc(listItems.createdAt), desc(listItems.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.key, id: r.item.id }));
  return { items: items.map(toListItem), nextCursor };
}
