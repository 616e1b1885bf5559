import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { z } from 'zod';
import type { DeliveryFile } from '../db/schema';
import { badRequest, fieldError, HttpError, unsupportedMediaType } from './errors';
import { contentDisposition, fileNameFor, mimeOf, readFileName } from './file-names';
import { checkText } from './input-guard';
import { newKey } from './storage';

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, Buffer[]>;
  /** The uploader's name of each file, beside it (files.x[i] was sent as names.x[i]; undefined when none was given). */
  names: Record<string, (string | undefined)[]>;
}

/**
 * Reads a multipart body into memory (each file is capped by the multipart plugin's
 * fileSize limit, which answers 413). `fileFields` names the accepted file fields and
 * how many files each may hold. A JSON body is accepted too, with no files.
 * A part that cannot be read as what its field expects is a 400 naming the field: a file
 * field sent as text (no file name the parser could see), or a file name that did not decode.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: Record<string, number>,
): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: {}, names: {} };
  if (!request.isMultipart()) {
    const json = request.body;
    if (json && typeof json === 'object') {
      for (const [k, v] of Object.entries(json)) if (v !== undefined && v !== null) body.fields[k] = String(v);
    }
    return body;
  }
  try {
    for await (const part of request.parts()) {
      checkText(part.fieldname, part.fieldname);
      if (part.type === 'file') {
        const max = fileFields[part.fieldname];
        if (max === undefined) throw fieldError(part.fieldname, 'unexpected file field');
        const name = readFileName(part.fieldname, part.filename);
        const data = await part.toBuffer().catch((err: unknown) => {
          throw tooLargeNamed(request, part.fieldname, err);
        });
        if (data.length === 0) continue; // an empty file input sends an empty part
        const list = (body.files[part.fieldname] ??= []);
        if (list.length >= max) throw fieldError(part.fieldname, `at most ${max} file${max === 1 ? '' : 's'}`);
        list.push(data);
        (body.names[part.fieldname] ??= []).push(name);
      } else if (fileFields[part.fieldname] !== undefined) {
        throw fieldError(part.fieldname, 'must be sent as a file: the part has no file name that could be read');
      } else {
        const value = String(part.value);
        checkText(part.fieldname, value);
        body.fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    throw asClientError(err);
  }
  return body;
}

/** The multipart plugin's "file too large" (413), naming the field it came in, as every upload refusal does. */
function tooLargeNamed(request: FastifyRequest, field: string, err: unknown): unknown {
  if ((err as { code?: unknown } | null)?.code !== 'FST_REQ_FILE_TOO_LARGE') return err;
  const message = `File is too large (limit ${Math.round(request.server.ctx.config.uploads.maxBytes / 1048576)} MB)`;
  return new HttpError(413, `${field}: ${message}`, [{ field, message }]);
}

/**
 * Our own refusals and the plugin's 4xx (413 file too large, too many parts) pass through;
 * anything else busboy throws (no boundary, a truncated or garbled body) is the client's
 * malformed multipart body, a 400, not a 500.
 */
/** A multipart parser's failure on a client's bytes is the client's 400, never our 500. */
export function asClientError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err;
  return badRequest('Malformed multipart body');
}

export type ImageKind = 'jpg' | 'png' | 'webp';

/** The file's type by its magic bytes, never its name: one of `allowed`, or a 415 saying `refusal`. */
export async function detectFile<T extends string>(data: Buffer, allowed: readonly T[], refusal: string): Promise<T> {
  const ext = (await fileTypeFromBuffer(data))?.ext as T | undefined;
  if (!ext || !allowed.includes(ext)) throw unsupportedMediaType(refusal);
  return ext;
}

/** A text and its files, checked but not stored yet: each file with the private key it will have. */
export interface TextWithFiles {
  text: string;
  uploads: { data: Buffer; file: DeliveryFile }[];
}

/**
 * Reads a message-like form (multipart, or JSON with no files): the text field `field`, checked
 * by `schema`, and up to `maxFiles` files under `files`, each checked by its magic bytes (one of
 * `types`, else 415 saying `refusal`) before anything is stored. Text or a file is required
 * (400 naming the field). Each file gets a key under `folder` and its name by the upload rule.
 */
export async function readTextWithFiles<E extends string>(
  request: FastifyRequest,
  opts: {
    field: string;
    schema: z.ZodType<Record<string, string>>;
    maxFiles: number;
    types: readonly E[];
    refusal: string;
    folder: string;
  },
): Promise<TextWithFiles> {
  const body = await readMultipart(request, { files: opts.maxFiles });
  const parsed = opts.schema.safeParse(body.fields);
  if (!parsed.success) throw fieldError(opts.field, parsed.error.issues[0]!.message);
  const text = parsed.data[opts.field] ?? '';
  const datas = body.files.files ?? [];
  if (!text && datas.length === 0) throw fieldError(opts.field, 'Write a message or attach a file');
  const uploads = [];
  for (const [i, data] of datas.entries()) {
    const ext = await detectFile(data, opts.types, opts.refusal);
    uploads.push({
      data,
      file: {
        key: newKey(opts.folder, ext),
        name: fileNameFor(body.names.files?.[i], ext),
        type: mimeOf(ext),
        size: data.length,
      },
    });
  }
  return { text, uploads };
}

/** Checks the file's magic bytes, never its name. */
export async function detectImage(
  field: string,
  data: Buffer,
  allowed: ImageKind[] = ['jpg', 'png', 'webp'],
): Promise<ImageKind> {
  return detectFile(data, allowed, `${field}: must be a ${allowed.join(', ').replace(/, ([^,]*)$/, ' or $1')} image`);
}

/**
 * Answers a private stored file for download: its type and name from the DETECTED type
 * (`ext`, the stored key's extension), whatever name it was uploaded under, the name's
 * letters kept (RFC 6266), never cached, never sniffed.
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { stream: Readable; size: number },
  opts: { name: string; ext: string; inline?: boolean },
) {
  return reply
    .type(mimeOf(opts.ext))
    .header('content-length', file.size)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      contentDisposition(opts.inline ? 'inline' : 'attachment', fileNameFor(opts.name, opts.ext)),
    )
    .send(file.stream);
}

/**
 * Re-encodes an uploaded image as WebP, dropping metadata: 'inside' no larger than the box,
 * 'cover' cropped to exactly the box around its most striking part (sharp's attention
 * strategy), so a wide photo's subject stays in the picture instead of the centre.
 */
export async function resizeToWebp(
  field: string,
  data: Buffer,
  width: number,
  height: number,
  fit: 'cover' | 'inside' = 'inside',
): Promise<Buffer> {
  await detectImage(field, data);
  try {
    const box = fit === 'cover' ? { fit, position: sharp.strategy.attention } : { fit, withoutEnlargement: true };
    return await sharp(data).rotate().resize(width, height, box).webp({ quality: 82 }).toBuffer();
  } catch {
    throw unsupportedMediaType(`${field}: the image could not be read`);
  }
}
