import { useCallback } from 'react';
import { useHydrated } from '@web/ui/use-hydrated';
import { useLocale } from './i18n';
import { viewerTimeZone } from './viewer-zone';

/**
 * Every date the web app writes, in one place: a style by name, in the page's language. A
 * server-rendered screen uses useFormatDate, so the server's render (which has no page to ask)
 * and the browser's hydration write the same text.
 */
const STYLES = {
  /** "Nov 21, 2026" */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "November 21, 2026" */
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "Nov 21, 2026, 3:05 PM" */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "Nov 21" */
  dayMonth: { day: 'numeric', month: 'short' },
  /** "Nov 2026" */
  monthYear: { month: 'short', year: 'numeric' },
  /** "November 2026" */
  longMonthYear: { month: 'long', year: 'numeric' },
  /** "3:05 PM" */
  time: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The page's language (`<html lang>`, which the language switcher updates), in the browser only. */
const pageLanguage = () => (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined);

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const WITH_TIME: ReadonlySet<DateStyle> = new Set(['dateTime', 'time']);

/**
 * `locale`, else the page's language: a Spanish page writes "21 nov 2026" however the browser is
 * set; in `zone`, else the viewer's saved zone, else the browser's. A time in a zone that is not
 * the browser's names it ("3:05 PM GMT+5:30"): a deadline must not be read in the wrong clock.
 */
export function formatDate(
  when: string | Date,
  style: DateStyle,
  locale = pageLanguage(),
  zone = viewerTimeZone(),
  named = zone !== undefined && WITH_TIME.has(style) && zone !== browserZone(),
): string {
  const key = `${locale ?? ''} ${style} ${zone ?? ''} ${named}`;
  let formatter = formatters.get(key);
  if (!formatter)
    formatters.set(
      key,
      (formatter = new Intl.DateTimeFormat(locale, {
        ...STYLES[style],
        timeZone: zone,
        ...(named ? { timeZoneName: 'short' } : {}),
      })),
    );
  return formatter.format(typeof when === 'string' ? new Date(when) : when);
}

/**
 * formatDate in the page's language, for screens the server renders too: in UTC until the app
 * has taken over (the server knows no visitor's zone, and hydration must write what it wrote),
 * then in the viewer's zone.
 */
export function useFormatDate() {
  const locale = useLocale();
  const hydrated = useHydrated();
  return useCallback(
    (when: string | Date, style: DateStyle) =>
      hydrated ? formatDate(when, style, locale) : formatDate(when, style, locale, 'UTC', WITH_TIME.has(style)),
    [locale, hydrated],
  );
}

/** "Nov 21, 2026" */
export const dateOf = (iso: string) => formatDate(iso, 'date');

/** "Nov 21, 2026, 3:05 PM" */
export const dateTimeOf = (iso: string) => formatDate(iso, 'dateTime');

/** A compact time for lists and chat: "3:05 PM" today, "Nov 21" this year, else "Nov 21, 2025". */
export function shortTime(
  iso: string,
  now = new Date(),
  locale = pageLanguage(),
  zone = viewerTimeZone(),
  named?: boolean,
): string {
  const date = new Date(iso);
  // "Today" and "this year" in the zone the time is written in, not the machine's.
  const day = (d: Date) => formatDate(d, 'date', 'en', zone, false);
  if (day(date) === day(now)) return formatDate(date, 'time', locale, zone, named);
  return formatDate(date, day(date).slice(-4) === day(now).slice(-4) ? 'dayMonth' : 'date', locale, zone);
}

/** shortTime in the page's language: for screens the server renders too. */
export function useShortTime() {
  const locale = useLocale();
  const hydrated = useHydrated();
  // As useFormatDate: UTC until the app has taken over, so hydration writes what the server wrote.
  return useCallback(
    (iso: string) => (hydrated ? shortTime(iso, new Date(), locale) : shortTime(iso, new Date(), locale, 'UTC', true)),
    [locale, hydrated],
  );
}
