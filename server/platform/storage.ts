import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { diskStorage } from './storage/disk';
import { s3Storage } from './storage/s3';

/**
 * Where uploaded files live. Keys look like `public/avatars/<uuid>.webp` or
 * `private/attachments/<uuid>.png`; only `public/` keys are served without a check.
 * Two drivers: the local disk (one instance) and any S3-compatible service (many).
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the file, or null when it does not exist. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
}

export { diskStorage, s3Storage };

export function newKey(folder: string, ext: string): string {
  return `${folder}/${randomUUID()}.${ext}`;
}

/** Turns a public storage key into the URL the web app loads it from. */
export function publicUrl(key: string | null | undefined): string | null {
  return key ? `/api/v1/files/${key}` : null;
}

/** S3 when S3_BUCKET is set, else the disk under DATA_DIR/uploads. */
export function storageFromConfig(config: Config): Storage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(config.uploads.dir);
}
