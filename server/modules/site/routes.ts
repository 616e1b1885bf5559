import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteInfoResponse, type SiteInfo } from '@shared/schemas/site';
import { ok } from '../../platform/envelope';

export default async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // Public (PUBLIC_OPERATIONS): the footer and the Team page show it to every visitor.
  app.get('/', { schema: { tags: ['site'], response: { 200: siteInfoResponse } } }, async () =>
    ok<SiteInfo>(ctx.config.site, 'Site'),
  );
}
