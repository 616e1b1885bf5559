import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@shared/i18n/locales';
import { marketplaceCurrency } from '@shared/money';
import type { PublicPage } from '@shared/public-pages';
import type * as WebEntry from '@web/entry-server';
import { compiledMessages } from '../../platform/i18n';
import { jsonForScript } from './head';

/** The screens the server renders (every public page), for a visitor it found signed out. */
export const RENDERED_PAGES: ReadonlySet<PublicPage> = new Set([
  '/',
  '/search/:id',
  '/gig/:id',
  '/post/:postId',
  '/profile/:id',
  '/gigs',
  '/how-it-works',
  '/about',
  '/team',
  '/contact',
  '/privacy-policy',
  '/term-and-conditions',
  '/copyright',
]);

/** Answers the web app's API calls during a render: the server's own API, as a signed-out visitor. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

type Renderer = typeof WebEntry;
let renderer: Promise<Renderer> | null = null;

/**
 * The web app's server entry, loaded on the first render (not at start: the API alone never
 * needs React). A render that fails leaves the page to the browser, as before server rendering.
 */
/** The built server (dist/server/main.js) has the renderer beside it; from source (tests, tsx) it is the web app's module. */
async function loadRenderer(): Promise<Renderer> {
  const built = new URL('./web-render.js', import.meta.url);
  if (built.pathname.includes('/dist/server/') && existsSync(built)) return (await import(built.href)) as Renderer;
  return import('@web/entry-server');
}

export async function renderScreen(
  url: string,
  transport: ApiTransport,
  log: FastifyBaseLogger,
  locale: Locale,
  currencyCookie: string | null = null,
): Promise<{ html: string; stateJson: string; fromCache: boolean } | null> {
  try {
    renderer ??= loadRenderer();
    const rendered = await (
      await renderer
    ).renderPage(url, transport, {
      locale,
      messages: compiledMessages(locale),
      currency: marketplaceCurrency(),
      currencyCookie,
    });
    // None of the rendered screens redirects a visitor; if one ever does, the browser follows it as before.
    if (rendered.kind === 'redirect') return null;
    return { html: rendered.html, stateJson: jsonForScript(rendered.state), fromCache: rendered.fromCache };
  } catch (err) {
    log.warn({ err, url }, 'server rendering failed; the page is rendered in the browser');
    return null;
  }
}
