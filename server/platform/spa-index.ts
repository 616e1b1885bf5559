import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * index.html for every client-side route, read and compressed once at startup rather than
 * per request. @fastify/compress does not reach the not-found handler (it is not a route),
 * hence the encodings here. `no-cache`: the page names the current hashed assets.
 */
export function spaIndex(file: string) {
  const raw = readFileSync(file);
  const variants = { br: brotliCompressSync(raw), gzip: gzipSync(raw) };
  return (request: FastifyRequest, reply: FastifyReply) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (!encoding) return reply.send(raw);
    return reply.header('content-encoding', encoding).send(variants[encoding]);
  };
}
