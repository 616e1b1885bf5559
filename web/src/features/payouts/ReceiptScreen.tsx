import { Trans, useLingui } from '@lingui/react';
import { Printer } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '@web/api/client';
import { useFormatDate } from '@web/lib/dates';
import { useFormatMoney } from '@web/lib/i18n';
import { Button, ButtonLink } from '@web/ui/Button';
import { Card, Page } from '@web/ui/Card';
import { DetailRow } from '@web/ui/DetailRow';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { Skeleton } from '@web/ui/Skeleton';
import { useReceipt } from './api';
import { FUNDS_KEYS } from './words';

/**
 * /orders/{id}/receipt: a printable receipt for the order's buyer and seller; `?milestone=<id>`:
 * one milestone payment's of a contract (issue 34). In the page's language (issue 33): amounts
 * by formatMoney in that language, dates in the viewer's zone, names and titles isolated.
 */
export default function ReceiptScreen() {
  const { _ } = useLingui();
  const money = useFormatMoney();
  const formatDate = useFormatDate();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const receipt = useReceipt(id, undefined, search.get('milestone') ?? undefined);
  if (receipt.isPending)
    return (
      <Page>
        <Skeleton className="mx-auto h-96 max-w-2xl" />
      </Page>
    );
  if (receipt.isError)
    return (
      <Page>
        {receipt.error instanceof ApiError && receipt.error.status === 404 ? (
          <EmptyState title={_('receipts.notFound')} />
        ) : (
          <ErrorState onRetry={() => void receipt.refetch()} />
        )}
      </Page>
    );
  const r = receipt.data;
  const cents = (amount: number) => money(amount, 'minor');
  const date = (iso: string) => formatDate(iso, 'date');
  return (
    <Page className="max-w-2xl space-y-4 print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <ButtonLink to={`/orders/${r.orderId}`} variant="ghost" size="sm">
          {_('receipts.back')}
        </ButtonLink>
        <Button onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden /> {_('receipts.print')}
        </Button>
      </div>
      <Card className="space-y-6 print:border-0 print:shadow-none">
        <header className="space-y-1">
          <h1 className="text-2xl font-semibold text-slate-900">{_('receipts.title')}</h1>
          <p className="text-sm text-slate-600">
            <Trans
              id="receipts.number"
              values={{ number: r.receiptNumber, date: date(r.date) }}
              components={{ 0: <bdi className="font-medium text-slate-900" /> }}
            />
          </p>
        </header>
        <dl>
          <DetailRow label={_('receipts.paidBy')} value={<bdi>{r.buyer.fullName}</bdi>} />
          <DetailRow label={_('receipts.paidTo')} value={<bdi>{r.seller.fullName}</bdi>} />
          <DetailRow label={_('receipts.item')} value={<bdi>{r.item}</bdi>} />
          {r.milestone && (
            <DetailRow
              label={_('receipts.milestone')}
              value={
                <Trans
                  id="receipts.milestoneName"
                  values={{ position: r.milestone.position, title: <bdi>{r.milestone.title}</bdi> }}
                />
              }
            />
          )}
          <DetailRow label={_('receipts.amount')} value={cents(r.amountCents)} />
          <DetailRow
            label={_('receipts.fee')}
            value={r.platformFeeCents === 0 ? _('receipts.noFees', { amount: cents(0) }) : cents(r.platformFeeCents)}
          />
          <DetailRow
            label={_('receipts.method')}
            value={
              r.paymentMethod
                ? _('receipts.card', { brand: r.paymentMethod.brand.toUpperCase(), last4: r.paymentMethod.last4 })
                : _('receipts.cardOnly')
            }
          />
          <DetailRow label={_('receipts.money')} value={_(FUNDS_KEYS[r.funds])} />
          {r.refund && (
            <DetailRow
              label={_('receipts.refund')}
              value={_('receipts.refundOn', { amount: cents(r.refund.amountCents), date: date(r.refund.date) })}
            />
          )}
        </dl>
        <p className="text-xs text-slate-600">
          <Trans
            id="receipts.footer"
            values={{
              // Isolated: a long id wraps left to right inside a right-to-left sentence.
              id: <bdi className="break-all">{r.orderId}</bdi>,
              milestone: r.milestone ? 'yes' : 'no',
              position: r.milestone?.position ?? 0,
              currency: r.currency.toUpperCase(),
            }}
          />
        </p>
      </Card>
    </Page>
  );
}
