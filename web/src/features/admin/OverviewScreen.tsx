import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminOrder, AdminOverview } from '@shared/schemas/admin';
import { formatMoney } from '@shared/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shared/machines/orders';
import { Badge } from '@web/ui/Badge';
import { Card, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { Skeleton } from '@web/ui/Skeleton';
import { stackedTable as t } from '@web/ui/stacked-table';
import { ActivityChart } from './ActivityChart';
import { adminOverviewQuery, useAdminOverview } from './api';

/** @public The router reads it from the lazily loaded module (routes.tsx). */
export const prefetch = (queryClient: QueryClient) => queryClient.prefetchQuery(adminOverviewQuery());

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
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Count label="Open reports" value={o.openReports} to="/admin/reports" />
        <Count label="Open disputes" value={o.disputes.open} to="/admin/disputes" />
        <Count label="Escalated disputes" value={o.disputes.escalated} to="/admin/disputes" />
      </ul>
      <h2 className="text-sm font-semibold text-slate-900">Last 24 hours</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Count label="New users" value={o.last24h.users} />
        <Count label="New job posts" value={o.last24h.posts} />
        <Count label="New gigs" value={o.last24h.gigs} />
        <Count label="Orders paid" value={o.last24h.orders} />
      </ul>
    </div>
  );
}

function Party({ party }: { party: AdminOrder['buyer'] }) {
  if (!party) return <span className="text-slate-500">Deleted user</span>;
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center justify-end gap-1.5 sm:justify-start">
      <Link to={`/profile/${party.id}`} className="break-words text-slate-900 hover:text-brand-700 hover:underline">
        {party.fullName}
      </Link>
      {party.suspended && <Badge className="bg-red-50 text-red-700 ring-red-600/20">Suspended</Badge>}
    </span>
  );
}

/** Open orders of suspended accounts: someone must decide what becomes of them. */
function SuspendedOrders({ list }: { list: AdminOverview['suspendedOpenOrders'] }) {
  if (list.total === 0) return <EmptyState title="No open orders of suspended accounts" />;
  return (
    <div className="space-y-2">
      {list.total > list.items.length && (
        <p className="text-sm text-slate-600">
          The newest {list.items.length} of {list.total}.
        </p>
      )}
      <div className={t.wrapper}>
        <table className={t.table}>
          <caption className="sr-only">Open orders of suspended accounts, newest first</caption>
          <thead className={t.thead}>
            <tr>
              <th scope="col" className="px-4 py-3">
                Order
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Buyer
              </th>
              <th scope="col" className="px-4 py-3">
                Seller
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Price
              </th>
            </tr>
          </thead>
          <tbody className={t.tbody}>
            {list.items.map((o) => (
              <tr key={o.id} className={t.row}>
                <td className={`${t.cell} max-w-xs font-medium break-words text-slate-900`} data-label="Order">
                  {o.title}
                </td>
                <td className={t.cell} data-label="Status">
                  {ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status}
                </td>
                <td className={t.cell} data-label="Buyer">
                  <Party party={o.buyer} />
                </td>
                <td className={t.cell} data-label="Seller">
                  <Party party={o.seller} />
                </td>
                <td className={`${t.cell} text-right`} data-label="Price">
                  {formatMoney(o.priceCents, 'minor')}
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
  const overview = useAdminOverview();
  return (
    <div className="space-y-6">
      <PageTitle>Overview</PageTitle>
      {overview.isPending && (
        <div role="status" aria-label="Loading the overview" className="space-y-4">
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
              <h2 className="text-base font-semibold text-slate-900">Last 30 days</h2>
              <p className="text-sm text-slate-600">
                Payment volume{' '}
                <span className="font-semibold text-slate-900">
                  {formatMoney(overview.data.paymentVolume30dCents, 'minor')}
                </span>
              </p>
            </div>
            <ActivityChart days={overview.data.daily} />
          </Card>
          <section className="space-y-3">
            <h2 className="text-base font-semibold text-slate-900">Open orders of suspended accounts</h2>
            <SuspendedOrders list={overview.data.suspendedOpenOrders} />
          </section>
        </>
      )}
    </div>
  );
}
