import type { FastifyRequest } from 'fastify';

/**
 * Every platform rule decides on the route that matched, never on the raw request.url:
 * the router decodes the path (/%61pi/v1/users/login is the login route), so a test on the
 * raw text can be stepped around by encoding one letter.
 */

/** The matched route's pattern ('/api/v1/users/:id'), or undefined when no route matched. */
export const matchedRoute = (request: FastifyRequest): string | undefined => request.routeOptions.url;

/**
 * Whether the request is for the API. With no matched route, the path as the router reads
 * it (percent-decoded) decides, so an unknown /%61pi/… path is treated as the API's too.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const route = matchedRoute(request);
  return route !== undefined ? route.startsWith('/api/') : decodedPath(request.url).startsWith('/api/');
}

/** The path of a raw URL with its percent-escapes decoded (an escape that is not one stays). */
export function decodedPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0]!;
  return raw.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}
