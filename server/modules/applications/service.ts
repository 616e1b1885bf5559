import { and, eq } from 'drizzle-orm';
import type { PageQuery } from '@shared/schemas/common';
import { createApplicationSchema, type Application } from '@shared/schemas/applications';
import { applications, posts } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { fieldError, conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { decodeCursor, descIndexed, splitPage } from '../../platform/pagination';
import { newKey } from '../../platform/storage';
import { detectImage, type MultipartBody } from '../../platform/uploads';
import { createNotification } from '../notifications/service';
import { beforeTimeCursor } from '../../platform/keyset';
import { selectApplications } from './queries';
import { toApplication } from './serialize';

const ALREADY_APPLIED = 'You have already applied to this post';

function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}

export interface ApplicationPage {
  items: Application[];
  nextCursor: string | null;
}

async function findApplication(ctx: AppContext, id: string) {
  const [row] = await selectApplications(ctx.db).where(eq(applications.id, id)).limit(1);
  if (!row) throw notFound('Application');
  return row;
}

/** The post's owner and the applicant may see an application; nobody else. */
async function findVisibleApplication(ctx: AppContext, user: AuthUser, id: string) {
  const row = await findApplication(ctx, id);
  if (user.id !== row.applicantId && user.id !== row.postClientId) throw forbidden('This application is not yours');
  return row;
}

export async function createApplication(ctx: AppContext, freelancer: AuthUser, postId: string, body: MultipartBody): Promise<Application> {
  const input = createApplicationSchema.parse(body.fields);
  if (input.postId && input.postId !== postId) throw fieldError('postId', 'does not match the post being applied to');
  const file = body.files.attachment?.[0];
  if (!file) throw fieldError('attachment', 'choose a jpg or png file');
  const ext = await detectImage('attachment', file, ['jpg', 'png']);

  const [post] = await ctx.db.select({ title: posts.title, clientId: posts.clientId }).from(posts).where(eq(posts.id, postId)).limit(1);
  if (!post) throw notFound('Post');
  const [existing] = await ctx.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.postId, postId), eq(applications.userId, freelancer.id)))
    .limit(1);
  if (existing) throw conflict(ALREADY_APPLIED);

  const attachmentKey = newKey('private/attachments', ext);
  await ctx.storage.put(attachmentKey, file);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(applications)
        .values({ postId, userId: freelancer.id, coverLetter: input.coverLetter, attachmentKey })
        .returning({ id: applications.id });
      await createNotification(tx, {
        userId: post.clientId,
        type: 'application.created',
        text: `${freelancer.fullName} applied to your post ${post.title}`,
        link: '/applications',
      });
      return row!.id;
    });
    return toApplication(await findApplication(ctx, id));
  } catch (err) {
    await ctx.storage.delete(attachmentKey).catch(() => undefined);
    if (isUniqueViolation(err)) throw conflict(ALREADY_APPLIED);
    if (isForeignKeyViolation(err)) throw notFound('Post'); // deleted between the check and the insert
    throw err;
  }
}

/** Applications to the signed-in client's posts, newest first. */
export async function listReceivedApplications(ctx: AppContext, client: AuthUser, query: PageQuery): Promise<ApplicationPage> {
  const rows = await selectApplications(ctx.db)
    .where(and(eq(posts.clientId, client.id), beforeTimeCursor(applications.createdAt, applications.id, decodeCursor(query.cursor))))
    .orderBy(descIndexed(applications.createdAt), descIndexed(applications.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.cursorTime, id: r.id }));
  return { items: items.map(toApplication), nextCursor };
}

/** The signed-in freelancer's own applications, newest first. */
export async function listMyApplications(ctx: AppContext, freelancer: AuthUser, query: PageQuery): Promise<ApplicationPage> {
  const rows = await selectApplications(ctx.db)
    .where(and(eq(applications.userId, freelancer.id), beforeTimeCursor(applications.createdAt, applications.id, decodeCursor(query.cursor))))
    .orderBy(descIndexed(applications.createdAt), descIndexed(applications.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.cursorTime, id: r.id }));
  return { items: items.map(toApplication), nextCursor };
}

export async function getApplication(ctx: AppContext, user: AuthUser, id: string): Promise<Application> {
  return toApplication(await findVisibleApplication(ctx, user, id));
}

export async function deleteApplication(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const row = await findVisibleApplication(ctx, user, id);
  const [deleted] = await ctx.db.delete(applications).where(eq(applications.id, id)).returning({ key: applications.attachmentKey });
  if (!deleted) throw notFound('Application');
  if (row.attachmentKey) await ctx.storage.delete(row.attachmentKey).catch(() => undefined);
}

/** Marks an application completed (only ever false -> true) and tells the applicant once. */
export async function completeApplication(ctx: AppContext, client: AuthUser, id: string): Promise<Application> {
  const row = await findApplication(ctx, id);
  if (row.postClientId !== client.id) throw forbidden('Only the owner of the post can complete this application');
  await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(applications)
      .set({ isCompleted: true })
      .where(and(eq(applications.id, id), eq(applications.isCompleted, false)))
      .returning({ id: applications.id });
    if (!changed) return;
    await createNotification(tx, {
      userId: row.applicantId,
      type: 'application.completed',
      text: `Your application to ${row.postTitle} was marked completed`,
      link: '/myapplication',
    });
  });
  return toApplication({ ...row, isCompleted: true });
}

/** The attachment file of an application the user may see. */
export async function openAttachment(ctx: AppContext, user: AuthUser, id: string) {
  const row = await findVisibleApplication(ctx, user, id);
  const file = row.attachmentKey ? await ctx.storage.get(row.attachmentKey) : null;
  if (!file) throw notFound('Attachment');
  return { ...file, ext: row.attachmentKey!.split('.').pop()! };
}
