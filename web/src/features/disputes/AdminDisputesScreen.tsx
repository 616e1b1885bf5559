import type { QueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DISPUTE_REASON_LABELS, DISPUTE_STATUSES, type DisputeStatus } from '@shared/schemas/disputes';
import { PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { stackedTable as t } from '@web/ui/stacked-table';
import { Tabs } from '@web/ui/Tabs';
import { adminDisputesQuery, useAdminDisputes } from './api';
import { DisputeStatusBadge } from './DisputeBits';
import { useDisputeWords } from './use-dispute-words';
import { dateTimeOf } from '@web/lib/dates';

type Filter = DisputeStatus | 'all';
/** Escalated first: those wait for an admin's decision. */
const TABS: { value: Filter; label: string }[] = [
  { value: 'escalated', label: 'Escalated' },
  { value: 'open', label: 'Open' },
  { value: 'decided', label: 'Decided' },
  { value: 'settled', label: 'Settled' },
  { value: 'withdrawn', label: 'Withdrawn' },
  { value: 'all', label: 'All' },
];
const filterOf = (value: string | null): Filter =>
  value === 'all' || DISPUTE_STATUSES.includes(value as DisputeStatus) ? (value as Filter) : 'escalated';
const statusOf = (filter: Filter) => (filter === 'all' ? undefined : filter);

/** @public The router reads it from the lazily loaded module (routes.tsx). */
export const prefetch = (queryClient: QueryClient, url: URL) =>
  queryClient.prefetchInfiniteQuery(adminDisputesQuery(statusOf(filterOf(url.searchParams.get('status')))));

const EMPTY: Record<Filter, string> = {
  escalated: 'No dispute waits for a decision',
  open: 'No dispute is open',
  decided: 'No dispute has been decided yet',
  settled: 'No dispute has been settled yet',
  withdrawn: 'No dispute has been withdrawn',
  all: 'No dispute yet',
};

function DisputeList({ filter }: { filter: Filter }) {
  const { cents, milestoneName, outcomeText } = useDisputeWords();
  const list = useAdminDisputes(statusOf(filter));
  if (list.isPending) return <Skeleton className="h-40 w-full" />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((p) => p.items);
  if (rows.length === 0) return <EmptyState title={EMPTY[filter]} />;
  return (
    <div className="space-y-3">
      <div className={t.wrapper}>
        <table className={t.table}>
          <caption className="sr-only">Disputes, newest first</caption>
          <thead className={t.thead}>
            <tr>
              <th scope="col" className="px-4 py-3">
                Order
              </th>
              <th scope="col" className="px-4 py-3">
                Reason
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Opened
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Price
              </th>
            </tr>
          </thead>
          <tbody className={t.tbody}>
            {rows.map((d) => (
              <tr key={d._id} className={t.row}>
                <td className={`${t.cell} max-w-xs max-sm:items-start`} data-label="Order">
                  <span className="min-w-0 text-right sm:text-left">
                    <Link
                      to={`/admin/disputes/${d._id}`}
                      className="block font-medium wrap-anywhere text-brand-700 hover:underline sm:truncate"
                    >
                      {d.orderTitle}
                    </Link>
                    {d.milestone && (
                      <span className="block text-xs wrap-anywhere text-slate-700">{milestoneName(d.milestone)}</span>
                    )}
                    <span className="block text-xs wrap-anywhere text-slate-600">
                      {d.buyer.fullName} (buyer) · {d.seller.fullName} (seller)
                    </span>
                  </span>
                </td>
                <td className={t.cell} data-label="Reason">
                  <span className="text-right sm:text-left">{DISPUTE_REASON_LABELS[d.reason]}</span>
                </td>
                <td className={t.cell} data-label="Status">
                  <span className="flex flex-col items-end gap-1 sm:items-start">
                    <DisputeStatusBadge status={d.status} />
                    {d.outcome && d.refundCents !== null && (
                      <span className="text-xs text-slate-600">
                        {outcomeText(
                          d.outcome,
                          d.refundCents,
                          (d.milestone?.amountCents ?? d.priceCents) - d.refundCents,
                        )}
                      </span>
                    )}
                  </span>
                </td>
                <td className={`${t.cell} whitespace-nowrap`} data-label="Opened">
                  {dateTimeOf(d.createdAt)}
                </td>
                <td className={`${t.cell} text-right font-medium tabular-nums`} data-label="Price">
                  {cents(d.priceCents)}
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
        label="Show more disputes"
      />
    </div>
  );
}

/** /admin/disputes (in the admin console's layout): every dispute by status, escalated ones first, each opening its decision screen. */
export default function AdminDisputesScreen() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('status'));
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <PageTitle>Disputes</PageTitle>
        <p className="text-sm text-slate-600">Escalated disputes wait for your decision; the others are for reading.</p>
      </div>
      <Tabs
        items={TABS}
        value={filter}
        onChange={(value) => setParams(value === 'escalated' ? {} : { status: value }, { replace: true })}
        label="Disputes by status"
      >
        <DisputeList filter={filter} />
      </Tabs>
    </div>
  );
}
