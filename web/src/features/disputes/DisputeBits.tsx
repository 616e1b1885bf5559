import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ORDER_STATUS_LABELS } from '@shared/machines/orders';
import {
  DISPUTE_REASON_LABELS,
  DISPUTE_STATUS_LABELS,
  type Dispute,
  type DisputeStatus,
} from '@shared/schemas/disputes';
import { Card, PageTitle } from '@web/ui/Card';
import { cn } from '@web/ui/cn';
import { Thumbnail } from '@web/ui/Thumbnail';
import { cents, milestoneName, STATUS_TONES } from './words';
import { dateTimeOf } from '@web/lib/dates';

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        STATUS_TONES[status],
      )}
    >
      {DISPUTE_STATUS_LABELS[status]}
    </span>
  );
}

/** A titled card of the dispute pages: a region named by its heading. */
export function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0">
      <Card className={cn('space-y-4 p-5 sm:p-5', className)}>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}

/** The page's head: which order, the dispute's state and why it was opened. */
export function DisputeHeader({ dispute: d, eyebrow = 'Dispute' }: { dispute: Dispute; eyebrow?: string }) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-500">{eyebrow}</p>
      <PageTitle className="text-2xl wrap-anywhere">{d.order.title}</PageTitle>
      {d.milestone && (
        <p className="text-base font-medium wrap-anywhere text-slate-800">On {milestoneName(d.milestone)}</p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <DisputeStatusBadge status={d.status} />
        <span>{DISPUTE_REASON_LABELS[d.reason]}</span>
        <span>
          Opened by {d.openedBy.fullName} ({d.openedBySide}) on {dateTimeOf(d.createdAt)}
        </span>
      </div>
    </div>
  );
}

/** The disputed order in a few lines; its parties see a link to the order page. */
export function OrderSummary({ dispute: d }: { dispute: Dispute }) {
  const o = d.order;
  const rows: [string, ReactNode][] = [
    ['Price', cents(o.priceCents)],
    // A contract's dispute is about one milestone: only its amount is at stake.
    ...(d.milestone ? [['Milestone', milestoneName(d.milestone)] as [string, ReactNode]] : []),
    ['Order status', ORDER_STATUS_LABELS[o.status]],
    ['Buyer', o.buyer.fullName],
    ['Seller', o.seller.fullName],
  ];
  return (
    <Panel title="The order">
      <div className="flex items-center gap-3">
        <Thumbnail src={o.img} />
        <p className="min-w-0 text-sm font-medium wrap-anywhere text-slate-900">
          {d.viewerSide === 'admin' ? (
            o.title
          ) : (
            <Link to={`/orders/${o._id}`} className="text-brand-700 hover:underline">
              {o.title}
            </Link>
          )}
        </p>
      </div>
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 py-2">
            <dt className="shrink-0 text-slate-500">{label}</dt>
            <dd className="min-w-0 text-right font-medium wrap-anywhere text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
