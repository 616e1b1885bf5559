import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { DISPUTE_FILE_TYPES, DISPUTE_MAX_FILES, disputeMessageFieldsSchema } from '@shared/schemas/disputes';
import { MESSAGE_FILE_REFUSAL } from '@shared/schemas/messages';
import { disputeMessages, orderDeliveries, type DeliveryFile } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { readTextWithFiles, type TextWithFiles } from '../../platform/uploads';
import { loadDispute } from './view';

export type EvidenceUpload = TextWithFiles;

/**
 * Reads a dispute message (multipart: `body` and up to DISPUTE_MAX_FILES `files`, or JSON
 * { body }) and checks every file by its magic bytes (an image or a PDF, else 415) before
 * anything is stored. Text or a file is required (400 naming body).
 */
export const readEvidence = (request: FastifyRequest): Promise<EvidenceUpload> =>
  readTextWithFiles(request, {
    field: 'body',
    schema: disputeMessageFieldsSchema,
    maxFiles: DISPUTE_MAX_FILES,
    types: DISPUTE_FILE_TYPES,
    refusal: `files: ${MESSAGE_FILE_REFUSAL}`,
    folder: 'private/disputes',
  });

async function stored(ctx: AppContext, file: DeliveryFile | undefined) {
  const found = file ? await ctx.storage.get(file.key) : null;
  if (!file || !found) throw notFound('File');
  return { ...found, file };
}

/** A message's evidence file, for the dispute's parties and admins; anyone else hears "not found". */
export async function evidenceFile(
  ctx: AppContext,
  user: AuthUser,
  disputeId: string,
  messageId: string,
  index: number,
) {
  await loadDispute(ctx.db, user, disputeId);
  const [row] = await ctx.db
    .select({ files: disputeMessages.files })
    .from(disputeMessages)
    .where(and(eq(disputeMessages.id, messageId), eq(disputeMessages.disputeId, disputeId)));
  return stored(ctx, row?.files[index]);
}

/** A delivered file of the disputed order, for the admin deciding it (and the parties). */
export async function disputedDeliveryFile(
  ctx: AppContext,
  user: AuthUser,
  disputeId: string,
  deliveryId: string,
  index: number,
) {
  const { order } = await loadDispute(ctx.db, user, disputeId);
  const [row] = await ctx.db
    .select({ files: orderDeliveries.files })
    .from(orderDeliveries)
    .where(and(eq(orderDeliveries.id, deliveryId), eq(orderDeliveries.orderId, order.id)));
  return stored(ctx, row?.files[index]);
}
