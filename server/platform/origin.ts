import type { FastifyInstance } from 'fastify';
import { ownOrigins, type Config } from '../config';
import { forbidden } from './errors';
import { isApiRoute } from './routes';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Called server-to-server by Stripe, which proves itself by its signature. */
const STRIPE_WEBHOOK = '/api/v1/payments/webhook';
/** Posted by mailbox providers (RFC 8058) or the link's own page; its signature, not a cookie, authorises it. */
const ONE_CLICK_UNSUBSCRIBE = '/api/v1/unsubscribe';

/**
 * A cross-site page must not be able to act with the user's cookie. An unsafe API call is
 * accepted only from the app's own origin (PUBLIC_URL's, never one built from proxy
 * headers); a request without Origin is refused when the browser says it is cross-site.
 * A loopback PUBLIC_URL (npm start's default, http://localhost:3000) is accepted under
 * each loopback spelling, so http://127.0.0.1:3000, which the start-up log prints, signs
 * in too. With no PUBLIC_URL configured (development), the origin of the Host header the
 * browser itself sent is accepted as well.
 *
 * The check decides on the route that matched, never on the raw URL: the router decodes
 * the path, so /%61pi/v1/users/login is the login route and is checked as one.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config) {
  const accepted = new Set(ownOrigins(config.publicUrl));
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !isApiRoute(request)) return;
    if (request.routeOptions.url === STRIPE_WEBHOOK || request.routeOptions.url === ONE_CLICK_UNSUBSCRIBE) return;
    const origin = request.headers.origin;
    if (!origin) {
      if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-origin request refused');
      return;
    }
    if (accepted.has(origin)) return;
    if (!config.publicUrlConfigured && request.headers.host && origin === `http://${request.headers.host}`) return;
    throw forbidden('Cross-origin request refused');
  });
}
