import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
  /** The Content-Disposition parameters after the name, as sent (default `filename="<filename>"`), e.g. an RFC 5987 filename*. */
  disposition?: string;
  /** A text part (no file name) under this field, as a client that lost the file would send. */
  asText?: boolean;
}

/** Builds a multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string | FilePart | FilePart[] | undefined>) {
  const boundary = `----workify${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') {
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
      } else {
        const params = item.asText ? '' : `; ${item.disposition ?? `filename="${item.filename}"`}`;
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${params}\r\nContent-Type: ${item.contentType}\r\n\r\n`,
          ),
        );
        chunks.push(item.data, Buffer.from('\r\n'));
      }
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real PNG of the given size, for upload tests. */
export async function pngFile(width = 64, height = 64, filename = 'picture.png'): Promise<FilePart> {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 5, g: 150, b: 105 } } })
    .png()
    .toBuffer();
  return { filename, contentType: 'image/png', data };
}

export function textFile(filename = 'notes.png'): FilePart {
  return { filename, contentType: 'image/png', data: Buffer.from('this is plain text pretending to be an image') };
}
