import { formatMoney } from '../money';

/**
 * How an English message a person reads (an API refusal, a schema's field message) is found among
 * the `errors.*` keys (issue 33): by its exact English text, or by the pattern of an English text
 * with `{name}` values (`"Price must be at least {amount}"`), the one with more fixed text winning
 * where two match. Written once for the server (server/platform/i18n.ts, from the ICU source) and
 * the browser (web/src/lib/i18n.tsx, from the compiled catalog).
 *
 * Values are carried into the translation as they came, except those the English wrote in its own
 * format, which are written again in the reader's language: an `{amount}` the English wrote as
 * money ("$1,250"; also `{amountReleased}`…), and on the server a `{date}` (refusal-date.ts).
 */

/** A message's parts: fixed text, and `{ name }` for a value. */
export type MessagePart = string | { name: string };

interface ErrorPattern {
  key: string;
  pattern: RegExp;
  names: string[];
  /** Letters outside the values: the most specific pattern wins when several match. */
  fixed: number;
}

export interface ErrorMatcher {
  exact: Map<string, string>;
  patterns: ErrorPattern[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The matcher of the messages under `prefix` (`errors.` for refusals, `orders.stored.` for the
 * order timeline's stored English), given as parts (null for one with plural or select: matched by nothing).
 */
export function errorMatcher(
  messages: Iterable<readonly [key: string, parts: MessagePart[] | null]>,
  prefix = 'errors.',
): ErrorMatcher {
  const exact = new Map<string, string>();
  const patterns: ErrorPattern[] = [];
  for (const [key, parts] of messages) {
    if (!key.startsWith(prefix) || !parts) continue;
    const names = parts.filter((part): part is { name: string } => typeof part !== 'string').map((p) => p.name);
    if (names.length === 0) {
      exact.set(parts.join(''), key);
      continue;
    }
    const literal = parts.map((part) => (typeof part === 'string' ? escape(part) : '(.+?)')).join('');
    const fixed = parts.filter((part): part is string => typeof part === 'string').join('').length;
    patterns.push({ key, pattern: new RegExp(`^${literal}$`, 's'), names, fixed });
  }
  patterns.sort((a, b) => b.fixed - a.fixed);
  return { exact, patterns };
}

/** An ICU source text as parts: `{name}` values; null when it has a plural, select or formatted argument. */
export function icuParts(text: string): MessagePart[] | null {
  if (/\{\w+,/.test(text)) return null;
  return text.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 0 ? part : { name: part }));
}

/** The key of an English message and its values (written for `locale`), or null when no key holds it. */
export function matchError(
  matcher: ErrorMatcher,
  english: string,
  locale: string,
  write: ValueWriter = moneyValues,
): { key: string; values?: Record<string, string> } | null {
  const key = matcher.exact.get(english);
  if (key) return { key };
  for (const { key: patternKey, pattern, names } of matcher.patterns) {
    const match = pattern.exec(english);
    if (match)
      return {
        key: patternKey,
        values: Object.fromEntries(names.map((name, i) => [name, write(name, match[i + 1]!, locale)])),
      };
  }
  return null;
}

/** How a value found in an English message is written for `locale`; the default writes amounts again. */
export type ValueWriter = (name: string, value: string, locale: string) => string;

/** An `{amount}` (or `{amountReleased}`…) formatMoney wrote in English, in the language's money format; else as it came. */
export const moneyValues: ValueWriter = (name, value, locale) =>
  name.startsWith('amount') ? moneyIn(value, locale) : value;

/** "$1,250" → "1250 US$" in Spanish: only a text formatMoney wrote in English, read back exactly. */
function moneyIn(value: string, locale: string): string {
  const number = Number(value.replace(/[^\d.-]/g, ''));
  if (!value || !Number.isFinite(number) || formatMoney(number, 'units', 'en-US') !== value) return value;
  return formatMoney(number, 'units', locale);
}
