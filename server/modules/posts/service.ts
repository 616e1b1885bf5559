import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BookmarkState, CreatePostData, Post, PostStatusResult } from '@shared/schemas/posts';
import type { PageQuery } from '@shared/schemas/common';
import { applications, bookmarks, posts } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { decodeCursor, descIndexed, splitPage } from '../../platform/pagination';
import { beforeTimeCursor, timeKey } from '../../platform/keyset';
import { canSee } from '../moderation/visibility';
import { selectPosts } from './queries';
import { toPost } from './serialize';

export interface PostPage {
  items: Post[];
  nextCursor: string | null;
}

/** The job board: every open post, newest first (hired, closed and hidden posts have left it). */
export async function listPosts(ctx: AppContext, viewer: AuthUser, query: PageQuery): Promise<PostPage> {
  const rows = await selectPosts(ctx.db, viewer.id)
    .where(and(eq(posts.status, 'open'), isNull(posts.hiddenAt), beforeTimeCursor(posts.createdAt, posts.id, decodeCursor(query.cursor))))
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

/** The viewer's bookmarked posts, most recently bookmarked first (a hidden post leaves the list while hidden). */
export async function listBookmarkedPosts(ctx: AppContext, viewer: AuthUser, query: PageQuery): Promise<PostPage> {
  const rows = await selectPosts(ctx.db, viewer.id, { savedAt: timeKey(bookmarks.createdAt) })
    .where(and(eq(bookmarks.userId, viewer.id), isNull(posts.hiddenAt), beforeTimeCursor(bookmarks.createdAt, bookmarks.postId, decodeCursor(query.cursor))))
    .orderBy(descIndexed(bookmarks.createdAt), descIndexed(bookmarks.postId))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.savedAt, id: r.id }));
  return { items: items.map(toPost), nextCursor };
}

/** One post; a freelancer also hears whether and when they applied to it (the post page says "Applied"). Hidden: its client's and admins' only. */
export async function getPost(ctx: AppContext, viewer: AuthUser, postId: string): Promise<Post> {
  const [row] = await selectPosts(ctx.db, viewer.id, {
    myApplication: sql<{ _id: string; status: string; createdAt: string } | null>`(select json_build_object('_id', a.id, 'status', a.status, 'createdAt', to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) from ${applications} a where a.post_id = ${posts.id} and a.user_id = ${viewer.id})`,
  })
    .where(eq(posts.id, postId))
    .limit(1);
  if (!row || !canSee(viewer, row.clientId, row.hiddenAt)) throw notFound('Post');
  return { ...toPost(row), myApplication: viewer.isClient ? undefined : (row.myApplication ?? null) };
}

const POST_STATE_CHANGES = {
  close: { from: 'open', to: 'closed', refused: 'Only an open post can be closed.' },
  reopen: { from: 'closed', to: 'open', refused: 'Only a closed post can be reopened.' },
} as const;

/** POST /posts/{id}/close and /reopen: the post's own client, from the one state each allows. */
export async function changePostStatus(ctx: AppContext, client: AuthUser, postId: string, change: keyof typeof POST_STATE_CHANGES): Promise<PostStatusResult> {
  const rule = POST_STATE_CHANGES[change];
  return ctx.db.transaction(async (tx) => {
    const [post] = await tx.select({ clientId: posts.clientId, status: posts.status }).from(posts).where(eq(posts.id, postId)).for('update');
    if (!post) throw notFound('Post');
    if (post.clientId !== client.id) throw forbidden(`Only the owner of this post can ${change} it`);
    if (post.status !== rule.from) throw conflict(post.status === 'hired' ? 'This post has hired: it can no longer change.' : rule.refused);
    await tx.update(posts).set({ status: rule.to }).where(eq(posts.id, postId));
    return { _id: postId, status: rule.to };
  });
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
    const [post] = await tx.select({ id: posts.id, hiddenAt: posts.hiddenAt }).from(posts).where(eq(posts.id, postId)).for('share');
    if (!post || post.hiddenAt) throw notFound('Post');
    await tx.insert(bookmarks).values({ userId: freelancer.id, postId }).onConflictDoNothing();
    return { postId, bookmarked: true };
  });
}

