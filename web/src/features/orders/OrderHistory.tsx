import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { OrderDelivery, OrderDetail, OrderEvent, OrderEventKind } from '@shared/schemas/orders';
import { Card } from '@web/ui/Card';
import { UserText } from '@web/ui/UserText';
import { dateTimeOf } from '@web/lib/dates';
import { useStoredWords } from './stored-words';
import { FileLinks } from './FilesField';

/** Each event's words (keys in orders.json). */
const EVENT_LABELS: Record<OrderEventKind, string> = {
  paid: 'orders.event.paid',
  requirements: 'orders.event.requirements',
  delivered: 'orders.event.delivered',
  revision: 'orders.event.revision',
  disputed: 'orders.event.disputed',
  dispute_withdrawn: 'orders.event.disputeWithdrawn',
  dispute_resolved: 'orders.event.disputeResolved',
  completed: 'orders.event.completed',
  auto_completed: 'orders.event.autoCompleted',
  cancelled: 'orders.event.cancelled',
  refunded: 'orders.event.refunded',
  buyer_rated: 'orders.event.buyerRated',
  extension_asked: 'orders.event.extensionAsked',
  extension_accepted: 'orders.event.extensionAccepted',
  extension_declined: 'orders.event.extensionDeclined',
  cancel_asked: 'orders.event.cancelAsked',
  cancel_declined: 'orders.event.cancelDeclined',
  cancel_expired: 'orders.event.cancelExpired',
  milestone_funded: 'orders.event.milestoneFunded',
  milestone_submitted: 'orders.event.milestoneSubmitted',
  milestone_changes: 'orders.event.milestoneChanges',
  milestone_approved: 'orders.event.milestoneApproved',
  milestone_proposed: 'orders.event.milestoneProposed',
  milestone_accepted: 'orders.event.milestoneAccepted',
  milestone_declined: 'orders.event.milestoneDeclined',
  milestone_refunded: 'orders.event.milestoneRefunded',
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

/** An event's message as another feature words it in the page's language, or null to show it as stored. */
export type EventWords = (event: OrderEvent) => ReactNode;

export function Timeline({ order, words }: { order: OrderStory; words?: EventWords }) {
  const { _ } = useLingui();
  const stored = useStoredWords();
  const who = (id: string | null) =>
    id === order.buyer._id ? order.buyer.fullName : id === order.seller._id ? order.seller.fullName : 'Workify';
  return (
    <ol className="space-y-3 border-s-2 border-slate-200 ps-4" aria-label={_('orders.timeline.title')}>
      {order.timeline.map((e, i) => {
        const worded = e.message ? (words?.(e) ?? stored(e.message)) : null;
        return (
          <li key={i} className="space-y-0.5">
            <p className="text-sm font-medium text-slate-900">
              {_(EVENT_LABELS[e.kind])}{' '}
              <span className="font-normal text-slate-500">
                · <bdi>{who(e.actorId)}</bdi>
              </span>
            </p>
            <p className="text-xs text-slate-500">{dateTimeOf(e.createdAt)}</p>
            {worded ? (
              <p className="text-sm text-slate-700">{worded}</p>
            ) : (
              e.message && <UserText text={e.message} className="text-sm text-slate-700" />
            )}
          </li>
        );
      })}
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
  const { _ } = useLingui();
  return (
    <figure
      className="rounded-lg border-s-4 border-amber-400 bg-amber-50 p-3"
      aria-label={_('orders.revisionRequest.label')}
    >
      <figcaption className="text-xs font-medium text-amber-900">
        <Trans
          id="orders.revisionRequest.caption"
          values={{ buyer, date: dateTimeOf(request.createdAt) }}
          components={{ 0: <bdi /> }}
        />
      </figcaption>
      <UserText text={request.message ?? ''} className="mt-1 text-sm text-slate-800" />
    </figure>
  );
}

export function DeliveryItem({ delivery, number }: { delivery: OrderDelivery; number: number }) {
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3">
      <p className="text-xs text-slate-500">
        <Trans id="orders.delivery.caption" values={{ number, date: dateTimeOf(delivery.createdAt) }} />
      </p>
      <UserText text={delivery.message} className="text-sm text-slate-800" />
      <FileLinks files={delivery.files} />
    </div>
  );
}

/** Every delivery, each followed by the revision request it got. */
export function Deliveries({ order }: { order: OrderStory }) {
  const { _ } = useLingui();
  if (!order.deliveries.length) return <p className="text-sm text-slate-500">{_('orders.deliveries.none')}</p>;
  const requests = revisionRequests(order);
  return (
    <ol className="space-y-4" aria-label={_('orders.deliveries.title')}>
      {order.deliveries.map((d, i) => (
        <li key={d._id} className="space-y-2">
          <DeliveryItem delivery={d} number={i + 1} />
          {requests.has(d._id) && <RevisionRequest request={requests.get(d._id)!} buyer={order.buyer.fullName} />}
        </li>
      ))}
    </ol>
  );
}
