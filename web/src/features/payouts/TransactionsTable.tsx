import { useLingui } from '@lingui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormatMoney, useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { FormError } from '@web/ui/Field';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { stackedTable as t } from '@web/ui/stacked-table';
import { fetchAllTransactions, useTransactions } from './api';
import { downloadCsv, transactionsCsv } from './csv';
import { changesLine, KIND_KEYS } from './words';
import { dateTimeOf } from '@web/lib/dates';

const OUTGOING = new Set(['refund', 'payout', 'transfer_reversed']);

export function TransactionsTable() {
  const { _ } = useLingui();
  const money = useFormatMoney();
  const cents = (amount: number) => money(amount, 'minor');
  const translateError = useTranslateError();
  const list = useTransactions();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      downloadCsv('workify-transactions.csv', transactionsCsv(await fetchAllTransactions(), _));
    } catch (err) {
      setExportError(translateError((err as Error).message) ?? _('ui.error.title'));
    } finally {
      setExporting(false);
    }
  };
  if (list.isPending) return <Skeleton className="h-40 w-full" />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((p) => p.items);
  if (rows.length === 0)
    return <EmptyState title={_('payouts.transactions.none')}>{_('payouts.transactions.noneHint')}</EmptyState>;
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={() => void exportCsv()} loading={exporting}>
          <Download className="size-4" aria-hidden /> {_('payouts.transactions.export')}
        </Button>
      </div>
      <FormError message={translateError(exportError ?? undefined)} />
      <div className={t.wrapper}>
        <table className={t.table}>
          <caption className="sr-only">{_('payouts.transactions.caption')}</caption>
          <thead className={t.thead}>
            <tr>
              <th scope="col" className="px-4 py-3">
                {_('payouts.transactions.when')}
              </th>
              <th scope="col" className="px-4 py-3">
                {_('payouts.transactions.what')}
              </th>
              <th scope="col" className="px-4 py-3">
                {_('payouts.transactions.order')}
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                {_('payouts.transactions.amount')}
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                {_('payouts.transactions.availableAfter')}
              </th>
            </tr>
          </thead>
          <tbody className={t.tbody}>
            {rows.map((r) => (
              <tr key={r._id} className={t.row}>
                <td className={`${t.cell} whitespace-nowrap`} data-label={_('payouts.transactions.when')}>
                  <time dateTime={r.createdAt}>{dateTimeOf(r.createdAt)}</time>
                </td>
                <td className={t.cell} data-label={_('payouts.transactions.what')}>
                  <div className="max-sm:text-end">
                    <span className="font-medium text-slate-900">{_(KIND_KEYS[r.kind])}</span>
                    <span className="block text-xs text-slate-600">{changesLine(r.changes, _, cents)}</span>
                  </div>
                </td>
                <td className={`${t.cell} max-w-xs`} data-label={_('payouts.transactions.order')}>
                  {r.order ? (
                    <Link
                      to={`/orders/${r.order._id}`}
                      dir="auto"
                      className="block truncate text-brand-700 hover:underline"
                    >
                      {r.order.title}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td
                  className={`${t.cell} text-end font-medium tabular-nums`}
                  data-label={_('payouts.transactions.amount')}
                >
                  {OUTGOING.has(r.kind) ? '−' : ''}
                  {cents(r.amountCents)}
                </td>
                <td className={`${t.cell} text-end tabular-nums`} data-label={_('payouts.transactions.availableAfter')}>
                  {cents(r.availableAfterCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
        label={_('payouts.transactions.more')}
      />
    </div>
  );
}
