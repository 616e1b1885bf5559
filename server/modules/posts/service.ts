import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BookmarkState, CreatePostData, Post, PostStatusResult } from '@shared/schemas/posts';
import type { PageQuery } from '@shared/schemas/common';
import { applications, bookmarks, orders, posts } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { decodeCursor, descIndexed, splitPage, beforeTimeCursor, timeKey } from '../../platform/keyset';
import { storedBudget } from '../../platform/prices';
import { canSee } from '../../platform/visibility';
import { hasHire, selectPosts } from './queries';
import { toPost } from './serialize';

export interface PostPage {
  items: Post[];
  nextCursor: string | null;
}

/** The job board: every open post, newest first (hired, closed and hidden posts have left it). */
export async function listPosts(ctx: AppContext, viewer: AuthUser, query: PageQuery): Promise<PostPage> {
  const rows = await selectPosts(ctx.db, viewer.id)
    .where(
      and(
        eq(posts.status, 'open'),
        isNull(posts.hiddenAt),
        beforeTimeCursor(posts.createdAt, posts.id, decodeCursor(query.cursor)),
      ),
    )
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
    .where(
      and(
        eq(bookmarks.userId, viewer.id),
        isNull(posts.hiddenAt),
        beforeTimeCursor(bookmarks.createdAt, bookmarks.postId, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(descIndexed(bookmarks.createdAt), descIndexed(bookmarks.postId))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.savedAt, id: r.id }));
  return { items: items.map(toPost), nextCursor };
}

/**
 * One post, public to read (a visitor weighs a job before signing up); a freelancer also hears
 * whether and when they applied to it (the post page says "Applied"). Hidden: its client's and admins' only.
 */
export async function getPost(ctx: AppContext, viewer: AuthUser | null, postId: string): Promise<Post> {
  const [row] = await selectPosts(ctx.db, viewer?.id ?? null, {
    myApplication: sql<{
      _id: string;
      status: string;
      createdAt: string;
    } | null>`(select json_build_object('_id', a.id, 'status', a.status, 'createdAt', to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) from ${applications} a where a.post_id = ${posts.id} and a.user_id = ${viewer?.id ?? null})`,
    // 'Payment Verified' is said only when true: the client has paid for an order at least once.
    clientHasPaid: sql<boolean>`exists (select 1 from ${orders} o where o.buyer_id = ${posts.clientId} and o.paid_at is not null)`,
  })
    .where(eq(posts.id, postId))
    .limit(1);
  if (!row || !canSee(viewer, row.clientId, row.hiddenAt)) throw notFound('Post');
  const post = toPost(row);
  return {
    ...post,
    client: { ...post.client, paymentVerified: row.clientHasPaid },
    myApplication: !viewer || viewer.isClient ? undefined : (row.myApplication ?? null),
  };
}

const POST_STATE_CHANGES = {
  close: { from: 'open', to: 'closed', refused: 'Only an open post can be closed.' },
  reopen: { from: 'closed', to: 'open', refused: 'Only a closed post can be reopened.' },
} as const;

/** POST /posts/{id}/close and /reopen: the post's own client, from the one state each allows. */
export async function changePostStatus(
  ctx: AppContext,
  client: AuthUser,
  postId: string,
  change: keyof typeof POST_STATE_CHANGES,
): Promise<PostStatusResult> {
  const rule = POST_STATE_CHANGES[change];
  const result = await ctx.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ clientId: posts.clientId, status: posts.status })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('update');
    if (!post) throw notFound('Post');
    if (post.clientId !== client.id) throw forbidden(`Only the owner of this post can ${change} it`);
    if (post.status !== rule.from)
      throw conflict(post.status === 'hired' ? 'This post has hired: it can no longer change.' : rule.refused);
    await tx.update(posts).set({ status: rule.to, updatedAt: new Date() }).where(eq(posts.id, postId));
    return { _id: postId, status: rule.to };
  });
  // A reopened post is new to saved searches again (after the commit, off the answer's time).
  if (change === 'reopen') ctx.published.announce({ type: 'post', id: postId });
  return result;
}

export async function createPost(ctx: AppContext, client: AuthUser, input: CreatePostData): Promise<Post> {
  const [row] = await ctx.db
    .insert(posts)
    .values({
      clientId: client.id,
      title: input.title,
      description: input.description,
      ...storedBudget(input.budget),
      category: input.category,
      tags: input.tags,
    })
    .returning({ id: posts.id });
  // Saved searches with alerts that match it hear of it after the commit (platform/published.ts).
  ctx.published.announce({ type: 'post', id: row!.id });
  return getPost(ctx, client, row!.id);
}

/**
 * PUT /posts/updatepost/{postId}: the owner edits an open post, until someone is hired for it
 * (409 after, as for a closed one); anyone else is refused (403). Its applicants keep their applications.
 */
export async function updatePost(
  ctx: AppContext,
  client: AuthUser,
  postId: string,
  input: CreatePostData,
): Promise<Post> {
  await ctx.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ clientId: posts.clientId, status: posts.status })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('update');
    if (!post) throw notFound('Post');
    if (post.clientId !== client.id) throw forbidden('Only the owner of this post can edit it');
    if (post.status === 'hired') throw conflict('Someone was hired for this post: it can no longer be edited.');
    if (post.status !== 'open') throw conflict('Only an open post can be edited: reopen it first.');
    await tx
      .update(posts)
      .set({
        title: input.title,
        description: input.description,
        ...storedBudget(input.budget),
        category: input.category,
        tags: input.tags,
        updatedAt: new Date(),
      })
      .where(eq(posts.id, postId));
  });
  return getPost(ctx, client, postId);
}

export const HIRED_POST_STAYS =
  'Someone was hired for this post: it stays as the record of their work and cannot be deleted. It is no longer on the job board.';

/**
 * Deletes the owner's post; its applications and bookmarks cascade, then their files go.
 * A post someone was hired for is refused (409) rather than soft-deleted: it has already left
 * the job board and search (they list open posts only) and cannot be edited or reopened, so
 * refusing keeps the hired freelancer's application and the post it was for with no new state.
 */
export async function deletePost(ctx: AppContext, user: AuthUser, postId: string): Promise<void> {
  const fileKeys = await ctx.db.transaction(async (tx) => {
    // The row lock is taken before a hire can commit (hiring locks the post too).
    const [post] = await tx.select({ clientId: posts.clientId }).from(posts).where(eq(posts.id, postId)).for('update');
    if (!post) throw notFound('Post');
    if (post.clientId !== user.id) throw forbidden('Only the owner of this post can delete it');
    const [hired] = await tx.select({ hired: hasHire }).from(posts).where(eq(posts.id, postId));
    if (hired?.hired) throw conflict(HIRED_POST_STAYS);
    const files = await tx
      .select({ key: applications.attachmentKey })
      .from(applications)
      .where(eq(applications.postId, postId));
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
    const [post] = await tx
      .select({ id: posts.id, hiddenAt: posts.hiddenAt })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('share');
    if (!post || post.hiddenAt) throw notFound('Post');
    await tx.insert(bookmarks).values({ userId: freelancer.id, postId }).onConflictDoNothing();
    return { postId, bookmarked: true };
  });
}
