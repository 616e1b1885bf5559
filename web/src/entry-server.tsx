import { PassThrough } from 'node:stream';
import { dehydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type HydrationState } from 'react-router';
import { ToastContainer } from 'react-toastify';
import type { Messages } from '@lingui/core';
import { TOAST_MS } from '@shared/constants';
import { dirOf, type Locale } from '@shared/i18n/locales';
import { setMarketplaceCurrency } from '@shared/money';
import { setApiTransport } from './api/client';
import { siteInfoQueryOptions } from './features/pages/site';
import { ratesQueryOptions, seedCurrencyCookie } from './lib/display-currency';
import { renderMoment } from '@shared/render-moment';
import { cachedRender, keepRender, renderKey } from './render-cache';
import { AppI18n, createI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { meQueryKey } from './lib/session';
import { routes, type ServerLoadContext } from './routes';

/**
 * The server's render of a public screen (server/modules/pages asks): React Router's static
 * handler runs the route loaders (the screen's own prefetch, against the server's API as a
 * signed-out visitor), React's streaming renderer writes the markup once everything is ready,
 * and the browser gets what it needs to hydrate without asking again: the router's state and
 * the query cache (public answers only: nothing was asked with a session).
 */
export type Rendered =
  | { kind: 'page'; status: number; html: string; state: PageState; fromCache: boolean }
  | { kind: 'redirect'; status: number; location: string };

/** Travels in the page as JSON (main.tsx reads it before hydrating). */
export interface PageState {
  router: HydrationState;
  queries: DehydratedState;
}

const handler = createStaticHandler(routes);

/**
 * The page's language, as the server negotiated it, and its compiled catalog (server/platform/i18n.ts);
 * the marketplace currency, which the built renderer (its own copy of shared/money.ts) is told.
 */
export interface RenderLanguage {
  locale: Locale;
  messages: Messages;
  currency: string;
  /** The request's `currency` cookie (the display currency picked in the footer), as the browser will read it. */
  currencyCookie?: string | null;
}

export async function renderPage(
  url: string,
  transport: (url: string, init: RequestInit) => Promise<Response>,
  language: RenderLanguage,
): Promise<Rendered> {
  setApiTransport(transport);
  setMarketplaceCurrency(language.currency);
  const queryClient = createQueryClient();
  // The server renders only for a visitor it found signed out: the page says so, and the browser
  // need not ask again (a signed-in person's pages are rendered in their browser).
  queryClient.setQueryData(meQueryKey, null);
  seedCurrencyCookie(queryClient, language.currencyCookie ?? null);
  const requestContext: ServerLoadContext = { queryClient };
  // The footer's social links (and the Team page) and its currency picker's rates: on every
  // page, so their markup is there too (and the "≈ €45" beside prices).
  const [context] = await Promise.all([
    handler.query(new Request(url), { requestContext }),
    queryClient.prefetchQuery(siteInfoQueryOptions),
    queryClient.prefetchQuery(ratesQueryOptions),
  ]);
  if (context instanceof Response)
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  // A route error has no serialisable state to hydrate from: the page is left to the browser.
  if (context.errors) throw new Error(`route error while rendering ${url}`);
  const now = Date.now();
  const state: PageState = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    queries: stampedWith(renderMoment(now), dehydrate(queryClient)),
  };
  // Everything the markup is made from; each query's data, not when it was fetched.
  const key = renderKey(
    [
      url,
      language.locale,
      language.currency,
      language.currencyCookie ?? null,
      context.statusCode,
      state.router.loaderData,
      state.queries.queries.map((q) => [q.queryHash, q.state.status, q.state.data]),
    ],
    now,
  );
  const known = cachedRender(key);
  if (known !== undefined) {
    queryClient.clear();
    return { kind: 'page', status: context.statusCode, html: known, state, fromCache: true };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToText(
    <StrictMode>
      <AppI18n i18n={createI18n(language.locale, language.messages)} load={null}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          {/* As main.tsx renders it, so the markup matches when the browser hydrates. */}
          <ToastContainer
            position="top-right"
            autoClose={TOAST_MS.default}
            newestOnTop
            rtl={dirOf(language.locale) === 'rtl'}
          />
        </QueryClientProvider>
      </AppI18n>
    </StrictMode>,
  );
  keepRender(key, html);
  queryClient.clear();
  return { kind: 'page', status: context.statusCode, html, state, fromCache: false };
}

/**
 * The answers in a fixed order (the order they arrived in varies) and their times set to the
 * render's moment, not its millisecond: the page is then the same bytes for every visitor of that
 * moment while nothing on it changes, and the server keeps it compressed
 * (server/platform/page-compression.ts). The browser reads none of these times: it counts the
 * answers as fetched when it hydrates (main.tsx).
 */
function stampedWith(moment: number, state: DehydratedState): DehydratedState {
  state.queries.sort((a, b) => (a.queryHash < b.queryHash ? -1 : a.queryHash > b.queryHash ? 1 : 0));
  for (const query of state.queries) {
    query.dehydratedAt = moment;
    if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = moment;
    if (query.state.errorUpdatedAt) query.state.errorUpdatedAt = moment;
  }
  return state;
}

/** React's streaming renderer, read to the end once all is ready (every loader's data is there already). */
function renderToText(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (err) => reject(err),
    });
  });
}
