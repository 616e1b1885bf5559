import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { fieldError, unsupportedMediaType } from './errors';

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, Buffer[]>;
}

/**
 * Reads a multipart body into memory (each file is capped by the multipart plugin's
 * fileSize limit, which answers 413). `fileFields` names the accepted file fields and
 * how many files each may hold. A JSON body is accepted too, with no files.
 */
export async function readMultipart(request: FastifyRequest, fileFields: Record<string, number>): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: {} };
  if (!request.isMultipart()) {
    const json = request.body;
    if (json && typeof json === 'object') {
      for (const [k, v] of Object.entries(json)) if (v !== undefined && v !== null) body.fields[k] = String(v);
    }
    return body;
  }
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const max = fileFields[part.fieldname];
      if (max === undefined) throw fieldError(part.fieldname, 'unexpected file field');
      const data = await part.toBuffer();
      if (data.length === 0) continue; // an empty file input sends an empty part
      const list = (body.files[part.fieldname] ??= []);
      if (list.length >= max) throw fieldError(part.fieldname, `at most ${max} file${max === 1 ? '' : 's'}`);
      list.push(data);
    } else {
      body.fields[part.fieldname] = String(part.value);
    }
  }
  return body;
}

export type ImageKind = 'jpg' | 'png' | 'webp';

/** Checks the file's magic bytes, never its name. */
export async function detectImage(field: string, data: Buffer, allowed: ImageKind[] = ['jpg', 'png', 'webp']): Promise<ImageKind> {
  const type = await fileTypeFromBuffer(data);
  const ext = type?.ext as ImageKind | undefined;
  if (!ext || !allowed.includes(ext)) {
    throw unsupportedMediaType(`${field}: must be a ${allowed.join(', ').replace(/, ([^,]*)$/, ' or $1')} image`);
  }
  return ext;
}

/** Re-encodes an uploaded image as WebP no larger than the box, dropping metadata. */
export async function resizeToWebp(field: string, data: Buffer, width: number, height: number, fit: 'cover' | 'inside' = 'inside'): Promise<Buffer> {
  await detectImage(field, data);
  try {
    return await sharp(data).rotate().resize(width, height, { fit, withoutEnlargement: fit === 'inside' }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw unsupportedMediaType(`${field}: the image could not be read`);
  }
}
