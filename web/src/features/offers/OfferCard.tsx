import { useLingui } from '@lingui/react';
import { Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@web/ui/Skeleton';
import { useOffer } from './api';
import { nextStepText, OfferActions } from './OfferActions';
import { OfferStatusBadge } from './OfferStatusBadge';
import { OfferTerms } from './OfferTerms';

/** An offer in a conversation's thread: its terms and state (live: the SSE refetches it) and the viewer's actions. */
export function OfferCard({ offerId, viewerId }: { offerId: string; viewerId: string }) {
  const { _ } = useLingui();
  const query = useOffer(offerId);
  if (query.isPending) return <Skeleton className="h-28 w-72 max-w-full rounded-2xl" />;
  if (query.isError) return <p className="text-sm text-slate-500">{_('offers.loadFailed')}</p>;
  const offer = query.data;
  const next = nextStepText(offer, viewerId, _);
  return (
    <article
      aria-label={_('offers.card.label', { title: offer.title })}
      className="w-80 max-w-full space-y-3 rounded-2xl border border-brand-200 bg-white p-4 text-left shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="flex min-w-0 items-center gap-1.5 text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <Handshake className="size-4 shrink-0" aria-hidden />{' '}
          {_(offer.sentBy === 'freelancer' ? 'offers.kind.custom' : 'offers.kind.offer')}
        </p>
        <OfferStatusBadge status={offer.status} />
      </div>
      <h3 className="font-semibold wrap-anywhere text-slate-900">
        <Link to={`/offers/${offer._id}`} className="hover:text-brand-700 hover:underline">
          {offer.title}
        </Link>
      </h3>
      <OfferTerms offer={offer} />
      {next && <p className="text-sm text-slate-600">{next}</p>}
      {offer.orderId && (
        <Link
          to={`/orders/${offer.orderId}`}
          className="text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          {_('offers.openOrder')}
        </Link>
      )}
      <OfferActions offer={offer} size="sm" />
    </article>
  );
}
