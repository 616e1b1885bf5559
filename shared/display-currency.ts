/**
 * The visitor's display currency (issue 33): an approximation shown beside a price, from the
 * operator's rate table. Never used to charge: every charge stays in the marketplace currency.
 * Kept apart from money.ts (which charges and formats the marketplace currency) so neither
 * reaches into the other's rules; the marketplace currency is money.ts's marketplaceCurrency().
 */
import { marketplaceCurrency } from './money';

/** The cookie the picker sets, and the query parameter that wins for one page. */
export const CURRENCY_COOKIE = 'currency';

/** A rate is shown for this long after it was set; an older one is stale and shows nothing. */
export const RATE_FRESH_DAYS = 7;
export const RATE_FRESH_MS = RATE_FRESH_DAYS * 86_400_000;

/** A rate is kept in integer millionths: six decimals at most, below a billion. */
const RATE_TEXT = /^(\d{1,9})(?:\.(\d{1,6}))?$/;

let known: Set<string> | null = null;
/** Whether `code` is an ISO 4217 code this JavaScript engine can format ('EUR', not 'eur' or 'XYZ'). */
export function isCurrencyCode(code: string): boolean {
  known ??= new Set(Intl.supportedValuesOf('currency'));
  return /^[A-Z]{3}$/.test(code) && known.has(code);
}

/** "0.92" to 920000, exactly (parsed as text: no float on the way); null when it is not a rate. */
export function rateToMicros(text: string): number | null {
  const match = RATE_TEXT.exec(text.trim());
  if (!match) return null;
  const micros = Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(6, '0'));
  return micros > 0 ? micros : null;
}

/** 920000 to "0.92": the shortest exact decimal. */
export function microsToRate(micros: number): string {
  const whole = Math.floor(micros / 1_000_000);
  const fraction = String(micros % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Whether a rate set at `setAt` may still be shown at `now`. */
export const isFreshRate = (setAt: Date | string, now = Date.now()) => now - new Date(setAt).getTime() < RATE_FRESH_MS;

/**
 * The currency a page shows approximations in: `?currency=` when it names a currency, else
 * the cookie's; null for none (or the marketplace currency itself: nothing to convert).
 */
export function chosenCurrency(param: string | null | undefined, cookie: string | null | undefined): string | null {
  for (const raw of [param, cookie]) {
    const code = raw?.trim().toUpperCase();
    if (code && isCurrencyCode(code)) return code === marketplaceCurrency() ? null : code;
  }
  return null;
}

/**
 * An amount of the marketplace currency in the display currency, rounded as an estimate
 * reads: whole units from 10 up ("≈ €45", not "≈ €45.08"), cents below, Intl's usual digits
 * for a currency without cents. Formatted in the viewer's language.
 */
export function formatApprox(amount: number, currency: string, rate: string, locale: string): string {
  const converted = amount * Number(rate);
  const tag = locale === 'en' ? 'en-US' : locale;
  const whole = Math.abs(converted) >= 10;
  return new Intl.NumberFormat(tag, {
    style: 'currency',
    currency,
    ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
  }).format(converted);
}
