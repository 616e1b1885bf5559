import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParam, messageOnlySchema } from '@shared/schemas/common';
import { projectItemSchema, projectSchema } from '@shared/schemas/profiles';
import { requireFreelancer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { addProject, deleteProject, listProjects } from './service';

const FREELANCERS_ONLY = 'Only freelancers have portfolio projects';

/** /project: the signed-in freelancer's portfolio; its size decides the verified badge. */
export default async function projectsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get('/', { schema: { response: { 200: envelopeSchema(z.array(projectItemSchema)) } } }, async (request) =>
    ok(await listProjects(ctx, requireFreelancer(request, FREELANCERS_ONLY)), 'Projects'),
  );

  app.post(
    '/',
    { schema: { body: projectSchema, response: { 201: envelopeSchema(projectItemSchema) } } },
    async (request, reply) => {
      const user = requireFreelancer(request, FREELANCERS_ONLY);
      const project = await addProject(ctx, user, request.body);
      return reply.status(201).send(ok(project, 'Project added successfully', 201));
    },
  );

  app.delete('/:id', { schema: { params: idParam, response: { 200: messageOnlySchema } } }, async (request) => {
    await deleteProject(ctx, requireFreelancer(request, FREELANCERS_ONLY), request.params.id);
    return ok(null, 'Project deleted successfully');
  });
}
