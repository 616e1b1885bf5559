import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@shared/schemas/common';
import {
  adminDisputeResponse,
  adminDisputesQuery,
  adminDisputesResponse,
  decideSchema,
  disputeDeliveryFileParams,
  disputeFileParams,
  disputeParams,
  disputeResponse,
  openDisputeSchema,
  proposalParams,
  proposalSchema,
} from '@shared/schemas/disputes';
import { requireAdmin, requireUser, type AuthUser } from '../../platform/auth';
import { ok, page } from '../../platform/envelope';
import { extOfKey } from '../../platform/file-names';
import { sendPrivateFile } from '../../platform/uploads';
import { disputedDeliveryFile, evidenceFile, readEvidence } from './evidence';
import { mailDisputeNotices } from './notify';
import {
  acceptProposal,
  backdateDispute,
  decideDispute,
  escalateDispute,
  openDispute,
  postDisputeMessage,
  proposeOutcome,
  withdrawDispute,
  type DisputeStep,
} from './service';
import { adminDisputeView, disputeView, listDisputes } from './view';

/** After the commit: mail the step's notices, then answer the dispute as the viewer now sees it. */
async function answer(
  fastify: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  step: DisputeStep,
  message: string,
  statusCode = 200,
) {
  await mailDisputeNotices(fastify.ctx, step.notices, step.orderNotices ?? [], request.log);
  return ok(await disputeView(fastify.ctx, user, step.disputeId), message, statusCode);
}

type FileAnswer = Awaited<ReturnType<typeof evidenceFile>>;
const sendFile = (reply: Parameters<typeof sendPrivateFile>[0], { stream, size, file }: FileAnswer) =>
  sendPrivateFile(
    reply,
    { stream, size },
    { name: file.name, ext: extOfKey(file.key), inline: file.type.startsWith('image/') },
  );

/** /disputes: the resolution center, for an order's two parties (and admins, who also read and write messages). */
export default async function disputesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get('/:id', { schema: { params: disputeParams, response: { 200: disputeResponse } } }, async (request) =>
    ok(await disputeView(ctx, requireUser(request), request.params.id), 'Dispute'),
  );

  app.post(
    '/:id/messages',
    { schema: { params: disputeParams, response: { 201: disputeResponse } } },
    async (request, reply) => {
      const user = requireUser(request);
      const step = await postDisputeMessage(ctx, user, request.params.id, await readEvidence(request));
      return reply.status(201).send(await answer(fastify, request, user, step, 'Message added', 201));
    },
  );

  app.get('/:id/messages/:messageId/files/:index', { schema: { params: disputeFileParams } }, async (request, reply) =>
    sendFile(
      reply,
      await evidenceFile(ctx, requireUser(request), request.params.id, request.params.messageId, request.params.index),
    ),
  );

  app.get(
    '/:id/deliveries/:deliveryId/files/:index',
    { schema: { params: disputeDeliveryFileParams } },
    async (request, reply) =>
      sendFile(
        reply,
        await disputedDeliveryFile(
          ctx,
          requireUser(request),
          request.params.id,
          request.params.deliveryId,
          request.params.index,
        ),
      ),
  );

  app.post(
    '/:id/proposals',
    { schema: { params: disputeParams, body: proposalSchema, response: { 201: disputeResponse } } },
    async (request, reply) => {
      const user = requireUser(request);
      const step = await proposeOutcome(ctx, user, request.params.id, request.body);
      return reply.status(201).send(await answer(fastify, request, user, step, 'Proposal sent', 201));
    },
  );

  app.post(
    '/:id/proposals/:proposalId/accept',
    { schema: { params: proposalParams, response: { 200: disputeResponse } } },
    async (request) => {
      const user = requireUser(request);
      return answer(
        fastify,
        request,
        user,
        await acceptProposal(ctx, user, request.params.id, request.params.proposalId),
        'Dispute settled',
      );
    },
  );

  app.post(
    '/:id/escalate',
    { schema: { params: disputeParams, response: { 200: disputeResponse } } },
    async (request) => {
      const user = requireUser(request);
      return answer(fastify, request, user, await escalateDispute(ctx, user, request.params.id), 'Dispute escalated');
    },
  );

  app.post(
    '/:id/withdraw',
    { schema: { params: disputeParams, response: { 200: disputeResponse } } },
    async (request) => {
      const user = requireUser(request);
      return answer(fastify, request, user, await withdrawDispute(ctx, user, request.params.id), 'Dispute withdrawn');
    },
  );

  // Test-only (browser journeys): moves a dispute's opening back, so it can be escalated without
  // waiting DISPUTE_ESCALATE_HOURS. Registered only when ORDER_TEST_HOOKS is on (never in production).
  if (ctx.config.orders.testHooks) {
    app.post(
      '/test-hooks/backdate',
      {
        schema: {
          body: z.object({ disputeId: z.uuid(), hours: z.number().int().min(0).max(10_000) }),
          response: { 200: z.object({ disputeId: z.string() }) },
        },
      },
      async (request) => {
        await backdateDispute(ctx, request.body.disputeId, request.body.hours);
        return { disputeId: request.body.disputeId };
      },
    );
  }
}

/** POST /orders/{id}/dispute: registered under /orders beside the orders module's routes. */
export async function orderDisputeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/:id/dispute',
    { schema: { params: idParam, body: openDisputeSchema, response: { 201: disputeResponse } } },
    async (request, reply) => {
      const user = requireUser(request);
      const step = await openDispute(app.ctx, user, request.params.id, request.body);
      return reply.status(201).send(await answer(fastify, request, user, step, 'Dispute opened', 201));
    },
  );
}

/** /admin/disputes: the console's list, the whole case, and the decision (admins only: 403 for everyone else). */
export async function adminDisputesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Before the body is validated: a non-admin hears 403 whatever they send.
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.get(
    '/disputes',
    { schema: { querystring: adminDisputesQuery, response: { 200: adminDisputesResponse } } },
    async (request) => {
      requireAdmin(request);
      const { items, nextCursor } = await listDisputes(ctx, request.query);
      return page(items, nextCursor, 'Disputes');
    },
  );

  app.get(
    '/disputes/:id',
    { schema: { params: disputeParams, response: { 200: adminDisputeResponse } } },
    async (request) => ok(await adminDisputeView(ctx, requireAdmin(request), request.params.id), 'Dispute'),
  );

  app.post(
    '/disputes/:id/decide',
    { schema: { params: disputeParams, body: decideSchema, response: { 200: adminDisputeResponse } } },
    async (request) => {
      const admin = requireAdmin(request);
      const step = await decideDispute(ctx, admin, request.params.id, request.body);
      await mailDisputeNotices(ctx, step.notices, step.orderNotices ?? [], request.log);
      return ok(await adminDisputeView(ctx, admin, step.disputeId), 'Dispute decided');
    },
  );
}
