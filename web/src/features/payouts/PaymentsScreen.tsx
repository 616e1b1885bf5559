import { Link } from 'react-router';
import { useMe } from '@web/lib/session';
import { ButtonLink } from '@web/ui/Button';
import { Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { stackedTable as t } from '@web/ui/stacked-table';
import { usePayments } from './api';
import { cents, FUNDS_LABELS, milestoneLabel, receiptPath } from './words';
import { dateOf } from '@web/lib/dates';

function Payments() {
  const list = usePayments();
  if (list.isPending) return <Skeleton className="h-40 w-full" />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((p) => p.items);
  if (rows.length === 0)
    return (
      <EmptyState title="You have not paid for anything yet">
        <ButtonLink to="/gigs">Browse gigs</ButtonLink>
      </EmptyState>
    );
  return (
    <div className="space-y-3">
      <div className={t.wrapper}>
        <table className={t.table}>
          <caption className="sr-only">Your payments, newest first</caption>
          <thead className={t.thead}>
            <tr>
              <th scope="col" className="px-4 py-3">
                Date
              </th>
              <th scope="col" className="px-4 py-3">
                Order
              </th>
              <th scope="col" className="px-4 py-3">
                Money
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Amount
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Receipt</span>
              </th>
            </tr>
          </thead>
          <tbody className={t.tbody}>
            {rows.map((p) => (
              <tr key={p.milestone?._id ?? p.orderId} className={t.row}>
                <td className={t.cell} data-label="Date">
                  {dateOf(p.paidAt)}
                </td>
                <td className={`${t.cell} max-w-xs`} data-label="Order">
                  <span className="min-w-0 text-right sm:text-left">
                    <Link to={`/orders/${p.orderId}`} className="block truncate text-brand-700 hover:underline">
                      {p.title}
                    </Link>
                    {p.milestone && (
                      <span className="block truncate text-sm text-slate-700">{milestoneLabel(p.milestone)}</span>
                    )}
                    <span className="block truncate text-xs text-slate-600">{p.seller}</span>
                  </span>
                </td>
                <td className={t.cell} data-label="Money">
                  {FUNDS_LABELS[p.funds]}
                </td>
                <td className={`${t.cell} text-right font-medium tabular-nums`} data-label="Amount">
                  {cents(p.amountCents)}
                </td>
                <td className={`${t.cell} text-right`}>
                  <Link
                    to={receiptPath(p.orderId, p.milestone)}
                    className="font-medium text-brand-700 hover:underline"
                    aria-label={`Receipt for ${p.title}${p.milestone ? `, ${milestoneLabel(p.milestone)}` : ''}`}
                  >
                    Receipt
                  </Link>
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
        label="Show more payments"
      />
    </div>
  );
}

/** /payments: every payment a client made, with its order and receipt. */
export default function PaymentsScreen() {
  const { user } = useMe();
  return (
    <Page className="space-y-6">
      <PageTitle>Payments</PageTitle>
      {user && !user.isClient ? (
        <EmptyState title="Payments are for clients">Your earnings are under Earnings.</EmptyState>
      ) : (
        <Payments />
      )}
    </Page>
  );
}
