import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { useEffect, useState } from 'react';
import type { Locale } from '@shared/i18n/locales';
import { pageLocale } from '@web/lib/i18n';

/**
 * The legal pages' clauses (issue 33) are long: they are the `legal` namespace, its own chunk per
 * language (scripts/vite-catalogs.ts), fetched by these screens only, never by the first script
 * nor by the language's catalog every page loads. The server holds every namespace, so its render
 * of a legal page has them; in the browser a legal screen's route waits for the page's language's
 * (its module's `ready`; main.tsx loads the page's screens before hydrating, so the first render
 * writes what the server wrote), and the page fetches another language's when the reader switches.
 */
const chunks: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:catalog/en/legal'),
  es: () => import('virtual:catalog/es/legal'),
  fr: () => import('virtual:catalog/fr/legal'),
  'pt-BR': () => import('virtual:catalog/pt-BR/legal'),
  ar: () => import('virtual:catalog/ar/legal'),
};

const ready = new Map<Locale, I18n>();
const pending = new Map<Locale, Promise<I18n>>();

function loadLegal(locale: Locale): Promise<I18n> {
  let load = pending.get(locale);
  if (!load) {
    load = chunks[locale]().then(({ default: messages }) => {
      const i18n = setupI18n({ locale, messages: { [locale]: messages } });
      ready.set(locale, i18n);
      return i18n;
    });
    load.catch(() => pending.delete(locale));
    pending.set(locale, load);
  }
  return load;
}

const inBrowser = () => typeof document !== 'undefined';

/** The page's language's clauses, for a legal screen's route to wait for (never rejects; nothing to do on the server). */
export const prefetchLegal = (): Promise<unknown> =>
  inBrowser() ? loadLegal(pageLocale()).catch(() => undefined) : Promise.resolve();

/**
 * The Lingui instance the clauses are written with in `locale`: the page's own on the server (it
 * holds every namespace), the loaded chunk's in the browser, or null while it loads.
 */
export function useLegalI18n(page: I18n, locale: Locale): I18n | null {
  const [, loaded] = useState(0);
  const i18n = inBrowser() ? (ready.get(locale) ?? null) : page;
  useEffect(() => {
    if (!i18n)
      void loadLegal(locale).then(
        () => loaded((n) => n + 1),
        () => undefined,
      );
  }, [i18n, locale]);
  return i18n;
}
