import type { LedgerTransaction } from '@shared/schemas/payouts';
import { currencyExponent, fromMinorUnits } from '@shared/money';
import type { Translate } from '@web/lib/taxonomy';
import { KIND_KEYS } from './words';

const quote = (value: string) =>
  /[",\n\r]/.test(value) || /^[=+\-@]/.test(value)
    ? `"${value.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"`
    : value;

/** An amount as a plain decimal with all its currency's digits: 12.50 (EUR), 5000 (JPY), 1.250 (KWD). */
const decimal = (minor: number, currency: string) =>
  fromMinorUnits(minor, currency.toUpperCase()).toFixed(currencyExponent(currency.toUpperCase()));

/** The columns' keys (payouts.csv.*), in order: in English "Date,Kind,Amount,Currency,Order,Order id,Available after". */
const COLUMNS = ['date', 'kind', 'amount', 'currency', 'order', 'orderId', 'availableAfter'] as const;

/**
 * The transactions as CSV, its column names and kinds in the requester's language (`_`, the
 * page's): dates stay ISO and amounts plain decimals in whole units with their minor ones, so a
 * spreadsheet reads them in any language; formula-like text is neutralised.
 */
export function transactionsCsv(rows: LedgerTransaction[], _: Translate): string {
  const lines = [COLUMNS.map((c) => quote(_(`payouts.csv.${c}`))).join(',')];
  for (const r of rows) {
    const row = [
      r.createdAt,
      _(KIND_KEYS[r.kind]),
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
