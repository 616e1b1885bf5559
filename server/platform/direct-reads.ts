import { parse as parseQueryString } from 'node:querystring';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import FindMyWay from 'find-my-way';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorAnswer } from './error-handler';
import { HttpError } from './errors';
import { localeOf } from './i18n';
import { checkValue } from './input-guard';
import { isPublicOperation } from './public-routes';

/**
 * The public reads a server render may answer without HTTP: their own route handlers, called
 * with the parsed params and query string as a signed-out visitor, their answer checked and
 * written by the route's own response schema. Each handler here was read: it uses only the
 * request's url, params, query and user and the reply's headers, and has no hook of its own.
 * Of the app-wide hooks, the input guard's check runs here too; the others add nothing such an
 * answer shows: a signed-out visitor has no session, these operations are public
 * (PUBLIC_OPERATIONS, checked again), the rest set headers the render never reads or count
 * HTTP requests (metrics), which these are not.
 */
const DIRECT_READS = new Set([
  'GET /api/v1/gigs',
  'GET /api/v1/gigs/single/:id',
  'GET /api/v1/gigs/categories',
  'GET /api/v1/reviews/:gigId',
  'GET /api/v1/reviews/received/:userId',
  'GET /api/v1/orders/sellers/:id/facts',
  'GET /api/v1/payouts/sellers/:id',
  'GET /api/v1/posts/get-single-post/:postId',
  'GET /api/v1/search/client_posts/search',
  'GET /api/v1/users/:id',
  'GET /api/v1/site',
  'GET /api/v1/rates',
]);

/** An API answer as the render's transport hands it on. */
export interface ReadAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

type Check = (data: unknown) => { value?: unknown; error?: unknown };

interface DirectRead {
  handler: (this: FastifyInstance, request: unknown, reply: unknown) => unknown;
  params: Check | null;
  query: Check | null;
  write: (data: unknown) => string;
}

const JSON_TYPE = 'application/json';
const HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler', 'preSerialization', 'onSend'] as const;

/** A route that may be answered directly, with its compiled checks; null for any other. */
function directRead(route: RouteOptions): DirectRead | null {
  const url = route.url.replace(/\/$/, '');
  const schema = route.schema as Record<string, unknown> | undefined;
  const ok = (schema?.response as Record<string, unknown> | undefined)?.[200];
  // Public operations only: a read that came to need a session is asked through HTTP (its 401).
  if (!DIRECT_READS.has(`GET ${url}`) || !isPublicOperation('GET', url)) return null;
  if (!ok || HOOKS.some((hook) => route[hook])) return null;
  const check = (httpPart: string) => {
    const part = schema?.[httpPart];
    return part ? (validatorCompiler({ schema: part as never, method: 'GET', url, httpPart }) as Check) : null;
  };
  return {
    handler: route.handler as DirectRead['handler'],
    params: check('params'),
    query: check('querystring'),
    write: serializerCompiler({ schema: ok as never, method: 'GET', url, httpStatus: '200' }),
  };
}

/** Refuses any property the object was not made with, so a handler reaching for more is asked through HTTP. */
function only<T extends object>(target: T, name: string): T {
  return new Proxy(target, {
    get(object, key) {
      if (key in object) return Reflect.get(object, key);
      throw new Error(`a direct read used ${name}.${String(key)}`);
    },
  });
}

/**
 * Learns the app's GET routes as they are added (call before any route is registered), routed
 * as Fastify routes them (find-my-way: a static segment before a parameter). `answer` gives a
 * mapped read's answer, or null: another route, a refused input or an unexpected error is for HTTP
 * to answer (a refusal is shaped by the error handler's own errorAnswer), so an answer is HTTP's, exactly.
 */
export function directReads(app: FastifyInstance) {
  const router = FindMyWay();
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().includes('GET') || !route.url.startsWith('/api/')) return;
    if (!router.hasRoute('GET', route.url)) router.on('GET', route.url, () => {}, directRead(route));
  });

  const answer = async (url: string, log: FastifyBaseLogger): Promise<ReadAnswer | null> => {
    const at = url.indexOf('?');
    const found = router.find('GET', at < 0 ? url : url.slice(0, at));
    const read = (found?.store ?? null) as DirectRead | null;
    if (!found || !read) return null;
    const rawParams = { ...found.params };
    const rawQuery = parseQueryString(at < 0 ? '' : url.slice(at + 1));
    // What the input guard (a preValidation hook on every route) or the route's schemas refuse, HTTP refuses.
    try {
      checkValue(rawParams, '');
      checkValue(rawQuery, '');
    } catch {
      return null;
    }
    const params = read.params ? read.params(rawParams) : { value: rawParams };
    const query = read.query ? read.query(rawQuery) : { value: rawQuery };
    if (params.error || query.error) return null;
    const headers: Record<string, string> = { 'content-type': `${JSON_TYPE}; charset=utf-8` };
    const reply: object = only(
      {
        header(name: string, value: unknown) {
          headers[name.toLowerCase()] = String(value);
          return reply;
        },
      },
      'reply',
    );
    // As app.inject asks: no session, no cookie, JSON accepted.
    const asked = {
      url,
      params: params.value,
      query: query.value,
      user: null,
      cookies: {},
      headers: { accept: JSON_TYPE },
    };
    const request = only({ ...asked, log }, 'request');
    try {
      const body = read.write(await read.handler.call(app, request, reply));
      return { status: 200, headers, body };
    } catch (err) {
      // A refusal (a hidden gig's 404) is answered as the error handler answers it; anything else through HTTP.
      if (!(err instanceof HttpError)) {
        log.warn({ err, url }, 'a direct read failed; asking through HTTP');
        return null;
      }
      const locale = localeOf(asked as unknown as FastifyRequest);
      const { statusCode, body } = errorAnswer(err, locale, log, app.ctx.config.uploads.maxBytes);
      return { status: statusCode, headers, body: JSON.stringify(body) };
    }
  };
  return { answer };
}
