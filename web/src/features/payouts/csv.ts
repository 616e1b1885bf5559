import type { LedgerTransaction } from '@shared/schemas/payouts';
import { currencyExponent, fromMinorUnits } from '@shared/money';
import { KIND_LABELS } from './words';

const quote = (value: string) =>
  /[",\n\r]/.test(value) || /^[=+\-@]/.test(value)
    ? `"${value.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"`
    : value;

/** An amount as a plain decimal with all its currency's digits: 12.50 (EUR), 5000 (JPY), 1.250 (KWD). */
const decimal = (minor: number, currency: string) =>
  fromMinorUnits(minor, currency.toUpperCase()).toFixed(currencyExponent(currency.toUpperCase()));

/** The transactions as CSV (amounts in whole units with their minor ones); formula-like text is neutralised. */
export function transactionsCsv(rows: LedgerTransaction[]): string {
  const lines = [['Date', 'Kind', 'Amount', 'Currency', 'Order', 'Order id', 'Available after'].join(',')];
  for (const r of rows) {
    const row = [
      r.createdAt,
      KIND_LABELS[r.kind],
      decimal(r.amountCents, r.currency),
      r.currency.toUpperCase(),
      r.order?.title ?? '',
      r.order?._id ?? '',
      decimal(r.availableAfterCents, r.currency),
    ];
    lines.push(row.map(quote).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
