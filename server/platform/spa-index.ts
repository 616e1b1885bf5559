import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, dirOf, type Locale } from '@shared/i18n/locales';
import { DEFAULT_CURRENCY, marketplaceCurrency } from '@shared/money';
import { dependsOnViewer, ROUTE_DATA, type Viewer } from '@shared/route-data';
import { translate } from './i18n';
import { compressedPage } from './page-compression';

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
    ...files.map((f) =>
      f.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${f}">`
        : `<link rel="modulepreload" crossorigin href="/${f}">`,
    ),
    ...data.map(
      (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replaceAll('&', '&amp;')}">`,
    ),
  ];
  return html.replace('</head>', `${links.join('')}</head>`);
}

/**
 * What the server knows of a page before the app runs (server/modules/pages): its status, the
 * head tags that replace index.html's generic title and description, and whether search engines
 * may index it. Null: a page it says nothing about (served as it always was).
 */
export interface PageFacts {
  status: number;
  head?: string;
  noindex: boolean;
  /** Whether who asks changes the answer (an owner sees their own hidden gig): it then varies by cookie. */
  perViewer?: boolean;
  /** The server's render of the screen: its markup, and the state the browser hydrates from (JSON, made safe for a script element). */
  body?: { html: string; stateJson: string; fromCache?: boolean };
  /** The whole answer was kept from an identical making (server/modules/pages/page-memo.ts). */
  kept?: boolean;
}

const EMPTY_ROOT = '<div id="root"></div>';
const SESSION_PRELOAD = /<link rel="preload" href="\/api\/v1\/users\/session"[^>]*>/;
// The spinner that covers a client-rendered page until it has loaded; a rendered page shows at once.
// Whitespace-tolerant: Prettier writes index.html's tags over several lines (`<div\n  id=…`).
const PAGE_LOADER = /<div\s+id="page-loader"[\s\S]*?<\/style>\s*<\/div>/;

// The app's scripts as Vite's build and withPreloads write them (the entry, its chunks).
const SCRIPT_FETCHES = /<(script type="module"|link rel="modulepreload") crossorigin/g;

/**
 * The rendered screen inside #root, and its state beside it as a JSON data block: a script
 * element the browser never runs (type application/json), so the CSP needs no exception for it.
 * The page reads and its links work without the app, so its scripts are fetched at low priority:
 * on a slow connection the stylesheet, fonts and first pictures that paint it come first (the
 * controls that need the app are disabled until it has taken over: useHydrated).
 */
export function withBody(page: string, body: { html: string; stateJson: string }): string {
  // The session answer travels in the state too: the browser need not preload it.
  const html = page.replace(SESSION_PRELOAD, '');
  const at = html.indexOf(EMPTY_ROOT);
  if (at < 0) return html;
  // The scripts are in the head: only it is searched, never the rendered screen.
  const head = html.slice(0, at).replace(SCRIPT_FETCHES, '<$1 fetchpriority="low" crossorigin');
  const state = `<script id="wf-page-state" type="application/json">${body.stateJson}</script>`;
  const filled = `${head}<div id="root">${body.html}</div>${state}${html.slice(at + EMPTY_ROOT.length)}`;
  return filled.replace(PAGE_LOADER, '');
}

const HTML_START = /<html[^>]*>/;

/**
 * The page's language on its root element (`dir="rtl"` for Arabic), and the marketplace currency
 * (`data-currency`, issue 33), as the app reads them before it renders.
 */
export function withLanguage(html: string, locale: Locale): string {
  const currency = marketplaceCurrency();
  // USD, the default, is what the app assumes without one: the page says nothing then.
  const said = currency === DEFAULT_CURRENCY ? '' : ` data-currency="${currency}"`;
  return html
    .replace(HTML_START, `<html lang="${locale}" dir="${dirOf(locale)}"${said}>`)
    .replace(LOADER_LABEL, `$1${escapeAttribute(translate(locale, 'ui.loading'))}"`);
}

