import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { HELD_MILESTONE_STATUSES } from '@shared/machines/milestones';
import type { OrderDetail } from '@shared/schemas/orders';
import { DisputeBanner } from '@web/features/disputes/DisputeBanner';
import { OpenDispute } from '@web/features/disputes/OpenDispute';
import { useDisputeEventWords } from '@web/features/disputes/use-dispute-words';
import { orderQuery } from '@web/features/orders/api';
import OrderDetailScreen from '@web/features/orders/OrderDetailScreen';
import { OrderFunds } from '@web/features/payouts/OrderFunds';
import { AddReviewForm } from '@web/features/reviews/AddReviewForm';

/** A contract's milestones that hold money: the ones a dispute may be about (none on a one-price order). */
const disputable = (order: OrderDetail) =>
  order.milestones
    .filter((m) => m._id && HELD_MILESTONE_STATUSES.includes(m.status))
    .map((m) => ({ _id: m._id!, position: m.position, title: m.title, amountCents: m.amountCents }));

/**
 * /orders/{id}: the order (orders feature) with where its money is (payouts), its dispute or the
 * way to open one (disputes) and the buyer's review of it at the end (reviews feature), gig or offer.
 */
export default function OrderDetailRoute() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const eventWords = useDisputeEventWords();
  return (
    <OrderDetailScreen
      eventWords={eventWords}
      money={(order, side) => <OrderFunds orderId={order._id} status={order.status} side={side} />}
      dispute={(order) => <DisputeBanner disputeId={order.disputeId} />}
      openDispute={(order) => <OpenDispute orderId={order._id} milestones={disputable(order)} />}
      review={(order) => (
        <div className="space-y-2">
          <h3 className="font-medium text-slate-900">
            {_(order.source === 'gig' ? 'orders.review.gig' : 'orders.review.work')}
          </h3>
          <AddReviewForm
            orderId={order._id}
            onAdded={() => void queryClient.invalidateQueries({ queryKey: orderQuery(order._id).queryKey })}
          />
        </div>
      )}
    />
  );
}
