import { useParams } from 'react-router';
import { BlockButton } from '@web/features/blocks/BlockButton';
import { SellerActivity } from '@web/features/gigs/SellerActivity';
import { SellerGigs } from '@web/features/gigs/SellerGigs';
import { SaveToListButton } from '@web/features/lists/SaveToListButton';
import PublicProfileScreen from '@web/features/profiles/PublicProfileScreen';
import { ClientRatingCard } from '@web/features/reviews/ClientRatingCard';
import { ReceivedReviewsCard } from '@web/features/reviews/ReceivedReviewsCard';
import { ReportButton } from '@web/features/reports/ReportButton';
import { useMe } from '@web/lib/session';
import type { QueryClient } from '@tanstack/react-query';
import { gigListQuery } from '@web/features/gigs/api';
import { publicProfileQuery } from '@web/features/profiles/api';
import { clientRatingQuery, receivedReviewsQuery } from '@web/features/reviews/api';
import { sellerFactsQuery } from '@web/lib/seller-facts';
import { InviteToJob } from '../invite-to-job';

/**
 * /profile/{id}: the public profile (profiles) with, for a freelancer, their response time, last
 * delivery and gigs (gigs), for a client the rating sellers gave them (reviews); Block (blocks)
 * and Report (reports) for any other signed-in member.
 */
export default function PublicProfileRoute() {
  const { id = '' } = useParams();
  const { user: viewer } = useMe();
  const actions = (profile: { _id: string; fullName: string; isClient?: boolean }) => (
    <>
      {viewer?.isClient && !profile.isClient && <InviteToJob freelancer={profile} className="w-full" />}
      {viewer && viewer._id !== profile._id && !profile.isClient && (
        <SaveToListButton look="button" target={{ freelancerId: profile._id }} label={profile.fullName} />
      )}
      <BlockButton userId={profile._id} userName={profile.fullName} />
      {viewer && viewer._id !== profile._id && (
        <ReportButton targetType="user" targetId={profile._id} className="self-center" />
      )}
    </>
  );
  return (
    <PublicProfileScreen
      slots={(user) =>
        user.isClient
          ? { actions: actions(user), sections: <ClientRatingCard userId={id} className="" /> }
          : {
              facts: <SellerActivity sellerId={user._id} />,
              actions: actions(user),
              sections: (
                <>
                  <SellerGigs sellerId={user._id} sellerName={user.fullName} />
                  {/* Reviews from gig and offer orders alike, paged (GET /reviews/received/{userId}). */}
                  <ReceivedReviewsCard
                    userId={user._id}
                    renderActions={(review) =>
                      viewer && viewer._id !== review.userId && !review.hidden ? (
                        <ReportButton targetType="review" targetId={review._id} look="icon" />
                      ) : null
                    }
                  />
                </>
              ),
            }
      }
    />
  );
}

/** The profile, then for a freelancer their facts, gigs and received reviews, for a client their rating. @public */
export async function prefetch(queryClient: QueryClient, url: URL) {
  const id = decodeURIComponent(url.pathname.split('/')[2] ?? '');
  const user = await queryClient.fetchQuery(publicProfileQuery(id)).catch(() => null);
  if (!user) return;
  if (user.isClient) await queryClient.prefetchQuery(clientRatingQuery(id));
  else
    await Promise.all([
      queryClient.prefetchQuery(sellerFactsQuery(id)),
      queryClient.prefetchInfiniteQuery(gigListQuery({ userId: id, sort: 'createdAt' })),
      queryClient.prefetchInfiniteQuery(receivedReviewsQuery(id)),
    ]);
}
