import { useQueryClient } from '@tanstack/react-query';
import { orderQuery } from '@web/features/orders/api';
import OrderDetailScreen from '@web/features/orders/OrderDetailScreen';
import { OrderFunds } from '@web/features/payouts/OrderFunds';
import { AddReviewForm } from '@web/features/reviews/AddReviewForm';

/** /orders/{id}: the order (orders feature) with where its money is (payouts) and the buyer's gig review at the end (reviews feature). */
export default function OrderDetailRoute() {
  const queryClient = useQueryClient();
  return (
    <OrderDetailScreen
      money={(order) => <OrderFunds orderId={order._id} status={order.status} />}
      review={(order) =>
        order.gig._id &&
        order.seller._id && (
          <div className="space-y-2">
            <h3 className="font-medium text-slate-900">Review this gig</h3>
            <AddReviewForm gigId={order.gig._id} sellerId={order.seller._id} onAdded={() => void queryClient.invalidateQueries({ queryKey: orderQuery(order._id).queryKey })} />
          </div>
        )
      }
    />
  );
}
