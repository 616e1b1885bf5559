import { gigRating, type Gig } from '@shared/schemas/gigs';
import { StarRating } from '@web/ui/StarRating';

/** Stars with their number and review count beside them: stars alone cannot be read exactly (nor by a screen reader). */
export function GigRatingLine({ gig }: { gig: Pick<Gig, 'totalStars' | 'starNumber'> }) {
  const rating = gigRating(gig);
  const rated = gig.starNumber > 0;
  return (
    <span className="flex items-center gap-1.5 text-sm text-slate-600">
      <StarRating value={rating} label={rated ? `Rated ${rating.toFixed(1)} out of 5` : 'Not rated yet'} />
      {rated ? (
        <span>
          <span className="font-semibold text-slate-900">{rating.toFixed(1)}</span> ({gig.starNumber}{' '}
          {gig.starNumber === 1 ? 'review' : 'reviews'})
        </span>
      ) : (
        'No reviews yet'
      )}
    </span>
  );
}
