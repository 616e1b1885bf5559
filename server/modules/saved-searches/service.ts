import { and, count, desc, eq, sql } from 'drizzle-orm';
import { MAX_SAVED_SEARCHES, type SavedSearch, type SavedSearchInput } from '@shared/schemas/saved-searches';
import type { PageQuery } from '@shared/schemas/common';
import type { Db } from '../../db/client';
import { savedSearches, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { olderThanCursor, timeKey, splitPage } from '../../platform/keyset';
import { searchAnchors, searchCategory, typoTextOf } from '../search';

type Row = typeof savedSearches.$inferSelect;

const toSavedSearch = (row: Row): SavedSearch => ({
  _id: row.id,
  kind: row.kind,
  name: row.name,
  query: row.query,
  filters: row.filters,
  alert: row.alert,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The columns written from the input: the search itself and its alert index (anchors, required,
 * category, and the typo words when its words find nothing but close ones). `typoText` is found
 * by running the search, before the caller's transaction (PGlite has one connection).
 */
async function columnsOf(db: Db, input: SavedSearchInput, typoText: string | null) {
  return {
    typoText,
    kind: input.kind,
    name: input.name,
    query: input.query,
    filters: input.filters,
    alert: input.alert,
    ...(await searchAnchors(db, input.query, input.kind)),
    category: searchCategory(input.filters),
  };
}

/** POST /saved-searches: at most 20 a person, counted under their row's lock so two at once cannot both be the 21st. */
export async function createSavedSearch(
  ctx: AppContext,
  user: AuthUser,
  input: SavedSearchInput,
): Promise<SavedSearch> {
  const typoText = await typoTextOf(ctx, input);
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [had] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, user.id));
    if ((had?.n ?? 0) >= MAX_SAVED_SEARCHES)
      throw conflict(`You can keep at most ${MAX_SAVED_SEARCHES} saved searches`);
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId: user.id, ...(await columnsOf(tx, input, typoText)) })
      .returning();
    return toSavedSearch(row!);
  });
}

export async function listSavedSearches(ctx: AppContext, user: AuthUser, query: PageQuery) {
  const rows = await ctx.db
    .select({ row: savedSearches, key: timeKey(savedSearches.createdAt) })
    .from(savedSearches)
    .where(
      and(eq(savedSearches.userId, user.id), olderThanCursor(savedSearches.createdAt, savedSearches.id, query.cursor)),
    )
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.key, id: r.row.id }));
  return { items: items.map((r) => toSavedSearch(r.row)), nextCursor };
}

/** PUT /saved-searches/{id}: the owner's only; anyone else's answers 404, like a missing one. */
export async function updateSavedSearch(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: SavedSearchInput,
): Promise<SavedSearch> {
  const [row] = await ctx.db
    .update(savedSearches)
    .set({ ...(await columnsOf(ctx.db, input, await typoTextOf(ctx, input))), updatedAt: sql`now()` })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, user.id)))
    .returning();
  if (!row) throw notFound('Saved search');
  return toSavedSearch(row);
}

export async function deleteSavedSearch(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const rows = await ctx.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, user.id)))
    .returning({ id: savedSearches.id });
  if (!rows.length) throw notFound('Saved search');
}
