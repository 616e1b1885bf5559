import { Clock, RefreshCw } from 'lucide-react';
import { useLingui } from '@lingui/react';
import type { Offer } from '@shared/schemas/offers';
import { useFormatMoney } from '@web/lib/i18n';

/** A milestone contract's milestones (issue 34): each one's title, amount and days, then their total, the price. */
function OfferMilestones({ offer }: { offer: Offer }) {
  const { _ } = useLingui();
  const formatMoney = useFormatMoney();
  return (
    <div className="space-y-2">
      <ol
        aria-label={_('offers.terms.milestones')}
        className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm"
      >
        {offer.milestones.map((m) => (
          <li key={m._id ?? m.position} className="flex items-start justify-between gap-3 px-3 py-2">
            <span className="min-w-0">
              <span className="font-medium wrap-anywhere text-slate-900">
                {m.position}. {m.title}
              </span>
              <span className="block text-xs text-slate-600">
                {_('offers.terms.dueAfterFunding', { days: m.dueInDays })}
              </span>
            </span>
            <span className="font-medium whitespace-nowrap text-slate-900">{formatMoney(m.amountCents, 'minor')}</span>
          </li>
        ))}
      </ol>
      <p className="flex justify-between gap-3 px-3 text-sm text-slate-700">
        <span>{_('offers.terms.total')}</span>
        <span className="font-semibold text-slate-900">{formatMoney(offer.price)}</span>
      </p>
    </div>
  );
}

/** Price, delivery days and revisions: what the offer buys; a milestone contract lists its milestones. */
export function OfferTerms({ offer }: { offer: Offer }) {
  const { _ } = useLingui();
  const formatMoney = useFormatMoney();
  const inMilestones = offer.milestones.length > 0;
  return (
    <div className="space-y-3">
      <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <div>
          <dt className="sr-only">{_('offers.terms.price')}</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatMoney(offer.price)}</dd>
        </div>
        <div className="flex items-center gap-1">
          <Clock className="size-4" aria-hidden />
          <dt className="sr-only">{_('offers.terms.delivery')}</dt>
          <dd>
            {_(inMilestones ? 'offers.terms.daysInAll' : 'offers.terms.daysDelivery', { days: offer.deliveryDays })}
          </dd>
        </div>
        {inMilestones ? (
          <div>
            <dt className="sr-only">{_('offers.terms.payment')}</dt>
            <dd>{_('offers.terms.inMilestones', { count: offer.milestones.length })}</dd>
          </div>
        ) : (
          <div className="flex items-center gap-1">
            <RefreshCw className="size-4" aria-hidden />
            <dt className="sr-only">{_('offers.terms.revisions')}</dt>
            <dd>{_('offers.terms.revisionCount', { count: offer.revisions })}</dd>
          </div>
        )}
      </dl>
      {inMilestones && <OfferMilestones offer={offer} />}
    </div>
  );
}