/** index.html's page loader is named in English; a screen reader hears it in the page's language. */
const LOADER_LABEL = /(<div\s+id="page-loader"[^>]*?aria-label=")Loading"/;
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const GENERIC_HEAD = /<title>[^<]*<\/title>|<meta\s+name="description"[^>]*>/g;

/** index.html with the page's own head tags in place of the generic title and description. */
export function withHead(html: string, head: string): string {
  let placed = false;
  return html.replace(GENERIC_HEAD, () => {
    if (placed) return '';
    placed = true;
    return head;
  });
}

/**
 * index.html for every client-side route, compressed once per variant rather than per request.
 * @fastify/compress does not reach the not-found handler (it is not a route), hence the
 * encodings here. `no-cache`: the page names the current hashed assets. `viewerOf` tells a
 * guest, a client and a freelancer apart (from the session cookie) for the routes whose first
 * API answers depend on it; the page then varies by cookie and is private.
 */
export function spaIndex(
  file: string,
  viewerOf: (request: FastifyRequest) => Promise<Viewer> = async () => 'guest',
  factsOf: (request: FastifyRequest) => Promise<PageFacts | null> = async () => null,
  /** The request's language (server/platform/i18n.ts); without it every page is English. */
  localeOf?: (request: FastifyRequest) => Promise<Locale>,
) {
  const source = readFileSync(file, 'utf8');
  const routes = readRoutePreloads(path.dirname(file));
  const variants = new Map<string, Variant>();
  // The language comes from the URL, the cookie or Accept-Language: a cache keeps one page per.
  const varyBy = localeOf ? 'accept-encoding, accept-language, cookie' : 'accept-encoding';
  const variantFor = (route: RoutePreload | undefined, data: string[], locale: Locale): Variant => {
    const key = `${route?.path ?? ''}|${data.join(' ')}|${locale}`;
    let variant = variants.get(key);
    if (!variant) {
      const raw = Buffer.from(withPreloads(withLanguage(source, locale), route?.files ?? [], data));
      variant = { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) };
      variants.set(key, variant); // bounded: a few entries per route pattern
    }
    return variant;
  };
  variantFor(undefined, [], DEFAULT_LOCALE);

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const [urlPath, query] = request.url.split('?');
    const route = matchRoute(routes, urlPath!);
    // The data preloads are the answers for the screen's default view: a URL with a query
    // string (filters, a search) asks for something else.
    const byViewer = route && query === undefined ? ROUTE_DATA[route.path] : undefined;
    const perViewer = byViewer !== undefined && dependsOnViewer(route!.path);
    const data = byViewer ? (byViewer[perViewer ? await viewerOf(request) : 'guest'] ?? []) : [];
    const locale = localeOf ? await localeOf(request) : DEFAULT_LOCALE;
    const html = withLanguage(source, locale);
    const facts = await factsOf(request);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply.type('text/html; charset=utf-8');
    if (facts) {
      reply.status(facts.status);
      if (facts.noindex) reply.header('x-robots-tag', 'noindex');
      // Whether React rendered this screen or its markup was kept from an identical render (web/src/render-cache.ts),
      // and whether the whole page was kept (its reads answered as when it was made: page-memo.ts).
      if (facts.body)
        reply.header(
          'server-timing',
          `render;desc="${facts.body.fromCache ? 'kept' : 'rendered'}"${facts.kept ? ', page;desc="kept"' : ''}`,
        );
    }
    if (facts?.head) {
      // A page of its own (its content's head tags), built per request, compressed once per
      // distinct document (page-compression.ts).
      // A rendered page carries its data: no fetch preloads for it (the browser would fetch it unused).
      const page = withHead(withPreloads(html, route?.files ?? [], facts.body ? [] : data), facts.head);
      const raw = Buffer.from(facts.body ? withBody(page, facts.body) : page);
      const varies = facts.perViewer || perViewer;
      reply
        .header('cache-control', varies ? 'private, no-cache' : 'no-cache')
        .header('vary', varies && !localeOf ? 'accept-encoding, cookie' : varyBy);
      if (!encoding) return reply.send(raw);
      return reply.header('content-encoding', encoding).send(compressedPage(raw, encoding));
    }
    const variant = variantFor(route, data, locale);
    reply.header('cache-control', perViewer ? 'private, no-cache' : 'no-cache');
    reply.header('vary', perViewer && !localeOf ? 'accept-encoding, cookie' : varyBy);
    if (!encoding) return reply.send(variant.raw);
    return reply.header('content-encoding', encoding).send(variant[encoding]);
  };
}
