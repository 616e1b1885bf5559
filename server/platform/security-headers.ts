import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const STRIPE_JS = 'https://js.stripe.com';

/**
 * Security headers on every response: API, web app, assets and /files/public/*.
 * The CSP allows what the app loads: its own scripts, styles, fonts and images; inline
 * styles (the page loader in index.html, React style props, toasts); Stripe's hosts only
 * when Stripe is configured. Nothing may frame the app (payment, delete-account pages).
 *
 * helmet's middleware is built once here. (@fastify/helmet rebuilt it from the options on
 * every request, parsing the CSP each time: about 40 µs of every answer on this machine.)
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const stripe = Boolean(config.stripe);
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? [STRIPE_JS] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(stripe ? ['https://*.stripe.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com', 'https://m.stripe.network'] : [])],
        frameSrc: stripe ? [STRIPE_JS, 'https://hooks.stripe.com'] : ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Stripe's iframes load their own resources; our files are same-origin anyway.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS only when the site is served over HTTPS (SECURE_COOKIES, on in production).
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
}
