import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MilestoneAction } from '@shared/machines/milestones';
import { idParam, testClockJump } from '@shared/schemas/common';
import { milestoneChangesSchema, milestoneParams, milestoneTermsSchema } from '@shared/schemas/milestones';
import { orderDetailSchema, paymentIntentStartSchema } from '@shared/schemas/orders';
import { requireClient, requireUser, requireVerifiedEmail } from '../../platform/auth';
import { extOfKey } from '../../platform/file-names';
import { sendPrivateFile } from '../../platform/uploads';
import { getOrder, notifyAll, type OrderNotice } from '../orders';
import { sendQueuedTransfers } from '../payouts';
import { startMilestoneFunding } from './funding';
import { milestoneStep, proposeMilestone } from './service';
import { readSubmission, submissionFile, submitMilestone } from './submissions';
import { scheduleMilestoneSweep, sweepSubmittedMilestones } from './sweep';

const submissionFileParams = milestoneParams.extend({
  submissionId: z.uuid('must be a valid id'),
  index: z.coerce.number().int().min(0).max(20),
});

/** Milestone contracts (issue 34), under /orders/{id}/milestones; each step answers the order as it now is. */
export default async function milestonesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  scheduleMilestoneSweep(fastify);

  const afterStep = async (request: FastifyRequest, notices: OrderNotice[], orderId: string) => {
    await notifyAll(ctx, notices, request.log);
    // Stripe Connect: an approval's release is paid to the seller now (the sweep retries a failure).
    await sendQueuedTransfers(ctx, orderId, request.log);
    return getOrder(ctx, requireUser(request), orderId);
  };

  // Either party proposes one more milestone; the other accepts or declines it.
  app.post(
    '/:id/milestones',
    { schema: { params: idParam, body: milestoneTermsSchema, response: { 200: orderDetailSchema } } },
    async (request) => {
      // Proposing commits to more money through Workify: a money step (issue 32).
      const user = requireVerifiedEmail(requireUser(request));
      return afterStep(request, await proposeMilestone(ctx, user, request.params.id, request.body), request.params.id);
    },
  );

  app.post(
    '/:id/milestones/:milestoneId/create-payment-intent',
    { schema: { params: milestoneParams, response: { 200: paymentIntentStartSchema } } },
    async (request) => {
      const client = requireVerifiedEmail(requireClient(request, 'Only the client funds a milestone.'));
      return { ...(await startMilestoneFunding(ctx, client, request.params.id, request.params.milestoneId)) };
    },
  );

  // Work handed in, like a delivery: multipart with files, or JSON { message }.
  app.post(
    '/:id/milestones/:milestoneId/submit',
    { schema: { params: milestoneParams, response: { 200: orderDetailSchema } } },
    async (request) => {
      const { id, milestoneId } = request.params;
      const user = requireUser(request);
      const notices = await submitMilestone(ctx, user, id, milestoneId, await readSubmission(request));
      return afterStep(request, notices, id);
    },
  );

  app.get(
    '/:id/milestones/:milestoneId/submissions/:submissionId/files/:index',
    { schema: { params: submissionFileParams } },
    async (request, reply) => {
      const { id, milestoneId, submissionId, index } = request.params;
      const { stream, size, file } = await submissionFile(
        ctx,
        requireUser(request),
        { orderId: id, milestoneId, submissionId },
        index,
      );
      return sendPrivateFile(
        reply,
        { stream, size },
        { name: file.name, ext: extOfKey(file.key), inline: file.type.startsWith('image/') },
      );
    },
  );

  const step = (path: string, action: MilestoneAction, body?: typeof milestoneChangesSchema) =>
    app.post(
      `/:id/milestones/:milestoneId/${path}`,
      { schema: { params: milestoneParams, ...(body ? { body } : {}), response: { 200: orderDetailSchema } } },
      async (request) => {
        const { id, milestoneId } = request.params;
        const message = (request.body as { message?: string } | undefined)?.message;
        const user = requireUser(request);
        if (action === 'accept_proposal') requireVerifiedEmail(user);
        return afterStep(request, await milestoneStep(ctx, user, id, milestoneId, action, { message }), id);
      },
    );
  step('approve', 'approve');
  step('request-changes', 'request_changes', milestoneChangesSchema);
  step('accept', 'accept_proposal');
  step('decline', 'decline_proposal');

  // Test-only: moves the milestone sweep's clock (ORDER_TEST_HOOKS, never in production).
  if (ctx.config.orders.testHooks) {
    app.post(
      '/test-hooks/milestone-sweep',
      { schema: { body: testClockJump, response: { 200: z.object({ approved: z.array(z.string()) }) } } },
      async (request) => ({
        approved: await sweepSubmittedMilestones(ctx, new Date(request.body.now), request.body.orderIds),
      }),
    );
  }
}
