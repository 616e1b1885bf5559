import { Trans, useLingui } from '@lingui/react';
import { Card } from '@web/ui/Card';
import { ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { useGigList } from './api';
import { GigCard, GigCardSkeleton } from './GigCard';

/** A freelancer's gigs for sale (paused ones are not listed), newest first, on their profile. */
export function SellerGigs({ sellerId, sellerName }: { sellerId: string; sellerName: string }) {
  const { _ } = useLingui();
  const gigs = useGigList({ userId: sellerId, sort: 'createdAt' });
  const items = gigs.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold break-words text-slate-900">
        <Trans id="gigs.seller.gigsBy" values={{ name: sellerName }} components={{ 0: <bdi /> }} />
      </h2>
      {gigs.isPending ? (
        <div role="status" aria-label={_('gigs.results.loading')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <GigCardSkeleton />
          <GigCardSkeleton />
        </div>
      ) : gigs.isError ? (
        <ErrorState onRetry={() => void gigs.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{_('gigs.seller.none')}</p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((gig) => (
              <li key={gig._id}>
                <GigCard gig={gig} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={gigs.hasNextPage}
            loading={gigs.isFetchingNextPage}
            onLoad={() => void gigs.fetchNextPage()}
            label={_('gigs.seller.more')}
          />
        </>
      )}
    </Card>
  );
}
