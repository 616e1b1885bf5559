import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, messageOnlySchema } from '@shared/schemas/common';
import {
  pushKeySchema,
  pushPreferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@shared/schemas/push';
import { requireUser, SESSION_COOKIE } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { getPreferences, setPreferences, subscribe, unsubscribe } from './service';
import { vapidKeys } from './vapid';

/** Web push on a person's browsers (issue 35): the key to subscribe with, the subscriptions, and which kinds are pushed. */
export default async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('preValidation', async (request) => void requireUser(request));

  app.get('/key', { schema: { response: { 200: envelopeSchema(pushKeySchema) } } }, async () =>
    ok({ publicKey: vapidKeys(ctx.config).publicKey }, 'Push key'),
  );

  app.post(
    '/subscriptions',
    { schema: { body: pushSubscriptionSchema, response: { 201: messageOnlySchema } } },
    async (request, reply) => {
      await subscribe(ctx, requireUser(request), request.cookies[SESSION_COOKIE] ?? '', request.body);
      return reply.status(201).send(ok(null, 'Push notifications are on for this device', 201));
    },
  );

  app.delete(
    '/subscriptions',
    { schema: { body: pushUnsubscribeSchema, response: { 200: messageOnlySchema } } },
    async (request) => {
      const removed = await unsubscribe(ctx, requireUser(request), request.body.endpoint);
      return ok(null, removed ? 'Push notifications are off for this device' : 'This device had no push subscription');
    },
  );

  app.get('/preferences', { schema: { response: { 200: envelopeSchema(pushPreferencesSchema) } } }, async (request) =>
    ok(await getPreferences(ctx, requireUser(request)), 'Push preferences'),
  );

  app.put(
    '/preferences',
    { schema: { body: pushPreferencesSchema, response: { 200: envelopeSchema(pushPreferencesSchema) } } },
    async (request) => ok(await setPreferences(ctx, requireUser(request), request.body), 'Push preferences saved'),
  );
}
