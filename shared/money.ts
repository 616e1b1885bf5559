/**
 * Money, in one place. Prices in the contract (SPEC) are whole dollars; wherever money
 * moves (payment intents, refunds, the ledger) it is integer cents, with a currency.
 */
export const CURRENCY = 'usd' as const;
export type Currency = typeof CURRENCY;

/** Whole (or decimal) dollars to integer cents, exactly: 19.99 -> 1999, never 1998.9999. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** "$30", "$1,250", "$12.50": the sign always before the amount, the same on every screen. */
export function formatMoney(amount: number, unit: 'dollars' | 'cents' = 'dollars'): string {
  const cents = unit === 'cents' ? Math.round(amount) : dollarsToCents(amount);
  return cents % 100 === 0 ? whole.format(cents / 100) : exact.format(cents / 100);
}
