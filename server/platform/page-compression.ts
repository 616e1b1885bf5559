import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { boundedCache } from '@shared/bounded-cache';

/**
 * A page of its own (a gig, a post, a profile), compressed once per distinct document rather than
 * once per request. A popular public page is the same bytes for every signed-out visitor while
 * nothing on it changes (the render is kept: web/src/render-cache.ts), and brotli took a tenth of
 * such a request's CPU (60 kB of markup: 0.52 ms at quality 4; a SHA-256 digest of it takes under
 * 0.1 ms). Keyed by that digest of the whole document, so any change to it is compressed afresh:
 * nothing stale can be sent, and no one is sent another's page. At most MAX_BYTES of compressed
 * pages are kept, the least recently used leaving first.
 */
const MAX_BYTES = 8 * 1024 * 1024;

export type PageEncoding = 'br' | 'gzip';

const kept = boundedCache<Buffer>(MAX_BYTES, (body) => body.length);

export function compressedPage(raw: Buffer, encoding: PageEncoding): Buffer {
  const key = `${encoding}:${createHash('sha256').update(raw).digest('base64url')}`;
  const known = kept.get(key);
  if (known) return known;
  // Cheap codecs: gzip level 1 or brotli quality 4, as @fastify/compress does for JSON.
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(raw, { level: 1 });
  kept.set(key, body);
  return body;
}
