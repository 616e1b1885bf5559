import type { ReactNode } from 'react';
import type { OrderDelivery, OrderDetail, OrderEvent, OrderEventKind } from '@shared/schemas/orders';
import { Card } from '@web/ui/Card';
import { UserText } from '@web/ui/UserText';
import { dateTimeOf } from '@web/lib/dates';
import { FileLinks } from './FilesField';

const EVENT_LABELS: Record<OrderEventKind, string> = {
  paid: 'Paid',
  requirements: 'Requirements sent',
  delivered: 'Delivered',
  revision: 'Revision requested',
  disputed: 'Dispute opened',
  dispute_withdrawn: 'Dispute withdrawn',
  dispute_resolved: 'Dispute resolved',
  completed: 'Accepted: completed',
  auto_completed: 'Completed automatically',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  buyer_rated: 'Client rated',
  extension_asked: 'More time asked for',
  extension_accepted: 'More time accepted: due date moved',
  extension_declined: 'More time declined',
  cancel_asked: 'Asked to cancel',
  cancel_declined: 'Cancel request declined',
  cancel_expired: 'Cancel request expired unanswered',
  milestone_funded: 'Milestone funded',
  milestone_submitted: 'Milestone submitted',
  milestone_changes: 'Changes requested on a milestone',
  milestone_approved: 'Milestone approved: funds released',
  milestone_proposed: 'New milestone proposed',
  milestone_accepted: 'New milestone accepted',
  milestone_declined: 'New milestone declined',
  milestone_refunded: 'Milestone refunded',
};

export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={`space-y-3 p-5 ${className ?? ''}`}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

/** What the order's story reads: its parties, timeline and deliveries (an admin's dispute screen has them too). */
export type OrderStory = Pick<OrderDetail, 'buyer' | 'seller' | 'timeline' | 'deliveries'>;

export function Timeline({ order }: { order: OrderStory }) {
  const who = (id: string | null) =>
    id === order.buyer._id ? order.buyer.fullName : id === order.seller._id ? order.seller.fullName : 'Workify';
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4" aria-label="Timeline">
      {order.timeline.map((e, i) => (
        <li key={i} className="space-y-0.5">
          <p className="text-sm font-medium text-slate-900">
            {EVENT_LABELS[e.kind]} <span className="font-normal text-slate-500">· {who(e.actorId)}</span>
          </p>
          <p className="text-xs text-slate-500">{dateTimeOf(e.createdAt)}</p>
          {e.message && <UserText text={e.message} className="text-sm text-slate-700" />}
        </li>
      ))}
    </ol>
  );
}

/** The revision request that answered each delivery (the first one after it, before the next delivery). */
export function revisionRequests(order: OrderStory): Map<string, OrderEvent> {
  const requests = order.timeline.filter((e) => e.kind === 'revision');
  const answered = new Map<string, OrderEvent>();
  order.deliveries.forEach((d, i) => {
    const next = order.deliveries[i + 1]?.createdAt;
    const request = requests.find((r) => r.createdAt > d.createdAt && (!next || r.createdAt < next));
    if (request) answered.set(d._id, request);
  });
  return answered;
}

/** A revision request, quoted where it belongs: under the delivery it asks to change. */
export function RevisionRequest({ request, buyer }: { request: OrderEvent; buyer: string }) {
  return (
    <figure className="rounded-lg border-l-4 border-amber-400 bg-amber-50 p-3" aria-label="Revision request">
      <figcaption className="text-xs font-medium text-amber-900">
        {buyer} asked for a revision · {dateTimeOf(request.createdAt)}
      </figcaption>
      <UserText text={request.message ?? ''} className="mt-1 text-sm text-slate-800" />
    </figure>
  );
}

export function DeliveryItem({ delivery, number }: { delivery: OrderDelivery; number: number }) {
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3">
      <p className="text-xs text-slate-500">
        Delivery {number} · {dateTimeOf(delivery.createdAt)}
      </p>
      <UserText text={delivery.message} className="text-sm text-slate-800" />
      <FileLinks files={delivery.files} />
    </div>
  );
}

/** Every delivery, each followed by the revision request it got. */
export function Deliveries({ order }: { order: OrderStory }) {
  if (!order.deliveries.length) return <p className="text-sm text-slate-500">Nothing delivered yet.</p>;
  const requests = revisionRequests(order);
  return (
    <ol className="space-y-4" aria-label="Deliveries">
      {order.deliveries.map((d, i) => (
        <li key={d._id} className="space-y-2">
          <DeliveryItem delivery={d} number={i + 1} />
          {requests.has(d._id) && <RevisionRequest request={requests.get(d._id)!} buyer={order.buyer.fullName} />}
        </li>
      ))}
    </ol>
  );
}
