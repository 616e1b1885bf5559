import { useLingui } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminOrder, AdminOverview } from '@shared/schemas/admin';
import { useFormatMoney } from '@web/lib/i18n';
import { Badge } from '@web/ui/Badge';
import { Card, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { Skeleton } from '@web/ui/Skeleton';
import { stackedTable as t } from '@web/ui/stacked-table';
import { ActivityChart } from './ActivityChart';
import { adminOverviewQuery, useAdminOverview } from './api';

/** @public The router reads it from the lazily loaded module (routes.tsx). */
export const prefetch = (queryClient: QueryClient) => queryClient.prefetchQuery(adminOverviewQuery());

/** An order's status by the orders namespace's key ("in_progress" is orders.status.inProgress). */
const statusKey = (status: string) => `orders.status.${status.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase())}`;

function Count({ label, value, to }: { label: string; value: string | number; to?: string }) {
  const body = (
    <>
      <span className="block text-sm text-slate-600">{label}</span>
      <span className="mt-1 block text-2xl font-semibold tracking-tight text-slate-900">{value}</span>
    </>
  );
  const box = 'block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';
  return (
    <li>
      {to ? (
        <Link to={to} className={`${box} hover:border-brand-500`}>
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}

function Counts({ o }: { o: AdminOverview }) {
  const { _ } = useLingui();
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Count label={_('admin.overview.openReports')} value={o.openReports} to="/admin/reports" />
        <Count label={_('admin.overview.openDisputes')} value={o.disputes.open} to="/admin/disputes" />
        <Count label={_('admin.overview.escalatedDisputes')} value={o.disputes.escalated} to="/admin/disputes" />
      </ul>
      <h2 className="text-sm font-semibold text-slate-900">{_('admin.overview.last24h')}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Count label={_('admin.overview.newUsers')} value={o.last24h.users} />
        <Count label={_('admin.overview.newPosts')} value={o.last24h.posts} />
        <Count label={_('admin.overview.newGigs')} value={o.last24h.gigs} />
        <Count label={_('admin.chart.ordersPaid')} value={o.last24h.orders} />
      </ul>
    </div>
  );
}

function Party({ party }: { party: AdminOrder['buyer'] }) {
  const { _ } = useLingui();
  if (!party) return <span className="text-slate-500">{_('admin.deletedUser')}</span>;
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center justify-end gap-1.5 sm:justify-start">
      <Link to={`/profile/${party.id}`} className="break-words text-slate-900 hover:text-brand-700 hover:underline">
        <bdi>{party.fullName}</bdi>
      </Link>
      {party.suspended && <Badge className="bg-red-50 text-red-700 ring-red-600/20">{_('admin.suspended')}</Badge>}
    </span>
  );
}

/** Open orders of suspended accounts: someone must decide what becomes of them. */
function SuspendedOrders({ list }: { list: AdminOverview['suspendedOpenOrders'] }) {
  const { _ } = useLingui();
  const money = useFormatMoney();
  if (list.total === 0) return <EmptyState title={_('admin.overview.noSuspendedOrders')} />;
  return (
    <div className="space-y-2">
      {list.total > list.items.length && (
        <p className="text-sm text-slate-600">
          {_('admin.overview.newestOf', { shown: list.items.length, total: list.total })}
        </p>
      )}
      <div className={t.wrapper}>
        <table className={t.table}>
          <caption className="sr-only">{_('admin.overview.suspendedCaption')}</caption>
          <thead className={t.thead}>
            <tr>
              <th scope="col" className="px-4 py-3">
                {_('admin.overview.order')}
              </th>
              <th scope="col" className="px-4 py-3">
                {_('admin.status')}
              </th>
              <th scope="col" className="px-4 py-3">
                {_('admin.overview.buyer')}
              </th>
              <th scope="col" className="px-4 py-3">
                {_('admin.overview.seller')}
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                {_('admin.overview.price')}
              </th>
            </tr>
          </thead>
          <tbody className={t.tbody}>
            {list.items.map((o) => (
              <tr key={o.id} className={t.row}>
                <td
                  className={`${t.cell} max-w-xs font-medium break-words text-slate-900`}
                  data-label={_('admin.overview.order')}
                  dir="auto"
                >
                  {o.title}
                </td>
                <td className={t.cell} data-label={_('admin.status')}>
                  {_(statusKey(o.status))}
                </td>
                <td className={t.cell} data-label={_('admin.overview.buyer')}>
                  <Party party={o.buyer} />
                </td>
                <td className={t.cell} data-label={_('admin.overview.seller')}>
                  <Party party={o.seller} />
                </td>
                <td className={`${t.cell} text-end`} data-label={_('admin.overview.price')}>
                  {money(o.priceCents, 'minor')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** /admin: the marketplace at a glance. */
export default function OverviewScreen() {
  const { _ } = useLingui();
  const money = useFormatMoney();
  const overview = useAdminOverview();
  return (
    <div className="space-y-6">
      <PageTitle>{_('admin.nav.overview')}</PageTitle>
      {overview.isPending && (
        <div role="status" aria-label={_('admin.overview.loading')} className="space-y-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      )}
      {overview.isError && <ErrorState onRetry={() => void overview.refetch()} />}
      {overview.data && (
        <>
          <Counts o={overview.data} />
          <Card className="space-y-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-base font-semibold text-slate-900">{_('admin.overview.last30d')}</h2>
              <p className="text-sm text-slate-600">
                {_('admin.chart.paymentVolume')}{' '}
                <span className="font-semibold text-slate-900">
                  {money(overview.data.paymentVolume30dCents, 'minor')}
                </span>
              </p>
            </div>
            <ActivityChart days={overview.data.daily} />
          </Card>
          <section className="space-y-3">
            <h2 className="text-base font-semibold text-slate-900">{_('admin.overview.suspendedOrders')}</h2>
            <SuspendedOrders list={overview.data.suspendedOpenOrders} />
          </section>
        </>
      )}
    </div>
  );
}
