import { CircleCheck } from 'lucide-react';
import { Button, ButtonLink } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { dateTimeOf } from '@web/lib/dates';

/**
 * Shown on /pay instead of a card form when this client already paid: an offer is paid once
 * (no form at all), a gig bought within the last day is bought again only when asked for.
 */
export function AlreadyPaid({
  kind,
  order,
  onBuyAgain,
}: {
  kind: 'gig' | 'offer';
  order: { _id: string; paidAt: string };
  onBuyAgain: () => void;
}) {
  return (
    <Card role="status" className="flex flex-col items-center gap-4 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        <CircleCheck className="size-6" aria-hidden />
      </span>
      <div className="space-y-1">
        <p className="text-lg font-semibold text-slate-900">
          {kind === 'offer' ? 'You already paid for this offer.' : 'You already bought this gig.'}
        </p>
        <p className="text-sm text-slate-600">
          Paid on {dateTimeOf(order.paidAt)}.
          {kind === 'gig' && ' Buying it again makes a second order and a second payment.'}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={`/orders/${order._id}`}>See the order</ButtonLink>
        {kind === 'gig' && (
          <Button variant="secondary" onClick={onBuyAgain}>
            Buy it again
          </Button>
        )}
      </div>
    </Card>
  );
}
