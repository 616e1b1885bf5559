import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage, newKey, s3Storage, type Storage } from '../../server/platform/storage';
import { startLocalS3, type LocalS3 } from '../support/s3';

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

let s3: LocalS3;
const diskRoot = mkdtempSync(path.join(tmpdir(), 'workify-disk-'));
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(diskRoot, { recursive: true, force: true });
});

/** The same contract for every driver: what one instance puts, any reader gets back whole. */
const drivers: [string, () => Storage][] = [
  ['disk', () => diskStorage(diskRoot)],
  ['S3 (s3rver)', () => s3Storage(s3.options)],
];

describe.each(drivers)('Storage driver: %s', (_name, make) => {
  const storage = () => make();

  it('gives back what was put, byte for byte, with its size', async () => {
    const s = storage();
    const key = newKey('private/attachments', 'png');
    const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await s.put(key, data);
    const file = await s.get(key);
    expect(file?.size).toBe(data.length);
    expect((await read(file!.stream)).equals(data)).toBe(true);
  });

  it('answers null for a key that was never put', async () => {
    const s = storage();
    expect(await s.get(newKey('public/avatars', 'webp'))).toBeNull();
  });

  it('replaces a file put twice under one key', async () => {
    const s = storage();
    const key = newKey('public/gigs', 'webp');
    await s.put(key, Buffer.from('first'));
    await s.put(key, Buffer.from('second version'));
    expect((await read((await s.get(key))!.stream)).toString()).toBe('second version');
  });

  it('deletes a file, and deleting a missing one is no error', async () => {
    const s = storage();
    const key = newKey('public/avatars', 'webp');
    await s.put(key, Buffer.from('bye'));
    await s.delete(key);
    expect(await s.get(key)).toBeNull();
    await expect(s.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that climb out of their folder', async () => {
    const s = storage();
    await expect(s.put('../outside.png', Buffer.from('x'))).rejects.toThrow();
    await expect(s.get('public/../../etc/passwd')).rejects.toThrow();
  });
});
