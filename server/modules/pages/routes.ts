import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { disallowedPrefixes } from '@shared/public-pages';
import { notFound } from '../../platform/errors';
import { freshCache, sendGenerated } from './fresh-cache';
import { bucketCount, SITEMAP_KINDS, sitemapEntries, sitemapIndex, type SitemapKind, urlsetXml } from './sitemap';

const SITEMAP_NAME = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,5})-(0|[1-9][0-9]{0,5})\\.xml$`);

/** /robots.txt, /sitemap.xml and its paged sitemaps (outside /api: crawlers look for them at the root). */
export default async function pagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const base = ctx.config.publicUrl;
  const cache = freshCache();
  const hide = { hide: true }; // not API operations: out of the OpenAPI document

  const robots = [
    'User-agent: *',
    'Allow: /',
    ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    // Gig covers and avatars are the pages' og:image and schema.org images: crawlers may fetch them.
    'Allow: /api/v1/files/public/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/robots.txt', { schema: hide }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  app.get('/sitemap.xml', { schema: hide }, async (request, reply) =>
    sendGenerated(
      request,
      reply,
      await cache.get('index', () => sitemapIndex(ctx, base)),
      'application/xml; charset=utf-8',
    ),
  );

  app.get(
    '/sitemaps/:name',
    { schema: { ...hide, params: z.object({ name: z.string().max(40) }) } },
    async (request, reply) => {
      const match = SITEMAP_NAME.exec(request.params.name);
      if (!match) throw notFound('Sitemap');
      const [, kind, partsText, partText] = match;
      const parts = Number(partsText);
      const part = Number(partText);
      if (part >= parts) throw notFound('Sitemap');
      const doc = await cache.get(`${kind}-${parts}-${part}`, async () => {
        // A sitemap of a split that is no longer current is gone: the index names the current ones.
        if (parts !== (await bucketCount(ctx, kind as SitemapKind))) throw notFound('Sitemap');
        return urlsetXml(await sitemapEntries(ctx, base, kind as SitemapKind, part, parts));
      });
      return sendGenerated(request, reply, doc, 'application/xml; charset=utf-8');
    },
  );
}
