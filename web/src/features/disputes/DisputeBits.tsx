import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Dispute, DisputeStatus } from '@shared/schemas/disputes';
import { Card, PageTitle } from '@web/ui/Card';
import { cn } from '@web/ui/cn';
import { Thumbnail } from '@web/ui/Thumbnail';
import { iso, useDisputeWords } from './use-dispute-words';
import { STATUS_TONES } from './words';

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const w = useDisputeWords();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        STATUS_TONES[status],
      )}
    >
      {w.status(status)}
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
export function DisputeHeader({ dispute: d, eyebrow }: { dispute: Dispute; eyebrow?: string }) {
  const w = useDisputeWords();
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-500">{eyebrow ?? w._('disputes.title')}</p>
      <PageTitle className="text-2xl wrap-anywhere">
        <bdi>{d.order.title}</bdi>
      </PageTitle>
      {d.milestone && (
        <p className="text-base font-medium wrap-anywhere text-slate-800">
          {w.t('disputes.header.on', { milestone: w.milestoneName(d.milestone) })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <DisputeStatusBadge status={d.status} />
        <span>{w.reason(d.reason)}</span>
        <span>
          {w.t('disputes.header.opened', {
            name: iso(d.openedBy.fullName),
            side: d.openedBySide,
            date: w.dateTime(d.createdAt),
          })}
        </span>
      </div>
    </div>
  );
}

/** The disputed order in a few lines; its parties see a link to the order page. */
export function OrderSummary({ dispute: d }: { dispute: Dispute }) {
  const w = useDisputeWords();
  const o = d.order;
  const rows: [string, ReactNode][] = [
    [w._('disputes.order.price'), w.cents(o.priceCents)],
    // A contract's dispute is about one milestone: only its amount is at stake.
    ...(d.milestone ? [[w._('disputes.order.milestone'), w.milestoneName(d.milestone)] as [string, ReactNode]] : []),
    [w._('disputes.order.status'), w.orderStatus(o.status)],
    [w._('disputes.order.buyer'), iso(o.buyer.fullName)],
    [w._('disputes.order.seller'), iso(o.seller.fullName)],
  ];
  return (
    <Panel title={w._('disputes.panel.order')}>
      <div className="flex items-center gap-3">
        <Thumbnail src={o.img} />
        <p className="min-w-0 text-sm font-medium wrap-anywhere text-slate-900">
          {d.viewerSide === 'admin' ? (
            <bdi>{o.title}</bdi>
          ) : (
            <Link to={`/orders/${o._id}`} className="text-brand-700 hover:underline">
              <bdi>{o.title}</bdi>
            </Link>
          )}
        </p>
      </div>
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 py-2">
            <dt className="shrink-0 text-slate-500">{label}</dt>
            <dd className="min-w-0 text-end font-medium wrap-anywhere text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
