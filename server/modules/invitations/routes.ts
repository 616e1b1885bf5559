import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, pageQuery, pageSchema } from '@shared/schemas/common';
import {
  createInvitationSchema,
  invitationParams,
  invitationSchema,
  myInvitationSchema,
} from '@shared/schemas/invitations';
import { postIdParam } from '@shared/schemas/posts';
import { requireClient, requireFreelancer, requireUser } from '../../platform/auth';
import { ok, page } from '../../platform/envelope';
import { declineInvitation, inviteToPost, listPostInvitations, myInvitation } from './service';

/** Under /posts: a client invites freelancers to their post and sees who was invited. */
export async function postInvitationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    '/:postId/invitations',
    {
      schema: {
        params: postIdParam,
        body: createInvitationSchema,
        response: { 201: envelopeSchema(invitationSchema) },
      },
    },
    async (request, reply) => {
      const client = requireClient(request, 'Only clients can invite freelancers');
      return reply
        .status(201)
        .send(ok(await inviteToPost(ctx, client, request.params.postId, request.body), 'Invitation sent', 201));
    },
  );

  app.get(
    '/:postId/invitations',
    { schema: { params: postIdParam, querystring: pageQuery, response: { 200: pageSchema(invitationSchema) } } },
    async (request) => {
      const { items, nextCursor } = await listPostInvitations(
        ctx,
        requireUser(request),
        request.params.postId,
        request.query,
      );
      return page(items, nextCursor, 'Invitations');
    },
  );

  app.get(
    '/:postId/invitations/mine',
    { schema: { params: postIdParam, response: { 200: envelopeSchema(myInvitationSchema) } } },
    async (request) => ok(await myInvitation(ctx, requireUser(request), request.params.postId), 'Your invitation'),
  );
}

/** Under /invitations: the invited freelancer declines. */
export default async function invitationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    '/:id/decline',
    { schema: { params: invitationParams, response: { 200: envelopeSchema(invitationSchema) } } },
    async (request) => {
      const freelancer = requireFreelancer(request, 'Only freelancers receive invitations');
      return ok(await declineInvitation(ctx, freelancer, request.params.id), 'Invitation declined');
    },
  );
}
