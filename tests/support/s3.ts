import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** The S3_* environment that points the app at this server. */
  env: Record<string, string>;
  options: { bucket: string; endpoint: string; region: string; accessKeyId: string; secretAccessKey: string };
  stop(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver, a dev dependency) in this process, on a free port, with an
 * empty bucket. It runs wherever `npm install` ran, so the S3 tests never skip.
 */
export async function startLocalS3(bucket = 'workify-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'workify-s3-'));
  try {
    const server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await server.run();
    const options = {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    return {
      options,
      env: {
        S3_BUCKET: bucket,
        S3_ENDPOINT: options.endpoint,
        S3_REGION: options.region,
        S3_ACCESS_KEY_ID: options.accessKeyId,
        S3_SECRET_ACCESS_KEY: options.secretAccessKey,
      },
      stop: async () => {
        await server.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(directory, { recursive: true, force: true });
    throw err;
  }
}
