import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletedSchema, envelopeSchema, idParam, pageQuery, pageSchema } from '@shared/schemas/common';
import {
  bookmarkStateSchema,
  createPostSchema,
  postIdParam,
  postSchema,
  postStatusResultSchema,
  toggleBookmarkSchema,
} from '@shared/schemas/posts';
import { requireClient, requireFreelancer, requireUser } from '../../platform/auth';
import { ok, page } from '../../platform/envelope';
import {
  changePostStatus,
  createPost,
  deletePost,
  getPost,
  listBookmarkedPosts,
  listMyPosts,
  listPosts,
  toggleBookmark,
  updatePost,
} from './service';

const postPage = { querystring: pageQuery, response: { 200: pageSchema(postSchema) } };

export default async function postsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get('/allposts', { schema: postPage }, async (request) => {
    const { items, nextCursor } = await listPosts(ctx, requireUser(request), request.query);
    return page(items, nextCursor, 'Posts');
  });

  app.get('/get-bookmarked-posts', { schema: postPage }, async (request) => {
    const { items, nextCursor } = await listBookmarkedPosts(ctx, requireUser(request), request.query);
    return page(items, nextCursor, 'Bookmarked posts');
  });

  app.post(
    '/toggle-bookmark',
    { schema: { body: toggleBookmarkSchema, response: { 200: envelopeSchema(bookmarkStateSchema) } } },
    async (request) => {
      const user = requireFreelancer(request, 'Only freelancers can bookmark posts');
      const state = await toggleBookmark(ctx, user, request.body.postId);
      return ok(state, state.bookmarked ? 'Post bookmarked!' : 'Bookmark removed!');
    },
  );

  app.post(
    '/createpost',
    { schema: { body: createPostSchema, response: { 201: envelopeSchema(postSchema) } } },
    async (request, reply) => {
      const client = requireClient(request, 'Only clients can create posts');
      return reply.status(201).send(ok(await createPost(ctx, client, request.body), 'Post created successfully', 201));
    },
  );

  app.put(
    '/updatepost/:postId',
    { schema: { params: postIdParam, body: createPostSchema, response: { 200: envelopeSchema(postSchema) } } },
    async (request) => {
      const client = requireClient(request, 'Only clients have posts');
      return ok(await updatePost(ctx, client, request.params.postId, request.body), 'Post updated');
    },
  );

  app.get('/mypost', { schema: postPage }, async (request) => {
    const client = requireClient(request, 'Only clients have posts');
    const { items, nextCursor } = await listMyPosts(ctx, client, request.query);
    return page(items, nextCursor, 'Your posts');
  });

  app.delete(
    '/deletepost/:postId',
    { schema: { params: postIdParam, response: { 200: envelopeSchema(deletedSchema) } } },
    async (request) => {
      await deletePost(ctx, requireUser(request), request.params.postId);
      return ok({ _id: request.params.postId }, 'Post deleted');
    },
  );

  app.get(
    '/get-single-post/:postId',
    { schema: { params: postIdParam, response: { 200: envelopeSchema(postSchema) } } },
    async (request) => ok(await getPost(ctx, request.user, request.params.postId), 'Post'),
  );

  const statusResponse = { response: { 200: envelopeSchema(postStatusResultSchema) } };
  app.post('/:id/close', { schema: { params: idParam, ...statusResponse } }, async (request) => {
    const client = requireClient(request, 'Only clients have posts');
    return ok(await changePostStatus(ctx, client, request.params.id, 'close'), 'Post closed');
  });

  app.post('/:id/reopen', { schema: { params: idParam, ...statusResponse } }, async (request) => {
    const client = requireClient(request, 'Only clients have posts');
    return ok(await changePostStatus(ctx, client, request.params.id, 'reopen'), 'Post reopened');
  });
}
