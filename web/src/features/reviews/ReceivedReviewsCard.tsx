import { useLingui } from '@lingui/react';
import { useFormatRating } from '@web/lib/i18n';
import type { ReactNode } from 'react';
import type { Review } from '@shared/schemas/reviews';
import { Avatar } from '@web/ui/Avatar';
import { Card } from '@web/ui/Card';
import { HiddenNote } from '@web/ui/Hidden';
import { LoadMore } from '@web/ui/LoadMore';
import { StarRating } from '@web/ui/StarRating';
import { UserText } from '@web/ui/UserText';
import { useReceivedReviews } from './api';

/**
 * Reviews a freelancer received from completed orders, gig and offer alike, with the average;
 * nothing when none. `renderActions`: what the page puts beside each review (e.g. Report).
 */
export function ReceivedReviewsCard({
  userId,
  renderActions,
}: {
  userId: string;
  renderActions?: (review: Review) => ReactNode;
}) {
  const { _ } = useLingui();
  const formatRating = useFormatRating();
  const query = useReceivedReviews(userId);
  const first = query.data?.pages[0];
  if (!first || first.count === 0) return null;
  const reviews = query.data?.pages.flatMap((p) => p.reviews) ?? [];
  return (
    <Card className="mx-auto mt-6 max-w-6xl space-y-4 p-5" aria-labelledby="reviews-received-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reviews-received-heading" className="text-lg font-semibold text-slate-900">
          {_('reviews.received')}
        </h2>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <StarRating value={first.average ?? 0} label={_('reviews.average', { rating: first.average ?? 0 })} />
          <span className="font-semibold text-slate-900">{first.average !== null && formatRating(first.average)}</span>
          <span>{_('reviews.count', { count: first.count })}</span>
        </p>
      </div>
      <ul className="divide-y divide-slate-100">
        {reviews.map((r) => (
          <li key={r._id} className="flex gap-3 py-3">
            <Avatar src={r.user.avatar} name={r.user.fullName} className="size-9" />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium text-slate-900">
                  <bdi>{r.user.fullName}</bdi>
                </span>
                <StarRating value={r.star} />
                <span className="ms-auto">{renderActions?.(r)}</span>
              </p>
              {r.about && (
                <p dir="auto" className="text-xs wrap-anywhere text-slate-500">
                  {r.about}
                </p>
              )}
              <UserText text={r.desc} className="text-sm text-slate-700" />
              {r.hidden && <HiddenNote reason={r.hiddenReason}>{_('reviews.onlyYou')}</HiddenNote>}
            </div>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
      />
    </Card>
  );
}
