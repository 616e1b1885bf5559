import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { SESSION_COOKIE } from './platform/auth';
import { createSessionCache } from './platform/session-cache';
import type { Viewer } from '@shared/route-data';
import { spaIndex } from './platform/spa-index';
import { localeOf } from './platform/i18n';
import type { AppContext } from './platform/context';
import { directReads } from './platform/direct-reads';
import { registerErrorHandler } from './platform/error-handler';
import { createEventBus } from './platform/events';
import { AccessLog, loggerOptions } from './platform/logging';
import { createLater } from './platform/later';
import { createPublished } from './platform/published';
import { createMailer, type Mailer } from './platform/mailer';
import { holdMarketplaceCurrency } from './platform/currency';
import { registerInputGuard } from './platform/input-guard';
import { registerMetrics } from './platform/metrics';
import { registerOriginCheck } from './platform/origin';
import { registerAuthGate } from './platform/public-routes';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerRateLimit } from './platform/rate-limit';
import { isApiRoute, matchedRoute } from './platform/routes';
import { requestIdGenerator } from './platform/request-id';
import { storageFromConfig, type Storage } from './platform/storage';
import adminRoutes from './modules/admin/routes';
import { pageFactsFor, pagesRoutes } from './modules/pages';
import applicationsRoutes from './modules/applications/routes';
import blocksRoutes from './modules/blocks/routes';
import contactRoutes from './modules/contact/routes';
import demoRoutes from './modules/demo/routes';
import siteRoutes from './modules/site/routes';
import disputesRoutes, { adminDisputesRoutes, orderDisputeRoutes } from './modules/disputes/routes';
import conversationsRoutes from './modules/conversations/routes';
import eventsRoutes from './modules/events/routes';
import filesRoutes from './modules/files/routes';
import gigsRoutes from './modules/gigs/routes';
import gigListRoutes from './modules/search/gig-list-route';
import healthRoutes from './modules/health/routes';
import invitationsRoutes, { postInvitationRoutes } from './modules/invitations/routes';
import listsRoutes from './modules/lists/routes';
import messagesRoutes from './modules/messages/routes';
import moderationAdminRoutes from './modules/moderation/admin-routes';
import reportRoutes from './modules/moderation/report-routes';
import notificationsRoutes from './modules/notifications/routes';
import offersRoutes from './modules/offers/routes';
import ordersRoutes from './modules/orders/routes';
import milestonesRoutes from './modules/milestones/routes';
import paymentsRoutes from './modules/checkout/routes';
import payoutsRoutes, { receiptRoutes } from './modules/payouts/routes';
import postsRoutes from './modules/posts/routes';
import projectsRoutes from './modules/projects/routes';
import pushRoutes from './modules/push/routes';
import { adminRatesRoutes, ratesRoutes } from './modules/rates';
import { startPush } from './modules/push';
import reviewsRoutes from './modules/reviews/routes';
import savedSearchesRoutes from './modules/saved-searches/routes';
import { alertSearches } from './modules/saved-searches';
import searchRoutes from './modules/search/routes';
import unsubscribeRoutes from './modules/unsubscribe/routes';
import usersRoutes from './modules/users/routes';
import userSkillsRoutes from './modules/users/skills-routes';
import twoFactorRoutes from './modules/users/two-factor-routes';
import oidcRoutes, { linkedSignInRoutes } from './modules/users/oidc-routes';
import dataExportRoutes from './modules/users/data-export-routes';
import passkeysRoutes from './modules/users/passkeys-routes';

export interface AppDeps {
  config: Config;
  database: Database;
  storage?: Storage;
  mailer?: Mailer;
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: DestinationStream;
}

