import { useCallback } from 'react';
import { countryName, countryOptions } from '@shared/countries';
import { useLocale } from './i18n';

// Apart from i18n.tsx so the country list stays out of the first script (its 450 kB budget):
// only the screens that show a country load it.

/**
 * A stored country code ("PL") named in the page's language ("Poland", "Polonia", "بولندا"),
 * or `none` when there is no country. The server's render names it as the browser will.
 */
export function useCountryName() {
  const locale = useLocale();
  return useCallback(
    <T>(code: string | null | undefined, none: T): string | T => (code ? countryName(code, locale) : none),
    [locale],
  );
}

/** Every country (code and name) sorted as the page's language sorts, for a select. */
export function useCountryOptions() {
  return countryOptions(useLocale());
}
