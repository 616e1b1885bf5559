import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, dirOf, LOCALE_COOKIE, matchLocale, type Locale } from '@shared/i18n/locales';
import { formatMoney } from '@shared/money';
import { postedAge } from '@shared/relative-time';
import type { EnglishFinder } from './english-finder';

/**
 * The web app's languages (issue 33), on Lingui: `const { _ } = useLingui()` then
 * `_('gigs.results.title')` for a text, `<Trans id="…" components={{ 0: <strong /> }} />` for one
 * with markup. Messages are ICU, in shared/i18n/messages/<locale>/<namespace>.json. The page's
 * language is decided by the server (`<html lang>`), so the server's render and the browser's
 * hydration read the same one.
 */
export type CatalogLoader = (locale: Locale) => Promise<Messages>;

export const createI18n = (locale: Locale, messages: Messages): I18n =>
  setupI18n({ locale, messages: { [locale]: messages } });

/** The language the server chose for this page (`<html lang>`). */
export const pageLocale = (): Locale => matchLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;

const LoaderContext = createContext<CatalogLoader | null>(null);

/** `load` fetches another language's catalog for the switcher; the server's render has none (it never switches). */
export function AppI18n({ i18n, load, children }: { i18n: I18n; load: CatalogLoader | null; children: ReactNode }) {
  return (
    <LoaderContext.Provider value={load}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LoaderContext.Provider>
  );
}

export function useLocale(): Locale {
  return matchLocale(useLingui().i18n.locale) ?? DEFAULT_LOCALE;
}

/**
 * Switches the page's language at once (its catalog fetched first) and remembers it in the
 * `lang` cookie, which the server reads on the next page (shared/i18n/locales.ts).
 */
export function useChangeLocale() {
  const { i18n } = useLingui();
  const load = useContext(LoaderContext);
  return useCallback(
    async (locale: Locale) => {
      document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
      if (!load) return;
      const messages = await load(locale);
      if (locale !== DEFAULT_LOCALE) void load(DEFAULT_LOCALE).then(registerEnglishErrors);
      i18n.load(locale, messages);
      i18n.activate(locale);
      document.documentElement.lang = locale;
      document.documentElement.dir = dirOf(locale);
    },
    [i18n, load],
  );
}

/** Amounts in the page's language: formatMoney with its locale ("$1,250" in English, "1250 US$" in Spanish). */
export function useFormatMoney() {
  const locale = useLocale();
  return useMemo(
    () =>
      (amount: number, unit: 'units' | 'minor' = 'units') =>
        formatMoney(amount, unit, locale),
    [locale],
  );
}

/** A rating with one decimal in the page's language: "4.5" in English, "4,5" in French. */
export function useFormatRating() {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale === DEFAULT_LOCALE ? 'en-US' : locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    return (rating: number) => format.format(rating);
  }, [locale]);
}

/**
 * A message from the shared schemas' English (a field's validation message, checked in the
 * browser too) in the page's language, found among the `errors.*` keys by the server's rule
 * (shared/i18n/error-patterns.ts): its exact text, or the pattern of one with `{name}` values
 * ("Price must be at least {amount}"), an amount or a date written again in the language. A
 * message no catalog holds stays as it is.
 */
export function useTranslateError() {
  return useEnglishFinder('errors.');
}

/**
 * A finder of English texts by their words among the keys under `prefix`: the text in the page's
 * language, or the English as it came when none holds it (or before the English has arrived).
 */
export function useEnglishFinder(prefix: string) {
  const { i18n } = useLingui();
  return useCallback(
    (english: string | undefined) => {
      if (!english || i18n.locale === DEFAULT_LOCALE || !finder) return english;
      const found = finder(prefix, english, i18n.locale);
      return found ? i18n._(found.key, found.values) : english;
    },
    [i18n, prefix],
  );
}

let finder: EnglishFinder | null = null;
/**
 * The English catalog's texts found by their words (main.tsx hands it over beside another
 * language's): the matching code (english-finder.ts) is its own chunk, not the first script's.
 */
export function registerEnglishErrors(messages: Messages) {
  void import('./english-finder').then(({ englishFinder }) => {
    finder = englishFinder(messages);
  });
}

/** "Posted 3 hours ago" in the page's language, by ICU plural rules (time.posted). */
export function usePostedLabel() {
  const { _ } = useLingui();
  return useCallback(
    (date: Date | string, now: Date | number) => {
      const age = postedAge(date, now);
      return age ? _('time.posted', age) : _('time.justNow');
    },
    [_],
  );
}
