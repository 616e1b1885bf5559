import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationSchema,
  applicationStatusResultSchema,
  applicationStatusSchema,
  receivedApplicationsQuery,
  updateApplicationSchema,
} from '@shared/schemas/applications';
import { deletedSchema, envelopeSchema, idParam, pageQuery, pageSchema } from '@shared/schemas/common';
import { postIdParam } from '@shared/schemas/posts';
import { requireClient, requireFreelancer, requireUser } from '../../platform/auth';
import { ok, page } from '../../platform/envelope';
import { readMultipart, sendPrivateFile } from '../../platform/uploads';
import {
  completeApplication,
  createApplication,
  deleteApplication,
  getApplication,
  listMyApplications,
  listReceivedApplications,
  openAttachment,
  setApplicationStatus,
} from './service';
import { mailHiringNotices } from '../offers';

const oneApplication = envelopeSchema(applicationSchema);
const applicationPage = pageSchema(applicationSchema);

export default async function applicationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    '/createapplication/:postId',
    { schema: { params: postIdParam, response: { 201: oneApplication } } },
    async (request, reply) => {
      const freelancer = requireFreelancer(request, 'Only freelancers can apply to posts');
      const body = await readMultipart(request, { attachment: 1 });
      const application = await createApplication(ctx, freelancer, request.params.postId, body);
      return reply.status(201).send(ok(application, 'Application submitted successfully', 201));
    },
  );

  app.get(
    '/getapplications',
    { schema: { querystring: receivedApplicationsQuery, response: { 200: applicationPage } } },
    async (request) => {
      const client = requireClient(request, 'Only clients receive applications');
      const { items, nextCursor } = await listReceivedApplications(ctx, client, request.query);
      return page(items, nextCursor, 'Applications');
    },
  );

  app.get('/getapplication/:id', { schema: { params: idParam, response: { 200: oneApplication } } }, async (request) =>
    ok(await getApplication(ctx, requireUser(request), request.params.id), 'Application'),
  );

  app.get(
    '/myapplications',
    { schema: { querystring: pageQuery, response: { 200: applicationPage } } },
    async (request) => {
      const freelancer = requireFreelancer(request, 'Only freelancers have applications');
      const { items, nextCursor } = await listMyApplications(ctx, freelancer, request.query);
      return page(items, nextCursor, 'Your applications');
    },
  );

  app.delete(
    '/deleteapplication/:id',
    { schema: { params: idParam, response: { 200: envelopeSchema(deletedSchema) } } },
    async (request) => {
      await deleteApplication(ctx, requireUser(request), request.params.id);
      return ok({ _id: request.params.id }, 'Application deleted successfully!');
    },
  );

  app.put(
    '/updateapplication/:id',
    { schema: { params: idParam, body: updateApplicationSchema, response: { 200: oneApplication } } },
    async (request) => {
      const client = requireClient(request, 'Only the owner of the post can complete this application');
      return ok(await completeApplication(ctx, client, request.params.id), 'Application checked successfully!');
    },
  );

  app.put(
    '/:id/status',
    {
      schema: {
        params: idParam,
        body: applicationStatusSchema,
        response: { 200: envelopeSchema(applicationStatusResultSchema) },
      },
    },
    async (request) => {
      const client = requireClient(request, 'Only the owner of the post can change this application');
      const { result, notices } = await setApplicationStatus(ctx, client, request.params.id, request.body.status);
      await mailHiringNotices(ctx, notices, request.log);
      return ok(result, `Application ${result.status}`);
    },
  );

  app.get('/:id/attachment', { schema: { params: idParam } }, async (request, reply) => {
    const file = await openAttachment(ctx, requireUser(request), request.params.id);
    return sendPrivateFile(reply, file, { name: `application-${request.params.id}`, ext: file.ext });
  });
}
