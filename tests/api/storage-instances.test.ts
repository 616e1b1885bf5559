import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { multipart, pngFile } from '../support/multipart';
import { applyTo, createPost } from '../support/posts';
import { startLocalS3, type LocalS3 } from '../support/s3';
import { as, createTestApp, signUp, type TestApp } from '../support/test-app';

// Two app instances on one database, each with its own (empty) data directory, both on
// S3 storage: a file uploaded through one must be served by the other.
let s3: LocalS3;
let first: TestApp;
let second: FastifyInstance;
let secondDir: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  first = await createTestApp(s3.env);
  secondDir = mkdtempSync(path.join(tmpdir(), 'workify-second-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: secondDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(secondDir, 'no-web'),
    ...s3.env,
  });
  second = await buildApp({ config, database: first.database });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
  await s3.stop();
  rmSync(secondDir, { recursive: true, force: true });
});

describe('files on S3 storage across instances', () => {
  it('serves an avatar uploaded through one instance from the other', async () => {
    const user = await signUp(first.app);
    const res = await as(
      first.app,
      user,
    )({ method: 'PUT', url: '/api/v1/users/update-avatar', ...multipart({ avatar: await pngFile() }) });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.avatar as string;
    const got = await second.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(Number(got.headers['content-length'])).toBe(got.rawPayload.length);
  });

  it('streams a private attachment from the other instance to its reader only', async () => {
    const client = await signUp(first.app);
    const freelancer = await signUp(first.app, { role: 'freelancer' });
    const outsider = await signUp(first.app, { role: 'freelancer' });
    const post = await createPost(first.app, client);
    const cv = await pngFile(40, 40, 'cv.png');
    const applied = await applyTo(first.app, freelancer, post._id, { attachment: cv });
    expect(applied.statusCode).toBe(201);
    const url = applied.json().data.attachment as string;

    const asOwner = await as(second, client)({ method: 'GET', url });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.rawPayload.equals(cv.data)).toBe(true);
    expect((await as(second, outsider)({ method: 'GET', url })).statusCode).toBe(403);
    expect((await second.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers 404 for a public file that is not in the bucket', async () => {
    const res = await second.inject({
      method: 'GET',
      url: '/api/v1/files/public/avatars/00000000-0000-4000-8000-000000000000.webp',
    });
    expect(res.statusCode).toBe(404);
  });
});
