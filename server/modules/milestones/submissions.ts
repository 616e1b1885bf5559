import type { FastifyRequest } from 'fastify';
import { and, eq, or } from 'drizzle-orm';
import { checkMilestone } from '@shared/machines/milestones';
import { DELIVERY_FILE_REFUSAL, DELIVERY_FILE_TYPES, DELIVERY_MAX_FILES } from '@shared/schemas/deliverables';
import { submitMilestoneSchema } from '@shared/schemas/milestones';
import type { Db } from '../../db/client';
import { milestoneSubmissions, orders } from '../../db/schema';
import { actsAsAdmin, type AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { milestoneFactsOf } from '../../platform/milestones';
import { readTextWithFiles, type TextWithFiles } from '../../platform/uploads';
import { applyMilestoneStep, lockMilestone, lockPartyOrder, type OrderNotice } from '../orders';

/**
 * Reads work handed in on a milestone, as a delivery is: multipart (`message` and up to
 * DELIVERY_MAX_FILES `files`, each an image, a PDF or a ZIP by its bytes, else 415), or JSON
 * { message } with no files. A message is required (400 naming it). Nothing is stored yet.
 */
export const readSubmission = (request: FastifyRequest): Promise<TextWithFiles> =>
  readTextWithFiles(request, {
    field: 'message',
    schema: submitMilestoneSchema,
    maxFiles: DELIVERY_MAX_FILES,
    types: DELIVERY_FILE_TYPES,
    refusal: DELIVERY_FILE_REFUSAL,
    folder: 'private/milestones',
  });

/** The order and the milestone, locked in that order, once the machine lets `user` submit on it (403/404/409). */
async function lockForSubmit(tx: Db, ctx: AppContext, user: AuthUser, orderId: string, milestoneId: string) {
  const { order, side } = await lockPartyOrder(tx, user, orderId);
  const milestone = await lockMilestone(tx, order.id, milestoneId);
  const facts = milestoneFactsOf(milestone, order.status, ctx.config.orders.milestoneAutoApproveDays);
  const { refusal } = checkMilestone(facts, 'submit', side, new Date());
  if (refusal) throw refusal.status === 403 ? forbidden(refusal.message) : conflict(refusal.message);
  return { order, milestone, side };
}

/**
 * POST /orders/{id}/milestones/{milestoneId}/submit: the freelancer hands in work. The machine
 * is asked before any file is stored (a refused step writes nothing), the files are stored
 * outside the transaction, and the step is checked again under the locks: if it is refused
 * then (an answer or a cancel came first), its files are removed. Each submission is kept.
 */
export async function submitMilestone(
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  milestoneId: string,
  upload: TextWithFiles,
): Promise<OrderNotice[]> {
  await ctx.db.transaction((tx) => lockForSubmit(tx, ctx, user, orderId, milestoneId));
  const stored: string[] = [];
  try {
    for (const u of upload.uploads) {
      await ctx.storage.put(u.file.key, u.data);
      stored.push(u.file.key);
    }
    return await ctx.db.transaction(async (tx) => {
      const { order, milestone, side } = await lockForSubmit(tx, ctx, user, orderId, milestoneId);
      const notices = await applyMilestoneStep(
        tx,
        ctx,
        order,
        milestone,
        'submit',
        { side, user },
        { message: upload.text },
      );
      await tx.insert(milestoneSubmissions).values({
        milestoneId: milestone.id,
        orderId: order.id,
        message: upload.text,
        files: upload.uploads.map((u) => u.file),
      });
      return notices;
    });
  } catch (err) {
    await Promise.all(stored.map((key) => ctx.storage.delete(key).catch(() => undefined)));
    throw err;
  }
}

/** A submitted file, for the order's two parties and admins; anyone else hears "not found". */
export async function submissionFile(
  ctx: AppContext,
  user: AuthUser,
  ids: { orderId: string; milestoneId: string; submissionId: string },
  index: number,
) {
  const [row] = await ctx.db
    .select({ files: milestoneSubmissions.files })
    .from(milestoneSubmissions)
    .innerJoin(orders, eq(orders.id, milestoneSubmissions.orderId))
    .where(
      and(
        eq(milestoneSubmissions.id, ids.submissionId),
        eq(milestoneSubmissions.milestoneId, ids.milestoneId),
        eq(orders.id, ids.orderId),
        actsAsAdmin(user) ? undefined : or(eq(orders.buyerId, user.id), eq(orders.sellerId, user.id)),
      ),
    );
  const file = row?.files[index];
  const stored = file ? await ctx.storage.get(file.key) : null;
  if (!file || !stored) throw notFound('File');
  return { ...stored, file };
}
