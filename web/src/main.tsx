import '@fontsource/poppins/400.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import 'react-toastify/dist/ReactToastify.css';
import './index.css';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { dirOf } from '@shared/i18n/locales';
import { setMarketplaceCurrency } from '@shared/money';
import type { PageState } from './entry-server';
import { registerServiceWorker } from './features/push/service-worker';
import { loadCatalog } from './i18n/catalogs';
import { AppI18n, createI18n, pageLocale, registerEnglishErrors } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { createAppRouter, routes } from './routes';

/** The server's render of this page (a public screen), if it sent one: server/modules/pages. */
function serverState(): PageState | null {
  const text = document.getElementById('wf-page-state')?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}

/**
 * Hydrating: the screens the URL matches are loaded first (they are lazy chunks, already
 * preloaded by the page), as React Router needs them to render what the server did. The query
 * cache takes the server's answers as just received, so no screen asks for them again.
 */
async function start() {
  // Every amount is in the marketplace currency, which the server names on the page (issue 33).
  const currency = document.documentElement.dataset.currency;
  if (currency) setMarketplaceCurrency(currency);
  const root = document.getElementById('root')!;
  const state = serverState();
  // The language the server chose (and rendered in): its catalog first, beside the screens' code.
  const locale = pageLocale();
  const catalog = loadCatalog(locale);
  // Validation messages checked in the browser are the shared schemas' English: found by it.
  if (locale !== 'en') void loadCatalog('en').then(registerEnglishErrors);
  if (state) {
    const now = Date.now();
    for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, state.queries);
    const lazy = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
    await Promise.all(
      lazy.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<object>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  // The router starts loading the screen's code as it is made: beside the catalog, not after it.
  const router = createAppRouter(state?.router);
  const i18n = createI18n(locale, await catalog);
  const app = (
    <StrictMode>
      <AppI18n i18n={i18n} load={loadCatalog}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ToastContainer position="top-right" autoClose={TOAST_MS.default} newestOnTop rtl={dirOf(locale) === 'rtl'} />
        </QueryClientProvider>
      </AppI18n>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds (a frame, a click)
  // instead of running as one long task; the page is shown already, and its controls stay
  // disabled until hydration is done (useHydrated), so nothing done meanwhile is lost.
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
void start();
registerServiceWorker();

// SPEC.md: a loading spinner shows until the window finishes loading.
const hideLoader = () => document.getElementById('page-loader')?.remove();
if (document.readyState === 'complete') hideLoader();
else window.addEventListener('load', hideLoader, { once: true });
