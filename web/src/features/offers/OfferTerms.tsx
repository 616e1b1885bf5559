import { Clock, RefreshCw } from 'lucide-react';
import type { Offer } from '@shared/schemas/offers';

/** Price, delivery days and revisions: what the offer buys. */
export function OfferTerms({ offer }: { offer: Offer }) {
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <div>
        <dt className="sr-only">Price</dt>
        <dd className="text-lg font-semibold text-slate-900">${offer.price}</dd>
      </div>
      <div className="flex items-center gap-1">
        <Clock className="size-4" aria-hidden />
        <dt className="sr-only">Delivery</dt>
        <dd>
          {offer.deliveryDays} {offer.deliveryDays === 1 ? 'day' : 'days'} delivery
        </dd>
      </div>
      <div className="flex items-center gap-1">
        <RefreshCw className="size-4" aria-hidden />
        <dt className="sr-only">Revisions</dt>
        <dd>
          {offer.revisions} {offer.revisions === 1 ? 'revision' : 'revisions'}
        </dd>
      </div>
    </dl>
  );
}
