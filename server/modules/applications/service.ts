import { and, eq } from 'drizzle-orm';
import type { PageQuery } from '@shared/schemas/common';
import {
  createApplicationSchema,
  type Application,
  type ApplicationStatusResult,
  type ReceivedApplicationsQuery,
  type SettableApplicationStatus,
} from '@shared/schemas/applications';
import { applications, posts } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { said, writeFor } from '../../platform/mail-text';
import {
  fieldError,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
  unsupportedMediaType,
} from '../../platform/errors';
import { decodeCursor, descIndexed, splitPage, beforeTimeCursor } from '../../platform/keyset';
import { newKey } from '../../platform/storage';
import { fileTypeFromBuffer } from 'file-type';
import type { MultipartBody } from '../../platform/uploads';
import { createNotification } from '../notifications';
import { applicantRecordColumns, selectApplications } from './queries';
import { toApplication } from './serialize';
import { ringBells, type HiringNotice } from '../offers';
import { refuseIfBlocked } from '../blocks';

const ALREADY_APPLIED = 'You have already applied to this post';
export const POST_NOT_OPEN = 'This post is no longer taking applications.';

/** A CV or a picture, checked by its magic bytes, never its name. */
async function detectAttachment(file: Buffer): Promise<'jpg' | 'png' | 'pdf'> {
  const ext = (await fileTypeFromBuffer(file))?.ext;
  if (ext === 'jpg' || ext === 'png' || ext === 'pdf') return ext;
  throw unsupportedMediaType('attachment: must be a jpg, png or pdf file');
}

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

