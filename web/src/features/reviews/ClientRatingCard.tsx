import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Card } from '@web/ui/Card';
import { StarRating } from '@web/ui/StarRating';
import { UserText } from '@web/ui/UserText';
import { useClientRating } from './api';

/** A client's rating received from sellers after completed orders (nothing while it loads). */
export function ClientRatingCard({
  userId,
  className = 'mx-auto mt-6 max-w-6xl',
}: {
  userId: string;
  className?: string;
}) {
  const { _ } = useLingui();
  const rating = useClientRating(userId);
  if (!rating.data) return null;
  const { average, count, ratings } = rating.data;
  if (count === 0) {
    return (
      <Card className={`space-y-2 p-5 ${className}`}>
        <h2 className="text-lg font-semibold text-slate-900">{_('reviews.client.title')}</h2>
        <p className="text-sm text-slate-600">{_('reviews.client.none')}</p>
      </Card>
    );
  }
  return (
    <Card className={`space-y-3 p-5 ${className}`}>
      <h2 className="text-lg font-semibold text-slate-900">{_('reviews.client.title')}</h2>
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <StarRating value={average ?? 0} /> {_('reviews.client.average', { rating: average ?? 0, count })}
      </div>
      <ul className="space-y-2">
        {ratings.map((r, i) => (
          <li key={i} className="text-sm text-slate-700">
            <Link
              to={`/profile/${r.seller._id}`}
              className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
            >
              <bdi>{r.seller.fullName}</bdi>
            </Link>
            : <UserText as="span" text={r.desc} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
