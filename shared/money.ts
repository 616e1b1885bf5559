/**
 * Money, in one place (issue 33). The marketplace settles in one currency, chosen by the operator
 * (MARKETPLACE_CURRENCY, server/config.ts; USD by default). Prices in the contract (SPEC) are whole
 * units of it; every amount stored (prices, budgets, payment intents, refunds, the ledger:
 * migration 0056) is an integer amount of its minor units (cents for USD and EUR, yen for JPY,
 * fils for KWD), with its currency. The `*Cents` fields and `*_cents` columns kept their names:
 * they hold minor units.
 */

// ISO 4217 codes Intl knows that are not money one can be paid in (metals, funds, test codes).
const NOT_MONEY = new Set(['XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS', 'XUA', 'XXX']);

/** True for an ISO 4217 code (upper-case) this runtime's Intl knows as a currency. */
export function isMarketplaceCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && !NOT_MONEY.has(code) && Intl.supportedValuesOf('currency').includes(code);
}

/** The currency of a marketplace that names none (MARKETPLACE_CURRENCY unset), as Workify always was. */
export const DEFAULT_CURRENCY = 'USD';
let current = DEFAULT_CURRENCY;

/**
 * The marketplace's currency, an upper-case ISO 4217 code ('USD', 'EUR', 'JPY'): the one way to
 * read it, on the server (set from its config when the app is built) and in the browser (set
 * from the page the server sent, before the app renders).
 */
export function marketplaceCurrency(): string {
  return current;
}

/** Said once by whoever knows it: the server's config, the page's `data-currency`. */
export function setMarketplaceCurrency(code: string): void {
  if (!isMarketplaceCurrencyCode(code)) throw new Error(`Unknown currency: ${code}`);
  current = code;
}

/** The currency as rows record it and Stripe wants it: lower-case ('usd', 'eur'). */
export function recordedCurrency(currency = marketplaceCurrency()): string {
  return currency.toLowerCase();
}

const exponents = new Map<string, number>();
/** How many minor units digits a currency has: EUR 2, JPY 0, KWD 3 (as Intl knows it). */
export function currencyExponent(currency = marketplaceCurrency()): number {
  const code = currency.toUpperCase();
  let exponent = exponents.get(code);
  if (exponent === undefined) {
    exponent = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits!;
    exponents.set(code, exponent);
  }
  return exponent;
}

/** Minor units in one whole unit: 100 for EUR, 1 for JPY, 1000 for KWD. */
export function minorPerUnit(currency = marketplaceCurrency()): number {
  return 10 ** currencyExponent(currency);
}

/** Whole (or decimal) units to integer minor units, exactly: €19.99 -> 1999, never 1998.9999; ¥5,000 -> 5000. */
export function toMinorUnits(amount: number, currency = marketplaceCurrency()): number {
  return Math.round(amount * minorPerUnit(currency));
}

/** Integer minor units back to whole units (a decimal when not whole): 1250 -> 12.5 for EUR. */
export function fromMinorUnits(minor: number, currency = marketplaceCurrency()): number {
  return minor / minorPerUnit(currency);
}

const formats = new Map<string, { whole: Intl.NumberFormat; exact: Intl.NumberFormat }>();
/** English is en-US, as it always was ("$1,250"); another language formats as its readers write it. */
function formatsFor(locale: string, currency: string) {
  const tag = locale === 'en' ? 'en-US' : locale;
  const key = `${tag}|${currency}`;
  let pair = formats.get(key);
  if (!pair) {
    const exponent = currencyExponent(currency);
    pair = {
      whole: new Intl.NumberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0 }),
      exact: new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: exponent }),
    };
    formats.set(key, pair);
  }
  return pair;
}

/**
 * "$30", "$1,250", "$12.50" in English: the sign always before the amount, the same on every
 * screen; in another language (`locale`, a shipped one) Intl.NumberFormat's way, e.g. "1250 US$",
 * "1 250 €". A whole amount shows no decimals; any other shows all of the currency's ("€12.50",
 * "KWD 1.250"; JPY has none). `unit`: whole units (SPEC's prices) or minor units (the ledger's).
 */
export function formatMoney(
  amount: number,
  unit: 'units' | 'minor' = 'units',
  locale = 'en-US',
  currency = marketplaceCurrency(),
): string {
  const code = currency.toUpperCase();
  const minor = unit === 'minor' ? Math.round(amount) : toMinorUnits(amount, code);
  const per = minorPerUnit(code);
  const { whole, exact } = formatsFor(locale, code);
  const text = minor % per === 0 ? whole.format(minor / per) : exact.format(minor / per);
  // Arabic writes "1,250 US$" after a right-to-left mark; a left-to-right mark after the "$"
  // keeps it beside "US" in right-to-left text (else it drifts to the far side: "$US 1,250").
  return /^ar\b/.test(locale) && /[A-Za-z]\$$/.test(text) ? `${text}\u200e` : text;
}
