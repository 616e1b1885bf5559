import type { FastifyInstance } from 'fastify';
import { unauthorized } from './errors';

/**
 * The API operations a signed-out caller may use. Every other /api/ route needs a session,
 * checked before the body is even read, so a signed-out caller gets 401 whatever it sends.
 * A new public route is listed here, the one place that says so. Roles (client, freelancer)
 * and ownership stay in the handlers and services.
 */
export const PUBLIC_OPERATIONS = new Set([
  'POST /api/v1/users/register',
  'POST /api/v1/users/login',
  'POST /api/v1/users/login/2fa', // the second step: its own cookie, no session yet
  'POST /api/v1/users/login/passkey/options', // a passkey sign-in: the passkey names the account
  'POST /api/v1/users/login/passkey',
  'POST /api/v1/users/logout',
  'GET /api/v1/users/session',
  'POST /api/v1/users/forgot-password',
  'POST /api/v1/users/reset-password/:token',
  'POST /api/v1/users/verify-email/:token', // the mailed link may be opened in a browser that is not signed in
  'GET /api/v1/users/:id',
  'GET /api/v1/search/client_posts/search',
  'GET /api/v1/posts/get-single-post/:postId', // a job post is public to read (issue 31); Apply still needs a session
  'GET /api/v1/search/freelancers/search',
  'GET /api/v1/gigs', // the handler asks for a freelancer when there is no query (own gigs)
  'GET /api/v1/gigs/single/:id',
  'GET /api/v1/gigs/categories', // the landing's category cards
  'POST /api/v1/gigs/:id/views', // a visitor's view of a gig page counts too
  'GET /api/v1/reviews/:gigId',
  'GET /api/v1/reviews/clients/:id',
  'GET /api/v1/reviews/received/:userId',
  'GET /api/v1/orders/sellers/:id/facts',
  'GET /api/v1/payments/config',
  'GET /api/v1/payments/intent',
  'POST /api/v1/payments/local/confirm',
  'POST /api/v1/payments/webhook',
  'GET /api/v1/payouts/sellers/:id',
  'GET /api/v1/files/public/*',
  'POST /api/v1/contact',
  'GET /api/v1/demo/accounts', // the demo password is printed at start and meant to be shared
  'GET /api/v1/site', // the operator's social links and team, for the footer and the Team page
  'GET /api/v1/rates', // the display currencies' fresh rates (issue 33), for the picker and the approximations
  // Sign in with Google or another OpenID provider (issue 32): no session until it finishes.
  'GET /api/v1/auth/providers',
  'GET /api/v1/auth/oidc/:provider/start',
  'GET /api/v1/auth/oidc/:provider/callback',
  'GET /api/v1/auth/oidc/pending', // its own cookie, as the login's second step
  'POST /api/v1/auth/oidc/pending/account',
  'POST /api/v1/auth/oidc/pending/link',
  // One-click unsubscribe (RFC 8058): the mail's signed link is the proof, no session.
  'GET /api/v1/unsubscribe',
  'POST /api/v1/unsubscribe',
  'GET /api/v1/health',
  'GET /api/v1/health/live',
  'GET /api/v1/health/ready',
  'GET /api/v1/openapi.json',
]);

const operationOf = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url.replace(/\/+$/, '')}`;

export function isPublicOperation(method: string, url: string): boolean {
  return PUBLIC_OPERATIONS.has(operationOf(method, url));
}

/** preParsing: after the session is loaded (onRequest), before the body is parsed or validated. */
export function registerAuthGate(app: FastifyInstance) {
  app.addHook('preParsing', async (request) => {
    const url = request.routeOptions.url;
    if (request.user || !url?.startsWith('/api/')) return;
    if (!isPublicOperation(request.method, url)) throw unauthorized();
  });
}
