import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@shared/schemas/common';
import { blockStateResponse } from '@shared/schemas/blocks';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { blockState, blockUser, unblockUser } from './service';

/** Blocks, under /users/{id}/block: no new messages or offers between the two, either way. */
export default async function blocksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const schema = { params: idParam, response: { 200: blockStateResponse } };

  // Whether the caller blocks this user: what the Block button shows (profiles, conversations).
  app.get('/:id/block', { schema }, async (request) =>
    ok(await blockState(ctx, requireUser(request), request.params.id), 'Block'),
  );
  app.post('/:id/block', { schema }, async (request) =>
    ok(await blockUser(ctx, requireUser(request), request.params.id), 'User blocked'),
  );
  app.delete('/:id/block', { schema }, async (request) =>
    ok(await unblockUser(ctx, requireUser(request), request.params.id), 'User unblocked'),
  );
}
