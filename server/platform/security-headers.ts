import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const STRIPE_JS = 'https://js.stripe.com';

/**
 * Security headers on every response: API, web app, assets and /files/public/*.
 * The CSP allows what the app loads: its own scripts, styles, fonts and images; inline
 * styles (the page loader in index.html, React style props, toasts); Stripe's hosts only
 * when Stripe is configured. Nothing may frame the app (payment, delete-account pages).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const stripe = Boolean(config.stripe);
  await app.register(helmet, {
    global: true,
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
}
