import { useCallback } from 'react';
import { useLocale } from './i18n';

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

/** `locale`, else the page's language: a Spanish page writes "21 nov 2026" however the browser is set. */
export function formatDate(when: string | Date, style: DateStyle, locale = pageLanguage()): string {
  const key = `${locale ?? ''} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, STYLES[style])));
  return formatter.format(typeof when === 'string' ? new Date(when) : when);
}

/** formatDate in the page's language: for screens the server renders too. */
export function useFormatDate() {
  const locale = useLocale();
  return useCallback((when: string | Date, style: DateStyle) => formatDate(when, style, locale), [locale]);
}

/** "Nov 21, 2026" */
export const dateOf = (iso: string) => formatDate(iso, 'date');

/** "Nov 21, 2026, 3:05 PM" */
export const dateTimeOf = (iso: string) => formatDate(iso, 'dateTime');

/** A compact time for lists and chat: "3:05 PM" today, "Nov 21" this year, else "Nov 21, 2025". */
export function shortTime(iso: string, now = new Date(), locale = pageLanguage()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return formatDate(date, 'time', locale);
  return formatDate(date, date.getFullYear() === now.getFullYear() ? 'dayMonth' : 'date', locale);
}

/** shortTime in the page's language: for screens the server renders too. */
export function useShortTime() {
  const locale = useLocale();
  return useCallback((iso: string) => shortTime(iso, new Date(), locale), [locale]);
}
