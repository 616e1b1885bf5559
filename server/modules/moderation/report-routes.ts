import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shared/schemas/common';
import { createReportSchema, reportSchema } from '@shared/schemas/moderation';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { createReport } from './reports';

export const REPORT_RECEIVED = 'Report received. Thank you: our team will review it.';

/** POST /reports: any signed-in user reports a gig, post, profile, message or review. */
export default async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Counted per account (the session is loaded before the limiter runs), in the shared rate_limits table.
  const limit = {
    rateLimit: {
      max: ctx.config.reportRateLimit,
      timeWindow: '1 hour',
      keyGenerator: (request: { user: { id: string } | null; ip: string }) => request.user?.id ?? request.ip,
    },
  };
  app.post(
    '/',
    { config: limit, schema: { body: createReportSchema, response: { 201: envelopeSchema(reportSchema) } } },
    async (request, reply) => {
      const report = await createReport(ctx, requireUser(request), request.body);
      return reply.status(201).send(ok(report, REPORT_RECEIVED, 201));
    },
  );
}
