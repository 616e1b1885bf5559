import { Link } from 'react-router';
import type { PublicUser } from '@shared/schemas/users';
import { fullTime, shortTime } from '@web/lib/format-time';
import { Avatar } from '@web/ui/Avatar';
import { Card } from '@web/ui/Card';
import { StarRating } from '@web/ui/StarRating';
import { UserText } from '@web/ui/UserText';

/** What clients said about the freelancer's gigs: the average over all and the latest reviews. */
export function ReceivedReviews({ received }: { received: PublicUser['reviewsReceived'] }) {
  const { average, count, latest } = received;
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reviews-received" className="text-lg font-semibold text-slate-900">
          Reviews
        </h2>
        {count > 0 && average !== null && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <StarRating value={average} label={`Average ${average} out of 5`} />
            <span className="font-semibold text-slate-900">{average.toFixed(1)}</span>
            <span>
              ({count} review{count === 1 ? '' : 's'})
            </span>
          </p>
        )}
      </div>
      {latest.length === 0 ? (
        <p className="text-sm text-slate-600">No reviews yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-labelledby="reviews-received">
          {latest.map((review) => (
            <li key={review._id} className="flex gap-3 py-3">
              <Avatar src={review.user.avatar} name={review.user.fullName} className="size-9" />
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium text-slate-900">{review.user.fullName}</span>
                  <StarRating value={review.star} />
                  <time dateTime={review.createdAt} title={fullTime(review.createdAt)} className="text-xs text-slate-500">
                    {shortTime(review.createdAt)}
                  </time>
                </div>
                <p className="text-xs text-slate-500">
                  on{' '}
                  <Link to={`/gig/${review.gigId}`} className="font-medium break-words text-brand-700 hover:underline">
                    {review.gigTitle}
                  </Link>
                </p>
                <UserText text={review.desc} className="text-sm text-slate-700" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
