import { Printer } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '@web/api/client';
import { Button, ButtonLink } from '@web/ui/Button';
import { Card, Page } from '@web/ui/Card';
import { DetailRow } from '@web/ui/DetailRow';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { Skeleton } from '@web/ui/Skeleton';
import { useReceipt } from './api';
import { cents, FUNDS_LABELS, milestoneLabel } from './words';
import { dateOf } from '@web/lib/dates';

/**
 * /orders/{id}/receipt: a printable receipt for the order's buyer and seller; `?milestone=<id>`:
 * one milestone payment's of a contract (issue 34).
 */
export default function ReceiptScreen() {
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
          <EmptyState title="Receipt not found" />
        ) : (
          <ErrorState onRetry={() => void receipt.refetch()} />
        )}
      </Page>
    );
  const r = receipt.data;
  return (
    <Page className="max-w-2xl space-y-4 print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <ButtonLink to={`/orders/${r.orderId}`} variant="ghost" size="sm">
          Back to the order
        </ButtonLink>
        <Button onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden /> Print receipt
        </Button>
      </div>
      <Card className="space-y-6 print:border-0 print:shadow-none">
        <header className="space-y-1">
          <h1 className="text-2xl font-semibold text-slate-900">Receipt</h1>
          <p className="text-sm text-slate-600">
            Receipt number <span className="font-medium text-slate-900">{r.receiptNumber}</span> · {dateOf(r.date)}
          </p>
        </header>
        <dl>
          <DetailRow label="Paid by" value={r.buyer.fullName} />
          <DetailRow label="Paid to" value={r.seller.fullName} />
          <DetailRow label="Item" value={r.item} />
          {r.milestone && <DetailRow label="Milestone" value={milestoneLabel(r.milestone)} />}
          <DetailRow label="Amount" value={cents(r.amountCents)} />
          <DetailRow
            label="Platform fee"
            value={r.platformFeeCents === 0 ? `${cents(0)} (Workify charges no fees)` : cents(r.platformFeeCents)}
          />
          <DetailRow
            label="Payment method"
            value={
              r.paymentMethod ? `${r.paymentMethod.brand.toUpperCase()} ending in ${r.paymentMethod.last4}` : 'Card'
            }
          />
          <DetailRow label="Money" value={FUNDS_LABELS[r.funds]} />
          {r.refund && (
            <DetailRow label="Refund" value={`${cents(r.refund.amountCents)} on ${dateOf(r.refund.date)}`} />
          )}
        </dl>
        <p className="text-xs text-slate-600">
          Order {r.orderId}
          {r.milestone ? `, milestone ${r.milestone.position}` : ''}. Amounts in {r.currency.toUpperCase()}.
        </p>
      </Card>
    </Page>
  );
}
