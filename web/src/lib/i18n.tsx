import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, dirOf, LOCALE_COOKIE, matchLocale, type Locale } from '@shared/i18n/locales';
import { formatMoney } from '@shared/money';
import { postedAge } from '@shared/relative-time';

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
 * browser too) in the page's language, by its English text among the `errors.*` keys, as the
 * server does for its answers (server/platform/i18n.ts): by its exact text, or by the pattern of
 * one with `{name}` values ("Price must be at least {amount}"), whose values are carried over as
 * they are. A message no catalog holds stays as it is.
 */
export function useTranslateError() {
  const { i18n } = useLingui();
  return useCallback(
    (english: string | undefined) => {
      if (!english || i18n.locale === DEFAULT_LOCALE) return english;
      const { exact, patterns } = errorKeys();
      const key = exact.get(english);
      if (key) return i18n._(key);
      for (const { key: patternKey, pattern, names } of patterns) {
        const match = pattern.exec(english);
        if (match) return i18n._(patternKey, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
      }
      return english;
    },
    [i18n],
  );
}

/** An English `errors.*` text with `{name}` values: its pattern, the values' names in order, its fixed letters. */
interface ErrorPattern {
  key: string;
  pattern: RegExp;
  names: string[];
  fixed: number;
}
let keys: { exact: Map<string, string>; patterns: ErrorPattern[] } | null = null;
let englishErrors: Record<string, unknown[]> = {};
/** The English `errors.*` texts (main.tsx registers the bundled English catalog). */
export function registerEnglishErrors(messages: Messages) {
  englishErrors = {};
  for (const [key, message] of Object.entries(messages))
    if (key.startsWith('errors.'))
      englishErrors[key] = typeof message === 'string' ? [message] : (message as unknown[]);
  keys = null;
}
// Compiled, a text is an array of strings and `[name]` values ("Title is required" is ["Title is
// required"]); one with a plural or select (`[name, "plural", {…}]`) is matched by nothing here.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function errorKeys() {
  if (keys) return keys;
  const exact = new Map<string, string>();
  const patterns: ErrorPattern[] = [];
  for (const [key, parts] of Object.entries(englishErrors)) {
    const values = parts.filter((part): part is [string] => Array.isArray(part));
    if (values.some((part) => part.length !== 1 || typeof part[0] !== 'string')) continue;
    if (parts.some((part) => typeof part !== 'string' && !Array.isArray(part))) continue;
    if (values.length === 0) {
      exact.set(parts.join(''), key);
      continue;
    }
    const literal = parts.map((part) => (typeof part === 'string' ? escape(part) : '(.+?)')).join('');
    const fixed = parts.filter((part): part is string => typeof part === 'string').join('').length;
    patterns.push({ key, pattern: new RegExp(`^${literal}$`, 's'), names: values.map((part) => part[0]), fixed });
  }
  // Where two patterns match, the one with more fixed text wins, as on the server.
  patterns.sort((a, b) => b.fixed - a.fixed);
  keys = { exact, patterns };
  return keys;
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
