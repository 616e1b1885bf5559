import { and, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bookmarks, posts, users } from '../../db/schema';
import { timeKey } from '../../platform/keyset';

// A guest bookmarks nothing; joining on an id no user has keeps one query shape for all.
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** A post with its author (the `client` of the API shape) and its cursor time. */
export const postColumns = {
  id: posts.id,
  title: posts.title,
  description: posts.description,
  budget: posts.budget,
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
export function selectPosts<T extends SelectedFields = Record<never, never>>(db: Pick<Db, 'select'>, viewerId: string | null, extra?: T) {
  return db
    .select({ ...postColumns, ...(extra as T) })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.clientId))
    .leftJoin(bookmarks, and(eq(bookmarks.postId, posts.id), eq(bookmarks.userId, viewerId ?? NOBODY)))
    .$dynamic();
}
