import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/ui/Button';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { FormError } from '@web/ui/Field';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { stackedTable as t } from '@web/ui/stacked-table';
import { fetchAllTransactions, useTransactions } from './api';
import { downloadCsv, transactionsCsv } from './csv';
import { cents, changesLine, KIND_LABELS } from './words';
import { dateTimeOf } from '@web/lib/dates';

const OUTGOING = new Set(['refund', 'payout', 'transfer_reversed']);

export function TransactionsTable() {
  const list = useTransactions();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      downloadCsv('workify-transactions.csv', transactionsCsv(await fetchAllTransactions()));
    } catch (err) {
      setExportError((err as Error).message);
    } finally {
      setExporting(false);
    }
  };
  if (list.isPending) return <Skeleton className="h-40 w-full" />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((p) => p.items);
  if (rows.length === 0)
    return (
      <EmptyState title="No money has moved yet">When a client pays for one of your gigs, it shows here.</EmptyState>
    );
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={() => void exportCsv()} loading={exporting}>
          <Download className="size-4" aria-hidden /> Export CSV
        </Button>
      </div>
      <FormError message={exportError} />
      <div className={t.wrapper}>
        <table className={t.table}>
          <caption className="sr-only">
            Your transactions, newest first, with the balances each changed and your available balance after it
          </caption>
          <thead className={t.thead}>
            <tr>
              <th scope="col" className="px-4 py-3">
                When
              </th>
              <th scope="col" className="px-4 py-3">
                What
              </th>
              <th scope="col" className="px-4 py-3">
                Order
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Amount
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Available after
              </th>
            </tr>
          </thead>
          <tbody className={t.tbody}>
            {rows.map((r) => (
              <tr key={r._id} className={t.row}>
                <td className={`${t.cell} whitespace-nowrap`} data-label="When">
                  <time dateTime={r.createdAt}>{dateTimeOf(r.createdAt)}</time>
                </td>
                <td className={t.cell} data-label="What">
                  <div className="max-sm:text-right">
                    <span className="font-medium text-slate-900">{KIND_LABELS[r.kind]}</span>
                    <span className="block text-xs text-slate-600">{changesLine(r.changes)}</span>
                  </div>
                </td>
                <td className={`${t.cell} max-w-xs`} data-label="Order">
                  {r.order ? (
                    <Link to={`/orders/${r.order._id}`} className="block truncate text-brand-700 hover:underline">
                      {r.order.title}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td className={`${t.cell} text-right font-medium tabular-nums`} data-label="Amount">
                  {OUTGOING.has(r.kind) ? '−' : ''}
                  {cents(r.amountCents)}
                </td>
                <td className={`${t.cell} text-right tabular-nums`} data-label="Available after">
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
        label="Show more transactions"
      />
    </div>
  );
}
