import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { SESSION_COOKIE, userForSessionToken } from './platform/auth';
import type { AppContext } from './platform/context';
import { registerErrorHandler } from './platform/error-handler';
import { createEventBus } from './platform/events';
import { loggerOptions } from './platform/logging';
import { createMailer, type Mailer } from './platform/mailer';
import { registerInputGuard } from './platform/input-guard';
import { registerOriginCheck } from './platform/origin';
import { registerAuthGate } from './platform/public-routes';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerRateLimit } from './platform/rate-limit';
import { diskStorage, type Storage } from './platform/storage';
import applicationsRoutes from './modules/applications/routes';
import contactRoutes from './modules/contact/routes';
import conversationsRoutes from './modules/conversations/routes';
import eventsRoutes from './modules/events/routes';
import filesRoutes from './modules/files/routes';
import gigsRoutes from './modules/gigs/routes';
import healthRoutes from './modules/health/routes';
import messagesRoutes from './modules/messages/routes';
import notificationsRoutes from './modules/notifications/routes';
import ordersRoutes from './modules/orders/routes';
import paymentsRoutes from './modules/payments/routes';
import postsRoutes from './modules/posts/routes';
import projectsRoutes from './modules/projects/routes';
import reviewsRoutes from './modules/reviews/routes';
import searchRoutes from './modules/search/routes';
import usersRoutes from './modules/users/routes';
import userSkillsRoutes from './modules/users/skills-routes';

export interface AppDeps {
  config: Config;
  database: Database;
  storage?: Storage;
  mailer?: Mailer;
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: DestinationStream;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // Proxy headers (X-Forwarded-*) count only from the proxies TRUST_PROXY names.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    storage: deps.storage ?? diskStorage(config.uploads.dir),
    mailer: deps.mailer ?? createMailer({ ...config.mail, log: app.log }),
    events: createEventBus(database.channel, app.log),
  };
  app.decorate('ctx', ctx);
  await ctx.events.start();
  app.addHook('onClose', () => ctx.events.stop());
  app.decorateRequest('user', null);
  registerErrorHandler(app);

  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: config.uploads.maxBytes, files: 12, fields: 40 } });
  await registerRateLimit(app, database.db);
  await app.register(swagger, {
    openapi: { info: { title: 'Workify API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });

  registerOriginCheck(app, config);
  registerInputGuard(app);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && request.url.startsWith('/api/')) request.user = await userForSessionToken(ctx.db, token);
  });
  registerAuthGate(app);

  const modules: [string, (app: FastifyInstance) => Promise<void>][] = [
    ['users', usersRoutes],
    ['users', userSkillsRoutes],
    ['posts', postsRoutes],
    ['applications', applicationsRoutes],
    ['search', searchRoutes],
    ['project', projectsRoutes],
    ['gigs', gigsRoutes],
    ['reviews', reviewsRoutes],
    ['orders', ordersRoutes],
    ['payments', paymentsRoutes],
    ['conversations', conversationsRoutes],
    ['messages', messagesRoutes],
    ['notifications', notificationsRoutes],
    ['events', eventsRoutes],
    ['files', filesRoutes],
    ['contact', contactRoutes],
    ['health', healthRoutes],
  ];
  await app.register(
    async (api) => {
      for (const [prefix, routes] of modules) await api.register(routes, { prefix: `/${prefix}` });
      api.get('/openapi.json', async () => app.swagger());
    },
    { prefix: '/api/v1' },
  );

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    if (!request.url.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD') && hasWeb) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ statusCode: 404, success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });

  return app;
}
