import { useParams } from 'react-router';
import { BlockButton } from '@web/features/blocks/BlockButton';
import { SellerActivity } from '@web/features/gigs/SellerActivity';
import { SellerGigs } from '@web/features/gigs/SellerGigs';
import PublicProfileScreen from '@web/features/profiles/PublicProfileScreen';
import { ClientRatingCard } from '@web/features/reviews/ClientRatingCard';
import { ReceivedReviewsCard } from '@web/features/reviews/ReceivedReviewsCard';
import { ReportButton } from '@web/features/reports/ReportButton';
import { useMe } from '@web/lib/session';

/**
 * /profile/{id}: the public profile (profiles) with, for a freelancer, their response time, last
 * delivery and gigs (gigs), for a client the rating sellers gave them (reviews); Block (blocks)
 * and Report (reports) for any other signed-in member.
 */
export default function PublicProfileRoute() {
  const { id = '' } = useParams();
  const { user: viewer } = useMe();
  const actions = (profile: { _id: string; fullName: string }) => (
    <>
      <BlockButton userId={profile._id} userName={profile.fullName} />
      {viewer && viewer._id !== profile._id && <ReportButton targetType="user" targetId={profile._id} className="self-center" />}
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
                  <ReceivedReviewsCard userId={user._id} renderActions={(review) => (viewer && viewer._id !== review.userId && !review.hidden ? <ReportButton targetType="review" targetId={review._id} look="icon" /> : null)} />
                </>
              ),
            }
      }
    />
  );
}
