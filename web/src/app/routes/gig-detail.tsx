import { useLingui } from '@lingui/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '@web/api/client';
import { AboutFreelancer } from '@web/features/gigs/AboutFreelancer';
import { gigQuery, useGig, useRecordGigView } from '@web/features/gigs/api';
import { GigOverview } from '@web/features/gigs/GigOverview';
import { GigSideCard } from '@web/features/gigs/GigSideCard';
import { PackageComparison } from '@web/features/gigs/PackageComparison';
import { useGigPayable } from '@web/features/payouts/use-gig-payable';
import { AddReviewForm } from '@web/features/reviews/AddReviewForm';
import { ReviewList } from '@web/features/reviews/ReviewList';
import { useMe } from '@web/lib/session';
import { Page } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { HiddenBanner } from '@web/ui/Hidden';
import { PageSpinner } from '@web/ui/Spinner';
import { reviewsQuery } from '@web/features/reviews/api';
import { sellerPayoutStatusQuery } from '@web/features/payouts/api';
import { sellerFactsQuery } from '@web/lib/seller-facts';
import { signedInOnly } from '../signed-in';

// Shown to signed-in members only: loaded when one is, not with the page (app/signed-in.tsx).
const InviteToJob = signedInOnly(() => import('../invite-to-job').then((m) => m.InviteToJob));
const SaveToListButton = signedInOnly(() =>
  import('@web/features/lists/SaveToListButton').then((m) => m.SaveToListButton),
);
const ReportButton = signedInOnly(() => import('@web/features/reports/ReportButton').then((m) => m.ReportButton));

/**
 * /gig/{id}: the gig (gigs feature) with its reviews (reviews feature), whether its seller can be
 * paid (payouts), Report on the gig and each review (reports), the heart (lists) and, for a client,
 * Invite to a job for its seller (invitations). A hidden gig reaches only its
 * seller (and admins): they see why above it.
 */
export default function GigDetailRoute() {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  const { user } = useMe();
  const gig = useGig(id);
  const queryClient = useQueryClient();
  // One view per visit of the page (not per refetch), once the gig is there to be seen: a
  // missing or hidden gig is not visited (its view would only answer 404). The server skips
  // the seller's own.
  const { mutate: recordView } = useRecordGigView();
  const viewable = gig.isSuccess && !gig.data.hidden;
  useEffect(() => {
    if (id && viewable) recordView(id);
  }, [id, viewable, recordView]);
  const payable = useGigPayable(gig.data?.userId ?? '');
  if (gig.isPending) return <PageSpinner />;
  if (gig.isError) {
    const missing = gig.error instanceof ApiError && (gig.error.status === 404 || gig.error.status === 400);
    return (
      <Page>
        {missing ? <EmptyState title={_('gigs.page.missing')} /> : <ErrorState onRetry={() => void gig.refetch()} />}
      </Page>
    );
  }
  return (
    // On a phone the package card follows the gallery; on a desktop it stays beside everything.
    <Page className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10">
      {gig.data.hidden && <HiddenBanner reason={gig.data.hiddenReason} what="gig" className="lg:col-span-2" />}
      <GigOverview gig={gig.data} />
      <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:self-start">
        <GigSideCard
          gig={gig.data}
          unavailable={gig.data.hidden ? 'hidden by Workify' : payable.unavailable}
          notice={payable.sellerNotice}
        />
        {user && user._id !== gig.data.userId && !gig.data.hidden && (
          <div className="mt-2 flex items-center justify-end gap-2">
            <InviteToJob freelancer={{ _id: gig.data.userId, fullName: gig.data.seller.fullName }} />
            <SaveToListButton target={{ gigId: gig.data._id }} label={gig.data.title} />
            <ReportButton targetType="gig" targetId={gig.data._id} />
          </div>
        )}
      </aside>
      <div className="space-y-10">
        <PackageComparison gig={gig.data} />
        <AboutFreelancer gig={gig.data} />
        <section aria-labelledby="reviews-title" className="space-y-4">
          <h2 id="reviews-title" className="text-xl font-semibold text-slate-900">
            {_('reviews.title')}
          </h2>
          <AddReviewForm
            gigId={gig.data._id}
            sellerId={gig.data.userId}
            onAdded={() => void queryClient.invalidateQueries({ queryKey: gigQuery(id).queryKey })}
          />
          <ReviewList
            gigId={gig.data._id}
            renderActions={(review) =>
              user && user._id !== review.userId && !review.hidden ? (
                <ReportButton targetType="review" targetId={review._id} look="icon" />
              ) : null
            }
          />
        </section>
      </div>
      {/* Room for the phone's price-and-Continue bar, so it never covers the last review. */}
      <div aria-hidden className="h-16 lg:hidden" />
    </Page>
  );
}

/** The gig, then its first reviews, its seller's facts and whether they can be paid: what the page shows first. @public */
export async function prefetch(queryClient: QueryClient, url: URL) {
  const id = decodeURIComponent(url.pathname.split('/')[2] ?? '');
  const [gig] = await Promise.all([
    queryClient.fetchQuery(gigQuery(id)).catch(() => null),
    queryClient.prefetchInfiniteQuery(reviewsQuery(id)),
  ]);
  if (gig)
    await Promise.all([
      queryClient.prefetchQuery(sellerFactsQuery(gig.userId)),
      queryClient.prefetchQuery(sellerPayoutStatusQuery(gig.userId)),
    ]);
}
