/**
 * Money, in one place. Prices in the contract (SPEC) are whole dollars; wherever money
 * moves (payment intents, refunds, the ledger) it is integer cents, with a currency.
 */
export const CURRENCY = 'usd' as const;

/** Whole (or decimal) dollars to integer cents, exactly: 19.99 -> 1999, never 1998.9999. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const formats = new Map<string, { whole: Intl.NumberFormat; exact: Intl.NumberFormat }>();
/** English is en-US, as it always was ("$1,250"); another language formats as its readers write it. */
function formatsFor(locale: string) {
  const tag = locale === 'en' ? 'en-US' : locale;
  let pair = formats.get(tag);
  if (!pair) {
    pair = {
      whole: new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
      exact: new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
    };
    formats.set(tag, pair);
  }
  return pair;
}

/**
 * "$30", "$1,250", "$12.50" in English: the sign always before the amount, the same on every
 * screen; in another language (`locale`, a shipped one) Intl.NumberFormat's way, e.g. "1250 US$".
 */
export function formatMoney(amount: number, unit: 'dollars' | 'cents' = 'dollars', locale = 'en-US'): string {
  const cents = unit === 'cents' ? Math.round(amount) : dollarsToCents(amount);
  const { whole, exact } = formatsFor(locale);
  const text = cents % 100 === 0 ? whole.format(cents / 100) : exact.format(cents / 100);
  // Arabic writes "1,250 US$" after a right-to-left mark; a left-to-right mark after the "$"
  // keeps it beside "US" in right-to-left text (else it drifts to the far side: "$US 1,250").
  return /^ar\b/.test(locale) && /[A-Za-z]\$$/.test(text) ? `${text}\u200e` : text;
}
