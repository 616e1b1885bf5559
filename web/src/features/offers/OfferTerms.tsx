import { Clock, RefreshCw } from 'lucide-react';
import { formatMoney } from '@shared/money';
import type { Offer } from '@shared/schemas/offers';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** A milestone contract's milestones (issue 34): each one's title, amount and days, then their total, the price. */
function OfferMilestones({ offer }: { offer: Offer }) {
  return (
    <div className="space-y-2">
      <ol aria-label="Milestones" className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
        {offer.milestones.map((m) => (
          <li key={m._id ?? m.position} className="flex items-start justify-between gap-3 px-3 py-2">
            <span className="min-w-0">
              <span className="font-medium wrap-anywhere text-slate-900">
                {m.position}. {m.title}
              </span>
              <span className="block text-xs text-slate-600">Due {days(m.dueInDays)} after funding</span>
            </span>
            <span className="font-medium whitespace-nowrap text-slate-900">{formatMoney(m.amountCents, 'minor')}</span>
          </li>
        ))}
      </ol>
      <p className="flex justify-between gap-3 px-3 text-sm text-slate-700">
        <span>Total</span>
        <span className="font-semibold text-slate-900">{formatMoney(offer.price)}</span>
      </p>
    </div>
  );
}

/** Price, delivery days and revisions: what the offer buys; a milestone contract lists its milestones. */
export function OfferTerms({ offer }: { offer: Offer }) {
  const inMilestones = offer.milestones.length > 0;
  return (
    <div className="space-y-3">
      <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <div>
          <dt className="sr-only">Price</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatMoney(offer.price)}</dd>
        </div>
        <div className="flex items-center gap-1">
          <Clock className="size-4" aria-hidden />
          <dt className="sr-only">Delivery</dt>
          <dd>{inMilestones ? `${days(offer.deliveryDays)} in all` : `${days(offer.deliveryDays)} delivery`}</dd>
        </div>
        {inMilestones ? (
          <div>
            <dt className="sr-only">Payment</dt>
            <dd>
              In {offer.milestones.length} {offer.milestones.length === 1 ? 'milestone' : 'milestones'}
            </dd>
          </div>
        ) : (
          <div className="flex items-center gap-1">
            <RefreshCw className="size-4" aria-hidden />
            <dt className="sr-only">Revisions</dt>
            <dd>
              {offer.revisions} {offer.revisions === 1 ? 'revision' : 'revisions'}
            </dd>
          </div>
        )}
      </dl>
      {inMilestones && <OfferMilestones offer={offer} />}
    </div>
  );
}
