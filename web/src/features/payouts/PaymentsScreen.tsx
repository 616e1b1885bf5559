import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { useFormatMoney } from '@web/lib/i18n';
import { useMe } from '@web/lib/session';
import { ButtonLink } from '@web/ui/Button';
import { Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { stackedTable as t } from '@web/ui/stacked-table';
import { usePayments } from './api';
import { FUNDS_KEYS, receiptPath } from './words';
import { dateOf } from '@web/lib/dates';

function Payments() {
  const { _ } = useLingui();
  const money = useFormatMoney();
  const list = usePayments();
  if (list.isPending) return <Skeleton className="h-40 w-full" />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((p) => p.items);
  if (rows.length === 0)
    return (
      <EmptyState title={_('payouts.payments.none')}>
        <ButtonLink to="/gigs">{_('payouts.payments.browse')}</ButtonLink>
      </EmptyState>
    );
  return (
    <div className="space-y-3">
      <div className={t.wrapper}>
        <table className={t.table}>
          <caption className="sr-only">{_('payouts.payments.caption')}</caption>
          <thead className={t.thead}>
            <tr>
              <th scope="col" className="px-4 py-3">
                {_('payouts.payments.date')}
              </th>
              <th scope="col" className="px-4 py-3">
                {_('payouts.payments.order')}
              </th>
              <th scope="col" className="px-4 py-3">
                {_('payouts.payments.money')}
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                {_('payouts.payments.amount')}
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{_('payouts.payments.receipt')}</span>
              </th>
            </tr>
          </thead>
          <tbody className={t.tbody}>
            {rows.map((p) => (
              <tr key={p.milestone?._id ?? p.orderId} className={t.row}>
                <td className={t.cell} data-label={_('payouts.payments.date')}>
                  {dateOf(p.paidAt)}
                </td>
                <td className={`${t.cell} max-w-xs`} data-label={_('payouts.payments.order')}>
                  <span className="min-w-0 text-end sm:text-start">
                    <Link to={`/orders/${p.orderId}`} className="block truncate text-brand-700 hover:underline">
                      {p.title}
                    </Link>
                    {p.milestone && (
                      <span className="block truncate text-sm text-slate-700">
                        <Trans
                          id="receipts.milestoneName"
                          values={{ position: p.milestone.position, title: <bdi>{p.milestone.title}</bdi> }}
                        />
                      </span>
                    )}
                    <bdi className="block truncate text-xs text-slate-600">{p.seller}</bdi>
                  </span>
                </td>
                <td className={t.cell} data-label={_('payouts.payments.money')}>
                  {_(FUNDS_KEYS[p.funds])}
                </td>
                <td className={`${t.cell} text-end font-medium tabular-nums`} data-label={_('payouts.payments.amount')}>
                  {money(p.amountCents, 'minor')}
                </td>
                <td className={`${t.cell} text-end`}>
                  <Link
                    to={receiptPath(p.orderId, p.milestone)}
                    className="font-medium text-brand-700 hover:underline"
                    aria-label={
                      p.milestone
                        ? _('payouts.payments.receiptForMilestone', {
                            title: p.title,
                            position: p.milestone.position,
                            milestone: p.milestone.title,
                          })
                        : _('payouts.payments.receiptFor', { title: p.title })
                    }
                  >
                    {_('payouts.payments.receipt')}
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
        label={_('payouts.payments.more')}
      />
    </div>
  );
}

/** /payments: every payment a client made, with its order and receipt. */
export default function PaymentsScreen() {
  const { _ } = useLingui();
  const { user } = useMe();
  return (
    <Page className="space-y-6">
      <PageTitle>{_('payouts.payments.title')}</PageTitle>
      {user && !user.isClient ? (
        <EmptyState title={_('payouts.payments.forClients')}>{_('payouts.payments.earningsElsewhere')}</EmptyState>
      ) : (
        <Payments />
      )}
    </Page>
  );
}