export async function createApplication(
  ctx: AppContext,
  freelancer: AuthUser,
  postId: string,
  body: MultipartBody,
): Promise<Application> {
  const input = createApplicationSchema.parse(body.fields);
  if (input.postId && input.postId !== postId) throw fieldError('postId', 'does not match the post being applied to');
  const file = body.files.attachment?.[0];
  if (!file) throw fieldError('attachment', 'choose a jpg, png or pdf file');
  const ext = await detectAttachment(file);

  const [post] = await ctx.db
    .select({ title: posts.title, clientId: posts.clientId, status: posts.status, hiddenAt: posts.hiddenAt })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  // A hidden post is not there for applicants; one whose client left (kept for its hire) is not open.
  if (!post || post.hiddenAt) throw notFound('Post');
  const clientId = post.clientId;
  if (post.status !== 'open' || !clientId) throw conflict(POST_NOT_OPEN);
  await refuseIfBlocked(ctx.db, freelancer, clientId, 'apply');
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
      // Held until commit, so a hire or a close cannot slip in between the check and the insert.
      const [locked] = await tx.select({ status: posts.status }).from(posts).where(eq(posts.id, postId)).for('share');
      if (locked && locked.status !== 'open') throw conflict(POST_NOT_OPEN);
      // Again in the transaction: a block committed before it is always seen.
      await refuseIfBlocked(tx, freelancer, clientId, 'apply');
      const [row] = await tx
        .insert(applications)
        .values({ postId, userId: freelancer.id, coverLetter: input.coverLetter, attachmentKey })
        .returning({ id: applications.id });
      await createNotification(tx, {
        userId: clientId,
        type: 'application.created',
        text: await writeFor(
          tx,
          clientId,
          said('mails.hiring.applied', { name: freelancer.fullName, title: post.title }),
        ),
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

/** Applications to the signed-in client's posts (or to one of them), newest first, of one state if asked. */
export async function listReceivedApplications(
  ctx: AppContext,
  client: AuthUser,
  query: ReceivedApplicationsQuery,
): Promise<ApplicationPage> {
  const rows = await selectApplications(ctx.db)
    .where(
      and(
        eq(posts.clientId, client.id),
        query.postId ? eq(applications.postId, query.postId) : undefined,
        query.applicantId ? eq(applications.userId, query.applicantId) : undefined,
        query.status ? eq(applications.status, query.status) : undefined,
        beforeTimeCursor(applications.createdAt, applications.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(descIndexed(applications.createdAt), descIndexed(applications.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.cursorTime, id: r.id }));
  return { items: items.map(toApplication), nextCursor };
}

/** The signed-in freelancer's own applications, newest first. */
export async function listMyApplications(
  ctx: AppContext,
  freelancer: AuthUser,
  query: PageQuery,
): Promise<ApplicationPage> {
  const rows = await selectApplications(ctx.db)
    .where(
      and(
        eq(applications.userId, freelancer.id),
        beforeTimeCursor(applications.createdAt, applications.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(descIndexed(applications.createdAt), descIndexed(applications.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.cursorTime, id: r.id }));
  return { items: items.map(toApplication), nextCursor };
}

/** One application, with its applicant's record (rating, reviews, completed orders, portfolio) in the same query. */
export async function getApplication(ctx: AppContext, user: AuthUser, id: string): Promise<Application> {
  const [row] = await selectApplications(ctx.db, applicantRecordColumns).where(eq(applications.id, id)).limit(1);
  if (!row) throw notFound('Application');
  if (user.id !== row.applicantId && user.id !== row.postClientId) throw forbidden('This application is not yours');
  const reviewCount = Number(row.reviewCount);
  const applicantRecord = {
    rating: reviewCount ? Math.round((Number(row.reviewStars) / reviewCount) * 10) / 10 : null,
    reviewCount,
    completedOrders: Number(row.completedOrders),
    projects: row.portfolio,
  };
  return { ...toApplication(row), applicantRecord };
}

export async function deleteApplication(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const row = await findVisibleApplication(ctx, user, id);
  const [deleted] = await ctx.db
    .delete(applications)
    .where(eq(applications.id, id))
    .returning({ key: applications.attachmentKey });
  if (!deleted) throw notFound('Application');
  if (row.attachmentKey) await ctx.storage.delete(row.attachmentKey).catch(() => undefined);
}

export const DECLINED_NOT_COMPLETED =
  'A declined application cannot be marked completed: set it back to pending or shortlist it first.';

/**
 * Marks an application completed (only ever false -> true) and tells the applicant once. A
 * declined one cannot be (its badges would say both); a completed one keeps its state after.
 */
export async function completeApplication(ctx: AppContext, client: AuthUser, id: string): Promise<Application> {
  const row = await findApplication(ctx, id);
  if (row.postClientId !== client.id) throw forbidden('Only the owner of the post can complete this application');
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: applications.status, isCompleted: applications.isCompleted })
      .from(applications)
      .where(eq(applications.id, id))
      .for('update');
    if (!locked) throw notFound('Application');
    if (locked.isCompleted) return;
    if (locked.status === 'declined') throw conflict(DECLINED_NOT_COMPLETED);
    await tx.update(applications).set({ isCompleted: true }).where(eq(applications.id, id));
    await createNotification(tx, {
      userId: row.applicantId,
      type: 'application.completed',
      text: await writeFor(tx, row.applicantId, said('mails.hiring.completed', { title: row.postTitle })),
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

const STATUS_NOTICES = {
  shortlisted: { kind: 'application.shortlisted', key: 'mails.hiring.shortlisted' },
  declined: { kind: 'application.declined', key: 'mails.hiring.declined' },
} as const;

/**
 * PUT /applications/{id}/status: the post's client shortlists, declines or sets back to
 * pending. A hired application never changes; the applicant hears of a shortlist or a decline.
 */
export async function setApplicationStatus(
  ctx: AppContext,
  client: AuthUser,
  id: string,
  status: SettableApplicationStatus,
): Promise<{ result: ApplicationStatusResult; notices: HiringNotice[] }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: applications.status,
        isCompleted: applications.isCompleted,
        applicantId: applications.userId,
        clientId: posts.clientId,
        postTitle: posts.title,
      })
      .from(applications)
      .innerJoin(posts, eq(posts.id, applications.postId))
      .where(eq(applications.id, id))
      .for('update', { of: applications });
    if (!row) throw notFound('Application');
    if (row.clientId !== client.id) throw forbidden('Only the owner of the post can change this application');
    if (row.status === 'hired') throw conflict('This freelancer was hired: the application can no longer change.');
    if (row.isCompleted) throw conflict('This application was marked completed: its state can no longer change.');
    if (row.status === status) return { result: { _id: id, status }, notices: [] };
    await tx.update(applications).set({ status }).where(eq(applications.id, id));
    const notice = status === 'pending' ? null : STATUS_NOTICES[status];
    const notices: HiringNotice[] = notice
      ? [
          {
            kind: notice.kind,
            to: row.applicantId,
            said: said(notice.key, { title: row.postTitle }),
            link: '/myapplication',
          },
        ]
      : [];
    await ringBells(tx, notices);
    return { result: { _id: id, status }, notices };
  });
}
