import type { FastifyRequest } from 'fastify';
import { and, eq, or } from 'drizzle-orm';
import { DELIVERY_MAX_FILES, deliverySchema } from '@shared/schemas/orders';
import { orderDeliveries, orders, type DeliveryFile } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { badRequest, fieldError, notFound } from '../../platform/errors';
import { fileNameFor, mimeOf } from '../../platform/file-names';
import { newKey } from '../../platform/storage';
import { detectFile, readMultipart } from '../../platform/uploads';

/** What a delivery (and a file answer to a requirement question) may be, by its bytes. */
export const DELIVERABLE = ['png', 'jpg', 'webp', 'gif', 'pdf', 'zip'] as const;

/**
 * Reads the delivery form (message + up to 5 files, each checked by its magic bytes) and
 * stores the files privately, each named by the one upload rule (fileNameFor: the detected
 * type's extension, the uploader's letters). Answers the message and the stored files.
 */
export async function readDelivery(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ message: string; files: DeliveryFile[] }> {
  if (!request.isMultipart()) throw badRequest('Send the delivery as multipart/form-data');
  const body = await readMultipart(request, { files: DELIVERY_MAX_FILES });
  const parsed = deliverySchema.safeParse(body.fields);
  if (!parsed.success) throw fieldError('message', parsed.error.issues[0]!.message);
  const uploads = body.files.files ?? [];
  const files: DeliveryFile[] = [];
  for (const [i, data] of uploads.entries()) {
    const ext = await detectFile(data, DELIVERABLE, 'files: must be images, PDF or ZIP files');
    files.push({
      key: newKey('private/deliveries', ext),
      name: fileNameFor(body.names.files?.[i], ext),
      type: mimeOf(ext),
      size: data.length,
    });
  }
  for (const [i, file] of files.entries()) await ctx.storage.put(file.key, uploads[i]!);
  return { message: parsed.data.message, files };
}

export async function removeDeliveryFiles(ctx: AppContext, files: DeliveryFile[]): Promise<void> {
  for (const file of files) await ctx.storage.delete(file.key).catch(() => undefined);
}

/** A delivered file, only for the order's buyer or seller; anyone else hears "not found". */
export async function deliveryFile(
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  deliveryId: string,
  index: number,
) {
  const [row] = await ctx.db
    .select({ files: orderDeliveries.files })
    .from(orderDeliveries)
    .innerJoin(orders, eq(orders.id, orderDeliveries.orderId))
    .where(
      and(
        eq(orderDeliveries.id, deliveryId),
        eq(orders.id, orderId),
        or(eq(orders.buyerId, user.id), eq(orders.sellerId, user.id)),
      ),
    );
  const file = row?.files[index];
  if (!file) throw notFound('File');
  const stored = await ctx.storage.get(file.key);
  if (!stored) throw notFound('File');
  return { ...stored, file };
}
