import { Trans, useLingui } from '@lingui/react';
import { gigRating } from '@shared/gig-rating';
import type { Gig } from '@shared/schemas/gigs';
import { useFormatRating } from '@web/lib/i18n';
import { StarRating } from '@web/ui/StarRating';

/** Stars with their number and review count beside them: stars alone cannot be read exactly (nor by a screen reader). */
export function GigRatingLine({ gig }: { gig: Pick<Gig, 'totalStars' | 'starNumber'> }) {
  const { _ } = useLingui();
  const formatRating = useFormatRating();
  const rating = gigRating(gig);
  const rated = gig.starNumber > 0;
  return (
    <span className="flex items-center gap-1.5 text-sm text-slate-600">
      <StarRating
        value={rating}
        label={rated ? _('ui.rating.label', { rating: formatRating(rating) }) : _('gigs.rating.notRated')}
      />
      {rated ? (
        <span>
          <Trans
            id="gigs.rating.line"
            values={{ rating: formatRating(rating), count: gig.starNumber }}
            components={{ 0: <span className="font-semibold text-slate-900" /> }}
          />
        </span>
      ) : (
        _('gigs.rating.none')
      )}
    </span>
  );
}
