import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** Public uploads (avatars, gig images). Private files are served by the module that owns them. */
export default async function filesRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>('/public/*', async (request, reply) => {
    const rel = request.params['*'];
    if (!/^[a-z-]+\/[0-9a-f-]+\.(webp|png|jpe?g)$/.test(rel)) throw notFound('File');
    const file = await app.ctx.storage.get(`public/${rel}`);
    if (!file) throw notFound('File');
    // Keys are random and never reused, so a file can be cached for good.
    return reply
      .type(TYPES[path.extname(rel)] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', file.size)
      .send(file.stream);
  });
}
