import type { AdminDispute } from '@shared/schemas/disputes';
import AdminDisputeScreen from '@web/features/disputes/AdminDisputeScreen';
import { useDisputeEventWords } from '@web/features/disputes/use-dispute-words';
import { Deliveries, Timeline } from '@web/features/orders/OrderHistory';

/** @public The router reads it from the lazily loaded module (routes.tsx). */
export { prefetch } from '@web/features/disputes/AdminDisputeScreen';

/** The disputed order's story as the orders feature tells it: both sides' steps and every delivery. */
const story = (d: AdminDispute) => ({
  buyer: d.order.buyer,
  seller: d.order.seller,
  timeline: d.timeline,
  deliveries: d.deliveries,
});

/** /admin/disputes/{id}: the dispute (disputes feature) beside its order's timeline and deliveries (orders feature). */
export default function AdminDisputeRoute() {
  const words = useDisputeEventWords();
  return (
    <AdminDisputeScreen
      orderTimeline={(d) => <Timeline order={story(d)} words={words} />}
      deliveries={(d) => <Deliveries order={story(d)} />}
    />
  );
}