/** Vite's /assets files have a content hash in their name, so they never change: cache for a year. */
const staticCacheHeaders = (root: string) => (reply: FastifyReply, filePath: string) => {
  const immutable = path.relative(root, filePath).split(path.sep)[0] === 'assets';
  // The service worker is checked for updates on every visit, so a deploy reaches it at once.
  const fresh = filePath.endsWith('.html') || path.basename(filePath) === 'sw.js';
  reply.header(
    'cache-control',
    immutable ? 'public, max-age=31536000, immutable' : fresh ? 'no-cache' : 'public, max-age=3600',
  );
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // Proxy headers (X-Forwarded-*) count only from the proxies TRUST_PROXY names.
    trustProxy: config.trustProxy,
    // JSON log lines carry reqId; an X-Request-Id is kept only from a trusted proxy.
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: 1024 * 1024,
    logController: new AccessLog(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route is added: it learns them as they are (the reads a server render makes directly).
  const reads = directReads(app);

  // Sessions come from a short-lived in-process cache (see session-cache.ts for its invalidation).
  const sessionCache = createSessionCache(database.db, database.channel);
  const later = createLater(app.log);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    sessions: sessionCache,
    storage: deps.storage ?? storageFromConfig(config),
    mailer: deps.mailer ?? createMailer({ ...config.mail, log: app.log }),
    events: createEventBus(database.db, database.channel, app.log),
    later,
    published: createPublished(later),
  };
  app.decorate('ctx', ctx);
  // Before anything reads or writes money: refuses a currency other than the data's (issue 33).
  await holdMarketplaceCurrency(database.db, config.money.currency);
  await ctx.events.start();
  app.addHook('onClose', () => ctx.events.stop());
  // The work left after the answers (which may mail) first, then the SMTP pool's connections end.
  app.addHook('onClose', async () => {
    await ctx.later.idle();
    ctx.mailer.close?.();
  });
  // Saved searches with alerts hear of every post or gig that becomes visible to search.
  ctx.published.listen((listing) => alertSearches(ctx, listing, listing.at));
  // Every committed bell notification also goes to the person's browsers (web push), so
  // notifications need not know push exists.
  const stopPush = startPush(ctx, app.log);
  app.addHook('onClose', async () => stopPush());
  app.decorateRequest('user', null);
  registerErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerMetrics(app, { database, events: ctx.events, token: config.metricsToken });

  registerSecurityHeaders(app, config);
  await app.register(cookie);
  // Gzip or brotli on every compressible answer (JSON, JS, CSS, HTML, SVG), never on the SSE
  // stream. Answers are compressed as they are built, so the cheapest codec comes first: on
  // our 10-15 kB JSON pages gzip level 1 takes a third of brotli quality 4's time and its
  // output is about as small (JSON repeats its keys); brotli at its default quality 11 would
  // cost ten times more. Built assets are compressed once, at build time, with brotli at its
  // best (scripts/vite-precompress.ts). A buffered answer is compressed in one call, not
  // through a stream pipeline (whose setup cost more than the compression itself).
  await app.register(compress, {
    encodings: ['gzip', 'br'],
    zlibOptions: { level: 1 },
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/(?:javascript|wasm)/,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    syncThreshold: 1024 * 1024,
  });
  await app.register(multipart, { limits: { fileSize: config.uploads.maxBytes, files: 12, fields: 40 } });
  await registerRateLimit(app, database.db);
  await app.register(swagger, {
    openapi: { info: { title: 'Workify API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });

  registerOriginCheck(app, config);
  registerInputGuard(app);

  await sessionCache.start();
  app.addHook('onClose', () => sessionCache.stop());
  // Only a matched API route loads the session (the route, not the raw URL, decides: see routes.ts).
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && matchedRoute(request)?.startsWith('/api/')) request.user = await sessionCache.user(token);
  });
  // A user's own write (logout, deletion, profile edit) is reflected before they get the answer.
  app.addHook('onSend', async (request) => {
    if (request.user && UNSAFE.has(request.method)) sessionCache.evictUser(request.user.id);
  });
  registerAuthGate(app);
  // Search engines index pages, never API answers (JSON, files, health).
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('x-robots-tag', 'noindex');
  });

  const modules: [string, (app: FastifyInstance) => Promise<void>][] = [
    ['users', usersRoutes],
    ['users', userSkillsRoutes],
    ['users', twoFactorRoutes],
    ['users', linkedSignInRoutes],
    ['users', dataExportRoutes],
    ['auth', oidcRoutes],
    ['users', passkeysRoutes],
    ['users', blocksRoutes],
    ['posts', postsRoutes],
    ['posts', postInvitationRoutes],
    ['invitations', invitationsRoutes],
    ['applications', applicationsRoutes],
    ['search', searchRoutes],
    ['saved-searches', savedSearchesRoutes],
    ['project', projectsRoutes],
    ['gigs', gigListRoutes],
    ['gigs', gigsRoutes],
    ['reviews', reviewsRoutes],
    ['orders', ordersRoutes],
    ['orders', receiptRoutes],
    ['orders', orderDisputeRoutes],
    ['orders', milestonesRoutes],
    ['disputes', disputesRoutes],
    ['admin', adminDisputesRoutes],
    ['offers', offersRoutes],
    ['payments', paymentsRoutes],
    ['payouts', payoutsRoutes],
    ['conversations', conversationsRoutes],
    ['messages', messagesRoutes],
    ['lists', listsRoutes],
    ['notifications', notificationsRoutes],
    ['push', pushRoutes],
    ['events', eventsRoutes],
    ['files', filesRoutes],
    ['contact', contactRoutes],
    ['reports', reportRoutes],
    ['admin', moderationAdminRoutes],
    ['health', healthRoutes],
    ['demo', demoRoutes],
    ['site', siteRoutes],
    ['unsubscribe', unsubscribeRoutes],
    ['admin', adminRoutes],
    ['rates', ratesRoutes],
    ['admin', adminRatesRoutes],
  ];
  await app.register(
    async (api) => {
      for (const [prefix, routes] of modules) await api.register(routes, { prefix: `/${prefix}` });
      // The document itself is left out of the document it describes (hide).
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api/v1' },
  );

  await app.register(pagesRoutes);

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
  const signedIn = async (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    return token ? sessionCache.user(token) : null;
  };
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
    const user = await signedIn(request);
    return user ? (user.isClient ? 'client' : 'freelancer') : 'guest';
  };
  // A server render's reads go to this very app, in process, without a session (public answers
  // only): the reads pages render with directly (direct-reads.ts), any other through app.inject.
  const asGuest = async (url: string) => {
    const direct = await reads.answer(url, app.log);
    if (direct) return direct;
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined && name !== 'content-encoding') headers[name] = String(value);
    return { status: res.statusCode, headers, body: res.body };
  };
  const languageOf = async (request: FastifyRequest) => localeOf(request, (await signedIn(request))?.locale);
  const sendIndex = hasWeb ? spaIndex(indexHtml, viewerOf, pageFactsFor(ctx, signedIn, asGuest), languageOf) : null;
  // preCompressed: the build wrote .br and .gz beside each asset (scripts/vite-precompress.ts).
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: staticCacheHeaders(config.webDist),
    });
  app.setNotFoundHandler((request, reply) => {
    if (!isApiRoute(request) && (request.method === 'GET' || request.method === 'HEAD') && hasWeb) {
      return sendIndex!(request, reply);
    }
    return reply.status(404).send({
      statusCode: 404,
      success: false,
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    });
  });

  return app;
}
