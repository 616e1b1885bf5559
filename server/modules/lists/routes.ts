import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletedSchema, envelopeSchema, pageQuery, pageSchema } from '@shared/schemas/common';
import {
  addListItemSchema,
  createListSchema,
  listItemParams,
  listItemSchema,
  listParams,
  listSchema,
  listsQuery,
} from '@shared/schemas/lists';
import { requireUser } from '../../platform/auth';
import { ok, page } from '../../platform/envelope';
import { addListItem, createList, deleteList, listItemsOf, listLists, removeListItem } from './service';

/** Favourites: a person's named lists of gigs and freelancers, seen and changed only by them. */
export default async function listsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    '/',
    { schema: { body: createListSchema, response: { 201: envelopeSchema(listSchema) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await createList(ctx, requireUser(request), request.body), 'List created', 201)),
  );

  app.get('/', { schema: { querystring: listsQuery, response: { 200: pageSchema(listSchema) } } }, async (request) => {
    const { items, nextCursor } = await listLists(ctx, requireUser(request), request.query);
    return page(items, nextCursor, 'Your lists');
  });

  app.delete(
    '/:id',
    { schema: { params: listParams, response: { 200: envelopeSchema(deletedSchema) } } },
    async (request) => {
      await deleteList(ctx, requireUser(request), request.params.id);
      return ok({ _id: request.params.id }, 'List deleted');
    },
  );

  app.get(
    '/:id/items',
    { schema: { params: listParams, querystring: pageQuery, response: { 200: pageSchema(listItemSchema) } } },
    async (request) => {
      const { items, nextCursor } = await listItemsOf(ctx, requireUser(request), request.params.id, request.query);
      return page(items, nextCursor, 'Saved items');
    },
  );

  app.post(
    '/:id/items',
    {
      schema: {
        params: listParams,
        body: addListItemSchema,
        response: { 200: envelopeSchema(listItemSchema), 201: envelopeSchema(listItemSchema) },
      },
    },
    async (request, reply) => {
      const { item, created } = await addListItem(ctx, requireUser(request), request.params.id, request.body);
      return created ? reply.status(201).send(ok(item, 'Saved to your list', 201)) : ok(item, 'Already in this list');
    },
  );

  app.delete(
    '/:id/items/:itemId',
    { schema: { params: listItemParams, response: { 200: envelopeSchema(deletedSchema) } } },
    async (request) => {
      await removeListItem(ctx, requireUser(request), request.params.id, request.params.itemId);
      return ok({ _id: request.params.itemId }, 'Removed from your list');
    },
  );
}
