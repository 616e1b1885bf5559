import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedPage } from '../../server/platform/page-compression';

const page = (title: string) => Buffer.from(`<!doctype html><title>${title}</title>${'<p>Warm mixes</p>'.repeat(200)}`);

describe('compressedPage', () => {
  it('compresses a document once and hands the same bytes out again', () => {
    const first = compressedPage(page('A gig'), 'br');
    expect(brotliDecompressSync(first).toString()).toBe(page('A gig').toString());
    expect(compressedPage(page('A gig'), 'br')).toBe(first);
  });

  it('compresses a changed document afresh, and each encoding apart', () => {
    const before = compressedPage(page('A gig'), 'gzip');
    const after = compressedPage(page('A changed gig'), 'gzip');
    expect(gunzipSync(after).toString()).toContain('A changed gig');
    expect(gunzipSync(before).toString()).toContain('<title>A gig</title>');
    expect(compressedPage(page('A gig'), 'br')).not.toBe(before);
  });
});
