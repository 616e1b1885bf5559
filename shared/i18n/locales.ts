/**
 * The languages Workify ships (issue 33). English is the source: its texts are SPEC's, and
 * every other catalog has exactly its keys (tests/unit/i18n-catalogs.test.ts).
 */
export const LOCALES = ['en', 'es', 'fr', 'pt-BR', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie the language switcher sets (a year, the whole site). */
export const LOCALE_COOKIE = 'lang';

/** Each language named in itself, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

export const isRtl = (locale: Locale) => locale === 'ar';
export const dirOf = (locale: Locale): 'rtl' | 'ltr' => (isRtl(locale) ? 'rtl' : 'ltr');

/**
 * A language tag as people and browsers write it ('es-MX', 'pt', 'PT_br', 'ar-EG') to the
 * shipped language it means, or null. An exact match wins; otherwise the base language does
 * ('pt-PT' reads Brazilian Portuguese rather than nothing).
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const clean = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!clean || clean.length > 35) return null;
  const exact = LOCALES.find((l) => l.toLowerCase() === clean);
  if (exact) return exact;
  const base = clean.split('-')[0];
  return LOCALES.find((l) => l.toLowerCase().split('-')[0] === base) ?? null;
}

/** An Accept-Language header's languages, best first (q=0 dropped), each matched to a shipped one. */
export function fromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.tag && r.tag !== '*' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranked) {
    const locale = matchLocale(r.tag);
    if (locale) return locale;
  }
  return null;
}

/** What a request says about its language, strongest first. */
export interface LocaleSignals {
  /** `?lang=` on the URL: that page in that language. */
  query?: string | null;
  /** The signed-in person's saved choice (users.locale). */
  saved?: string | null;
  /** The `lang` cookie the language switcher sets. */
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/**
 * The one decision of a request's language, used by the server's rendered pages, the page
 * shell's `<html lang>` and the API's error messages: `?lang=`, else the saved locale, else
 * the cookie, else Accept-Language, else English. A value that names no shipped language is
 * passed over, not an error.
 */
export function negotiateLocale(signals: LocaleSignals): Locale {
  return (
    matchLocale(signals.query) ??
    matchLocale(signals.saved) ??
    matchLocale(signals.cookie) ??
    fromAcceptLanguage(signals.acceptLanguage) ??
    DEFAULT_LOCALE
  );
}
