import type { QueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DISPUTE_STATUSES, type DisputeStatus } from '@shared/schemas/disputes';
import { PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { stackedTable as t } from '@web/ui/stacked-table';
import { Tabs } from '@web/ui/Tabs';
import { adminDisputesQuery, useAdminDisputes } from './api';
import { DisputeStatusBadge } from './DisputeBits';
import { iso, useDisputeWords } from './use-dispute-words';

type Filter = DisputeStatus | 'all';
/** Escalated first: those wait for an admin's decision. Each tab is named by its status's word. */
const TABS: Filter[] = ['escalated', 'open', 'decided', 'settled', 'withdrawn', 'all'];
const filterOf = (value: string | null): Filter =>
  value === 'all' || DISPUTE_STATUSES.includes(value as DisputeStatus) ? (value as Filter) : 'escalated';
const statusOf = (filter: Filter) => (filter === 'all' ? undefined : filter);

/** @public The router reads it from the lazily loaded module (routes.tsx). */
export const prefetch = (queryClient: QueryClient, url: URL) =>
  queryClient.prefetchInfiniteQuery(adminDisputesQuery(statusOf(filterOf(url.searchParams.get('status')))));

function DisputeList({ filter }: { filter: Filter }) {
  const w = useDisputeWords();
  const { _, cents, milestoneName, outcomeText } = w;
  const list = useAdminDisputes(statusOf(filter));
  if (list.isPending) return <Skeleton className="h-40 w-full" />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((p) => p.items);
  if (rows.length === 0) return <EmptyState title={_(`disputes.admin.empty.${filter}`)} />;
  return (
    <div className="space-y-3">
      <div className={t.wrapper}>
        <table className={t.table}>
          <caption className="sr-only">{_('disputes.admin.caption')}</caption>
          <thead className={t.thead}>
            <tr>
              <th scope="col" className="px-4 py-3">
                {_('disputes.admin.column.order')}
              </th>
              <th scope="col" className="px-4 py-3">
                {_('disputes.admin.column.reason')}
              </th>
              <th scope="col" className="px-4 py-3">
                {_('disputes.admin.column.status')}
              </th>
              <th scope="col" className="px-4 py-3">
                {_('disputes.admin.column.opened')}
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                {_('disputes.order.price')}
              </th>
            </tr>
          </thead>
          <tbody className={t.tbody}>
            {rows.map((d) => (
              <tr key={d._id} className={t.row}>
                <td className={`${t.cell} max-w-xs max-sm:items-start`} data-label={_('disputes.admin.column.order')}>
                  <span className="min-w-0 text-end sm:text-start">
                    <Link
                      to={`/admin/disputes/${d._id}`}
                      className="block font-medium wrap-anywhere text-brand-700 hover:underline sm:truncate"
                    >
                      <bdi>{d.orderTitle}</bdi>
                    </Link>
                    {d.milestone && (
                      <span className="block text-xs wrap-anywhere text-slate-700">{milestoneName(d.milestone)}</span>
                    )}
                    <span className="block text-xs wrap-anywhere text-slate-600">
                      {w.t('disputes.admin.parties', { buyer: iso(d.buyer.fullName), seller: iso(d.seller.fullName) })}
                    </span>
                  </span>
                </td>
                <td className={t.cell} data-label={_('disputes.admin.column.reason')}>
                  <span className="text-end sm:text-start">{w.reason(d.reason)}</span>
                </td>
                <td className={t.cell} data-label={_('disputes.admin.column.status')}>
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
                <td className={`${t.cell} whitespace-nowrap`} data-label={_('disputes.admin.column.opened')}>
                  {w.dateTime(d.createdAt)}
                </td>
                <td className={`${t.cell} text-end font-medium tabular-nums`} data-label={_('disputes.order.price')}>
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
        label={_('disputes.admin.more')}
      />
    </div>
  );
}

/** /admin/disputes (in the admin console's layout): every dispute by status, escalated ones first, each opening its decision screen. */
export default function AdminDisputesScreen() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('status'));
  const { _, status } = useDisputeWords();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <PageTitle>{_('disputes.admin.title')}</PageTitle>
        <p className="text-sm text-slate-600">{_('disputes.admin.intro')}</p>
      </div>
      <Tabs
        items={TABS.map((value) => ({ value, label: value === 'all' ? _('disputes.admin.all') : status(value) }))}
        value={filter}
        onChange={(value) => setParams(value === 'escalated' ? {} : { status: value }, { replace: true })}
        label={_('disputes.admin.byStatus')}
      >
        <DisputeList filter={filter} />
      </Tabs>
    </div>
  );
}
