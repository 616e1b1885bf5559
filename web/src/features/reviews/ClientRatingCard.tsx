import { Card } from '@web/ui/Card';
import { StarRating } from '@web/ui/StarRating';
import { UserText } from '@web/ui/UserText';
import { useClientRating } from './api';

/** A client's rating received from sellers after completed orders; nothing when they have none. */
export function ClientRatingCard({ userId }: { userId: string }) {
  const rating = useClientRating(userId);
  if (!rating.data || rating.data.count === 0) return null;
  const { average, count, ratings } = rating.data;
  return (
    <Card className="mx-auto mt-6 max-w-6xl space-y-3 p-5">
      <h2 className="text-lg font-semibold text-slate-900">Rating as a client</h2>
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <StarRating value={average ?? 0} /> {average} from {count} seller{count === 1 ? '' : 's'}
      </div>
      <ul className="space-y-2">
        {ratings.map((r, i) => (
          <li key={i} className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">{r.seller.fullName}</span>: <UserText as="span" text={r.desc} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
