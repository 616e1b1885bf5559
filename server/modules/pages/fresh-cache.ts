import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Generated documents (sitemaps) kept a short while, with the validators that let a crawler
 * ask again cheaply: an ETag of the body, and a Last-Modified that moves only when the body
 * changes (not when it is merely rebuilt). Kept FRESH_MS here plus MAX_AGE_S in caches: a change
 * shows within a minute. Holds at most MAX_ENTRIES documents, the oldest leaving first.
 */
const FRESH_MS = 30_000;
export const MAX_AGE_S = 30;
const MAX_ENTRIES = 200;

interface Generated {
  body: string;
  etag: string;
  lastModified: Date;
  at: number;
}

export function freshCache() {
  const entries = new Map<string, Generated>();
  const get = async (key: string, build: () => Promise<string>): Promise<Generated> => {
    const known = entries.get(key);
    const now = Date.now();
    if (known && now - known.at < FRESH_MS) return known;
    const body = await build();
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    // HTTP dates have whole seconds: a later If-Modified-Since compares equal, not earlier.
    const lastModified = known?.etag === etag ? known.lastModified : new Date(Math.floor(now / 1000) * 1000);
    const entry = { body, etag, lastModified, at: now };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return entry;
  };
  return { get };
}

/** 304 when the crawler's copy is current (If-None-Match first, else If-Modified-Since), else the document. */
export function sendGenerated(request: FastifyRequest, reply: FastifyReply, doc: Generated, type: string) {
  reply
    .header('cache-control', `public, max-age=${MAX_AGE_S}`)
    .header('etag', doc.etag)
    .header('last-modified', doc.lastModified.toUTCString());
  const tags = request.headers['if-none-match'];
  const since = request.headers['if-modified-since'];
  const current =
    tags !== undefined
      ? tags.split(',').some((t) => t.trim() === doc.etag || t.trim() === '*')
      : since !== undefined && Date.parse(since) >= doc.lastModified.getTime();
  if (current) return reply.status(304).send();
  return reply.type(type).send(doc.body);
}
