import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { dependsOnViewer, ROUTE_DATA, type Viewer } from '@shared/route-data';

/** A client-side route and the hashed files its screen needs (route-preloads.json, written by the Vite build). */
interface RoutePreload {
  path: string;
  files: string[];
}

interface Variant {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function readRoutePreloads(webDist: string): RoutePreload[] {
  const file = path.join(webDist, 'route-preloads.json');
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[];
}

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The route pattern a URL path belongs to ('/gig/:id' for /gig/42), or undefined. Segments
 * are compared decoded, as the browser's router reads them (/g%69gs is /gigs).
 */
export function matchRoute(routes: RoutePreload[], urlPath: string): RoutePreload | undefined {
  const parts = urlPath.replace(/\/+$/, '').split('/').filter(Boolean).map(decodeSegment);
  return routes.find((route) => {
    const pattern = route.path.split('/').filter(Boolean);
    return pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i]);
  });
}

/**
 * The page with modulepreload links for the screen's own chunks, so they download beside the
 * main bundle, and fetch preloads for the API answers it asks for first (same credentials
 * mode as the app's fetch, so the browser hands the preloaded answer to it).
 */
export function withPreloads(html: string, files: string[], data: string[] = []): string {
  if (!files.length && !data.length) return html;
  const links = [
    ...files.map((f) => (f.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="/${f}">` : `<link rel="modulepreload" crossorigin href="/${f}">`)),
    ...data.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replaceAll('&', '&amp;')}">`),
  ];
  return html.replace('</head>', `${links.join('')}</head>`);
}

/**
 * index.html for every client-side route, compressed once per variant rather than per request.
 * @fastify/compress does not reach the not-found handler (it is not a route), hence the
 * encodings here. `no-cache`: the page names the current hashed assets. `viewerOf` tells a
 * guest, a client and a freelancer apart (from the session cookie) for the routes whose first
 * API answers depend on it; the page then varies by cookie and is private.
 */
export function spaIndex(file: string, viewerOf: (request: FastifyRequest) => Promise<Viewer> = async () => 'guest') {
  const html = readFileSync(file, 'utf8');
  const routes = readRoutePreloads(path.dirname(file));
  const variants = new Map<string, Variant>();
  const variantFor = (route: RoutePreload | undefined, data: string[]): Variant => {
    const key = `${route?.path ?? ''}|${data.join(' ')}`;
    let variant = variants.get(key);
    if (!variant) {
      const raw = Buffer.from(withPreloads(html, route?.files ?? [], data));
      variant = { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) };
      variants.set(key, variant); // bounded: a few entries per route pattern
    }
    return variant;
  };
  variantFor(undefined, []);

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const [urlPath, query] = request.url.split('?');
    const route = matchRoute(routes, urlPath!);
    // The data preloads are the answers for the screen's default view: a URL with a query
    // string (filters, a search) asks for something else.
    const byViewer = route && query === undefined ? ROUTE_DATA[route.path] : undefined;
    const perViewer = byViewer !== undefined && dependsOnViewer(route!.path);
    const data = byViewer ? (byViewer[perViewer ? await viewerOf(request) : 'guest'] ?? []) : [];
    const variant = variantFor(route, data);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply.type('text/html; charset=utf-8').header('cache-control', perViewer ? 'private, no-cache' : 'no-cache');
    reply.header('vary', perViewer ? 'accept-encoding, cookie' : 'accept-encoding');
    if (!encoding) return reply.send(variant.raw);
    return reply.header('content-encoding', encoding).send(variant[encoding]);
  };
}
