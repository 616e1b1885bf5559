import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { Storage } from '../storage';

export interface S3Options {
  bucket: string;
  region: string;
  /** Set for S3-compatible services (MinIO, R2, s3rver…); they are addressed path-style. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

const missing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** Files in one bucket of any S3-compatible service, under the same keys as on disk. */
export function s3Storage(opts: S3Options): Storage {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: Boolean(opts.endpoint),
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
  });
  const Bucket = opts.bucket;
  const checked = (key: string) => {
    if (!key || key.startsWith('/') || key.split('/').some((part) => part === '..' || part === '.' || part === '')) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return key;
  };
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: data, ContentLength: data.length }));
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!res.Body) return null;
        // In Node the SDK's body is an http.IncomingMessage: stream it, never buffer it.
        return { stream: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
  };
}
