import { moneyValues, type ValueWriter } from './error-patterns';

/**
 * A moment inside an English refusal (the dispute machine's "from when"), and the same moment in
 * the reader's language when the server translates the refusal (server/platform/i18n.ts). Apart
 * from error-patterns.ts: only the server writes it again (the browser's first script stays small).
 */
const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
};

/** A moment as the dispute machine words it in English (UTC, named): "28 Nov 2026, 12:00 UTC". */
export const formatRefusalDate = (date: Date, locale = 'en-GB'): string =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, DATE_OPTIONS).format(date);

/** "28 Nov 2026, 12:00 UTC" → "28 nov 2026, 12:00 UTC" in Spanish: only a text formatRefusalDate wrote. */
function dateIn(value: string, locale: string): string {
  const parts = /^(\d{1,2}) (\S+) (\d{4}), (\d{2}):(\d{2}) UTC$/.exec(value);
  if (!parts) return value;
  const month = Array.from({ length: 12 }, (_, m) =>
    new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, m, 1)),
  ).indexOf(parts[2]!);
  if (month < 0) return value;
  const date = new Date(Date.UTC(+parts[3]!, month, +parts[1]!, +parts[4]!, +parts[5]!));
  return formatRefusalDate(date) === value ? formatRefusalDate(date, locale) : value;
}

/** The server's value writer: amounts and a `{date}` in the reader's language, other values as they came. */
export const refusalValues: ValueWriter = (name, value, locale) =>
  name === 'date' ? dateIn(value, locale) : moneyValues(name, value, locale);
