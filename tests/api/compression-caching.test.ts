import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// A tiny web build like Vite's: index.html plus hashed files under /assets.
const web = mkdtempSync(path.join(tmpdir(), 'workify-web-'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word number ${i}`))};\n`;
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(
    path.join(web, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/index-a1b2c3.js"></script></head><body>${'<p>Workify</p>'.repeat(200)}</body></html>`,
  );
  writeFileSync(path.join(web, 'assets', 'index-a1b2c3.js'), script);
  writeFileSync(path.join(web, 'assets', 'index-d4e5f6.css'), 'body { color: black; }\n'.repeat(100));
  // A file the build compressed ahead of time (scripts/vite-precompress.ts): its .br is sent as is.
  writeFileSync(path.join(web, 'assets', 'vendor-0a1b2c.js'), script);
  writeFileSync(
    path.join(web, 'assets', 'vendor-0a1b2c.js.br'),
    brotliCompressSync(`${script}// compressed at build time\n`),
  );
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compression', () => {
  it('sends JSON with gzip to a browser (the cheaper codec per answer), and it decodes to the same document', async () => {
    const plain = await get('/api/v1/openapi.json');
    const res = await get('/api/v1/openapi.json', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends JSON with brotli to a client that accepts only brotli', async () => {
    const res = await get('/api/v1/openapi.json', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(
      (await get('/api/v1/openapi.json')).json(),
    );
  });

  it("sends the build's own brotli file for an asset compressed ahead of time", async () => {
    const res = await get('/assets/vendor-0a1b2c.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('// compressed at build time');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends JavaScript and CSS with gzip when brotli is not accepted, and raw when nothing is', async () => {
    const js = await get('/assets/index-a1b2c3.js', 'gzip');
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(js.rawPayload).toString('utf8')).toBe(script);
    expect((await get('/assets/index-d4e5f6.css', 'br')).headers['content-encoding']).toBe('br');
    const raw = await get('/assets/index-a1b2c3.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(script);
  });
});

describe('caching', () => {
  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const file of ['index-a1b2c3.js', 'index-d4e5f6.css']) {
      expect((await get(`/assets/${file}`, 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes browsers revalidate index.html, whichever route serves it', async () => {
    for (const url of ['/', '/gigs', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
    }
  });
});
