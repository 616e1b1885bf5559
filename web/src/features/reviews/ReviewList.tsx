import { useLingui } from '@lingui/react';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Review } from '@shared/schemas/reviews';
import { useFormatDate, useShortTime } from '@web/lib/dates';
import { useCountryName } from '@web/lib/countries';
import { Avatar } from '@web/ui/Avatar';
import { ErrorState } from '@web/ui/EmptyState';
import { HiddenNote } from '@web/ui/Hidden';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { StarRating } from '@web/ui/StarRating';
import { UserText } from '@web/ui/UserText';
import { useReviews } from './api';

/** `renderActions`: what the page puts beside each review (composed in web/src/app, e.g. Report). */
export function ReviewList({ gigId, renderActions }: { gigId: string; renderActions?: (review: Review) => ReactNode }) {
  const { _ } = useLingui();
  const formatDate = useFormatDate();
  const shortTime = useShortTime();
  const countryName = useCountryName();
  const reviews = useReviews(gigId);
  if (reviews.isPending) {
    return (
      <div role="status" aria-label={_('reviews.loading')} className="space-y-4">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (reviews.isError) return <ErrorState onRetry={() => void reviews.refetch()} />;
  const items = reviews.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="text-sm text-slate-600">{_('reviews.none')}</p>;
  return (
    <div className="space-y-2">
      <ul className="divide-y divide-slate-200">
        {items.map((review) => (
          <li key={review._id} className="flex gap-3 py-4">
            <Avatar src={review.user.avatar} name={review.user.fullName} />
            <div className="min-w-0 flex-1 space-y-1.5">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium text-slate-900">
                  <bdi>{review.user.fullName}</bdi>
                </span>
                {review.user.country && (
                  <span className="text-sm text-slate-500">{countryName(review.user.country, '')}</span>
                )}
                {review.verifiedPurchase && (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-brand-700">
                    <BadgeCheck className="size-4" aria-hidden /> {_('reviews.verifiedPurchase')}
                  </span>
                )}
              </div>
              <div className="flex items-center gap-2">
                <StarRating value={review.star} />
                <time
                  dateTime={review.createdAt}
                  title={formatDate(review.createdAt, 'dateTime')}
                  className="text-xs text-slate-500"
                >
                  {shortTime(review.createdAt)}
                </time>
                <span className="ms-auto">{renderActions?.(review)}</span>
              </div>
              <UserText text={review.desc} className="text-slate-700" />
              {review.hidden && <HiddenNote reason={review.hiddenReason}>{_('reviews.onlyYou')}</HiddenNote>}
            </div>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={reviews.hasNextPage}
        loading={reviews.isFetchingNextPage}
        onLoad={() => void reviews.fetchNextPage()}
        label={_('reviews.more')}
      />
    </div>
  );
}
