import { and, eq, sql } from 'drizzle-orm';
import type { BookmarkState, CreatePostData, Post } from '@shared/schemas/posts';
import type { PageQuery } from '@shared/schemas/common';
import { applications, bookmarks, posts } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { decodeCursor, descIndexed, splitPage } from '../../platform/pagination';
import { beforeTimeCursor, timeKey } from '../../platform/keyset';
import { selectPosts } from './queries';
import { toPost } from './serialize';

export interface PostPage {
  items: Post[];
  nextCursor: string | null;
}

/** Every post, newest first. */
export async function listPosts(ctx: AppContext, viewer: AuthUser, query: PageQuery): Promise<PostPage> {
  const rows = await selectPosts(ctx.db, viewer.id)
    .where(beforeTimeCursor(posts.createdAt, posts.id, decodeCursor(query.cursor)))
    .orderBy(descIndexed(posts.createdAt), descIndexed(posts.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.cursorTime, id: r.id }));
  return { items: items.map(toPost), nextCursor };
}

// Counted per post in the same query, so the client's workspace shows it without a second call.
const applicantCount = sql<number>`(select count(*)::int from ${applications} where ${applications.postId} = ${posts.id})`;

/** The signed-in client's own posts, newest first, each with its number of applications. */
export async function listMyPosts(ctx: AppContext, client: AuthUser, query: PageQuery): Promise<PostPage> {
  const rows = await selectPosts(ctx.db, client.id, { applicantCount })
    .where(and(eq(posts.clientId, client.id), beforeTimeCursor(posts.createdAt, posts.id, decodeCursor(query.cursor))))
    .orderBy(descIndexed(posts.createdAt), descIndexed(posts.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.cursorTime, id: r.id }));
  return { items: items.map((r) => ({ ...toPost(r), applicantCount: Number(r.applicantCount) })), nextCursor };
}

/** The viewer's bookmarked posts, most recently bookmarked first. */
export async function listBookmarkedPosts(ctx: AppContext, viewer: AuthUser, query: PageQuery): Promise<PostPage> {
  const rows = await selectPosts(ctx.db, viewer.id, { savedAt: timeKey(bookmarks.createdAt) })
    .where(and(eq(bookmarks.userId, viewer.id), beforeTimeCursor(bookmarks.createdAt, bookmarks.postId, decodeCursor(query.cursor))))
    .orderBy(descIndexed(bookmarks.createdAt), descIndexed(bookmarks.postId))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.savedAt, id: r.id }));
  return { items: items.map(toPost), nextCursor };
}

export async function getPost(ctx: AppContext, viewer: AuthUser, postId: string): Promise<Post> {
  const [row] = await selectPosts(ctx.db, viewer.id).where(eq(posts.id, postId)).limit(1);
  if (!row) throw notFound('Post');
  return toPost(row);
}

export async function createPost(ctx: AppContext, client: AuthUser, input: CreatePostData): Promise<Post> {
  const [row] = await ctx.db
    .insert(posts)
    .values({ clientId: client.id, title: input.title, description: input.description, budget: input.budget, category: input.category, tags: input.tags })
    .returning({ id: posts.id });
  return getPost(ctx, client, row!.id);
}

/** Deletes the owner's post; its applications and bookmarks cascade, then their files go. */
export async function deletePost(ctx: AppContext, user: AuthUser, postId: string): Promise<void> {
  const fileKeys = await ctx.db.transaction(async (tx) => {
    const [post] = await tx.select({ clientId: posts.clientId }).from(posts).where(eq(posts.id, postId)).for('update');
    if (!post) throw notFound('Post');
    if (post.clientId !== user.id) throw forbidden('Only the owner of this post can delete it');
    const files = await tx.select({ key: applications.attachmentKey }).from(applications).where(eq(applications.postId, postId));
    await tx.delete(posts).where(eq(posts.id, postId));
    return files.map((f) => f.key).filter((k): k is string => Boolean(k));
  });
  await Promise.all(fileKeys.map((key) => ctx.storage.delete(key).catch(() => undefined)));
}

/** Bookmarks the post, or removes the bookmark if it exists. */
export async function toggleBookmark(ctx: AppContext, freelancer: AuthUser, postId: string): Promise<BookmarkState> {
  return ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(bookmarks)
      .where(and(eq(bookmarks.userId, freelancer.id), eq(bookmarks.postId, postId)))
      .returning({ postId: bookmarks.postId });
    if (removed.length) return { postId, bookmarked: false };
    // Locks the post so it cannot be deleted between this check and the insert.
    const [post] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for('share');
    if (!post) throw notFound('Post');
    await tx.insert(bookmarks).values({ userId: freelancer.id, postId }).onConflictDoNothing();
    return { postId, bookmarked: true };
  });
}

