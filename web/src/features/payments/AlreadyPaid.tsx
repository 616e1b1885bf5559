import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
  return (
    <Card role="status" className="flex flex-col items-center gap-4 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        <CircleCheck className="size-6" aria-hidden />
      </span>
      <div className="space-y-1">
        <p className="text-lg font-semibold text-slate-900">
          {_(kind === 'offer' ? 'payments.alreadyPaid.offer' : 'payments.alreadyPaid.gig')}
        </p>
        <p className="text-sm text-slate-600">
          {_(kind === 'gig' ? 'payments.alreadyPaid.paidOnGig' : 'payments.alreadyPaid.paidOn', {
            date: dateTimeOf(order.paidAt),
          })}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={`/orders/${order._id}`}>{_('payments.alreadyPaid.seeOrder')}</ButtonLink>
        {kind === 'gig' && (
          <Button variant="secondary" onClick={onBuyAgain}>
            {_('payments.alreadyPaid.buyAgain')}
          </Button>
        )}
      </div>
    </Card>
  );
}
