import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { and, eq, or } from 'drizzle-orm';
import { DELIVERY_MAX_FILES, deliverySchema } from '@shared/schemas/orders';
import { orderDeliveries, orders, type DeliveryFile } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { badRequest, fieldError, notFound, unsupportedMediaType } from '../../platform/errors';
import { checkText } from '../../platform/input-guard';
import { newKey } from '../../platform/storage';
import { asClientError } from '../../platform/uploads';

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', pdf: 'application/pdf', zip: 'application/zip' };

/** A safe display name: no path, no control characters, not too long. */
const cleanName = (name: string, ext: string) => (name.replace(/^.*[\\/]/, '').replace(/[^\w .()-]/g, '_').slice(-120) || `file.${ext}`);

/**
 * Reads the delivery form (message + up to 5 files, each checked by its magic bytes) and
 * stores the files privately. Answers the message and the stored files.
 */
export async function readDelivery(ctx: AppContext, request: FastifyRequest): Promise<{ message: string; files: DeliveryFile[] }> {
  if (!request.isMultipart()) throw badRequest('Send the delivery as multipart/form-data');
  const fields: Record<string, string> = {};
  const uploads: { name: string; data: Buffer }[] = [];
  try {
    for await (const part of request.parts()) {
      checkText(part.fieldname, part.fieldname);
      if (part.type === 'file') {
        if (part.fieldname !== 'files') throw fieldError(part.fieldname, 'unexpected file field');
        const data = await part.toBuffer();
        if (data.length === 0) continue;
        if (uploads.length >= DELIVERY_MAX_FILES) throw fieldError('files', `at most ${DELIVERY_MAX_FILES} files`);
        uploads.push({ name: part.filename, data });
      } else {
        fields[part.fieldname] = String(part.value);
        checkText(part.fieldname, fields[part.fieldname]!);
      }
    }
  } catch (err) {
    throw asClientError(err);
  }
  const parsed = deliverySchema.safeParse(fields);
  if (!parsed.success) throw fieldError('message', parsed.error.issues[0]!.message);
  const files: DeliveryFile[] = [];
  for (const upload of uploads) {
    const ext = (await fileTypeFromBuffer(upload.data))?.ext;
    if (!ext || !TYPES[ext]) throw unsupportedMediaType('files: must be images, PDF or ZIP files');
    files.push({ key: newKey('private/deliveries', ext), name: cleanName(upload.name, ext), type: TYPES[ext]!, size: upload.data.length });
  }
  for (const [i, file] of files.entries()) await ctx.storage.put(file.key, uploads[i]!.data);
  return { message: parsed.data.message, files };
}

export async function removeDeliveryFiles(ctx: AppContext, files: DeliveryFile[]): Promise<void> {
  for (const file of files) await ctx.storage.delete(file.key).catch(() => undefined);
}

/** A delivered file, only for the order's buyer or seller; anyone else hears "not found". */
export async function deliveryFile(ctx: AppContext, user: AuthUser, orderId: string, deliveryId: string, index: number) {
  const [row] = await ctx.db
    .select({ files: orderDeliveries.files })
    .from(orderDeliveries)
    .innerJoin(orders, eq(orders.id, orderDeliveries.orderId))
    .where(and(eq(orderDeliveries.id, deliveryId), eq(orders.id, orderId), or(eq(orders.buyerId, user.id), eq(orders.sellerId, user.id))));
  const file = row?.files[index];
  if (!file) throw notFound('File');
  const stored = await ctx.storage.get(file.key);
  if (!stored) throw notFound('File');
  return { ...stored, file };
}
