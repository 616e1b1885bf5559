import { formatMoney } from '@shared/money';

export { formatMoney };

/**
 * A job budget, stored as SPEC.md's range string ('100-200', or '500-1000'), in the same
 * money words as every price: '$100–$200'. Text that is not a range is shown as it is.
 * A translated screen passes its language's money format and "More than" (posts' useFormatBudget).
 */
export function formatBudget(
  range: string,
  money: (dollars: number) => string = formatMoney,
  moreThan: (amount: string) => string = (amount) => `More than ${amount}`,
): string {
  if (range === '1000+') return moreThan(money(1000));
  const bounds = range.split('-').map((part) => (part.trim() === '' ? NaN : Number(part)));
  if (bounds.length > 2 || bounds.some((n) => !Number.isFinite(n))) return range;
  return bounds.map((n) => money(n)).join('–');
}
