import { Trans, useLingui } from '@lingui/react';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { OrderDetail } from '@shared/schemas/orders';
import { DeliveryForm } from './DeliveryForm';
import type { OrderSlots } from './OrderDetailScreen';
import { AnswersForm } from './OrderAnswers';
import { AcceptDelivery, CancelOrder, RateBuyerForm, RequirementsForm, RevisionForm } from './OrderForms';
import { RevisionRequest, revisionRequests, Section } from './OrderHistory';
import { nextStep } from './next-step';

/** The clock, ticking every `ms`, so a countdown stays true while the page is open. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * What happens next, in words, for the one reading, with the auto-complete countdown; then the
 * actions the server allows them now (and nothing else). The seller about to deliver a revision
 * sees the request right above the delivery form.
 */
export function NextStepCard({
  order,
  side,
  review,
  openDispute,
}: { order: OrderDetail; side: 'buyer' | 'seller' } & Pick<OrderSlots, 'review' | 'openDispute'>) {
  const { _ } = useLingui();
  const now = useNow(30_000);
  const step = nextStep(order, side, now);
  const may = new Set(order.allowedActions);
  const last = order.deliveries.at(-1);
  const request =
    side === 'seller' && order.status === 'revision' && last ? revisionRequests(order).get(last._id) : undefined;
  return (
    <Section title={_('orders.next.title')} className="border-brand-200">
      <p className="text-base text-slate-800">
        <Trans id={step.text.text} values={step.text.values} components={{ 0: <bdi /> }} />
      </p>
      {step.autoComplete && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Clock className="size-4 shrink-0 text-brand-700" aria-hidden />
          <span>
            <Trans
              id="orders.next.autoComplete"
              values={{ left: _(step.autoComplete.left.text, step.autoComplete.left.values) }}
              components={{ 0: <strong className="font-semibold text-slate-900" /> }}
            />
          </span>
        </p>
      )}
      {request && <RevisionRequest request={request} buyer={order.buyer.fullName} />}
      <div className="space-y-5 pt-1">
        {may.has('send_requirements') &&
          (order.questions.length > 0 ? <AnswersForm order={order} /> : <RequirementsForm orderId={order._id} />)}
        {may.has('deliver') && <DeliveryForm orderId={order._id} />}
        {(may.has('accept') || may.has('request_revision')) && (
          <div className="space-y-4">
            {may.has('accept') && <AcceptDelivery orderId={order._id} seller={order.seller.fullName} />}
            {may.has('request_revision') && (
              <RevisionForm orderId={order._id} left={order.revisionsAllowed - order.revisionsUsed} />
            )}
          </div>
        )}
        {may.has('rate_buyer') && <RateBuyerForm orderId={order._id} />}
        {side === 'buyer' && order.status === 'completed' && !order.reviewed && review?.(order)}
        {may.has('cancel') && <CancelOrder orderId={order._id} />}
        {may.has('open_dispute') && openDispute?.(order)}
      </div>
    </Section>
  );
}
