import { and, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { applications, bookmarks, posts, users } from '../../db/schema';
import { timeKey } from '../../platform/keyset';

// A guest bookmarks nothing; joining on an id no user has keeps one query shape for all.
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** A post with its author (the `client` of the API shape) and its cursor time. */
export const postColumns = {
  id: posts.id,
  title: posts.title,
  description: posts.description,
  budgetMinMinor: posts.budgetMinMinor,
  budgetMaxMinor: posts.budgetMaxMinor,
  currency: posts.currency,
  category: posts.category,
  tags: posts.tags,
  status: posts.status,
  createdAt: posts.createdAt,
  hiddenAt: posts.hiddenAt,
  hiddenReason: posts.hiddenReason,
  cursorTime: timeKey(posts.createdAt),
  clientId: users.id,
  clientName: users.fullName,
  clientAvatarKey: users.avatarKey,
  isBookmarked: sql<boolean>`${bookmarks.userId} is not null`,
};

/** Posts joined to their author and to the viewer's bookmark, one query for any list (`db` may carry a WITH). */
export function selectPosts<T extends SelectedFields = Record<never, never>>(
  db: Pick<Db, 'select'>,
  viewerId: string | null,
  extra?: T,
) {
  return (
    db
      .select({ ...postColumns, ...(extra as T) })
      .from(posts)
      // A left join: a post kept for its hired freelancer outlives its client's account (0032).
      .leftJoin(users, eq(users.id, posts.clientId))
      .leftJoin(bookmarks, and(eq(bookmarks.postId, posts.id), eq(bookmarks.userId, viewerId ?? NOBODY)))
      .$dynamic()
  );
}

/**
 * True for a post someone was hired for (or whose work was marked completed): the hired
 * freelancer's record of it, so neither the post's deletion nor its client's account takes it.
 */
// "posts"."id" written out: in a one-table statement drizzle would render a bare "id", which a.id would capture.
export const hasHire = sql<boolean>`exists (select 1 from ${applications} a where a.post_id = "posts"."id" and (a.status = 'hired' or a.is_completed))`;
