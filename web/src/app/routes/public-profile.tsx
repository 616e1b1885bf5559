import { useParams } from 'react-router';
import { SellerActivity } from '@web/features/gigs/SellerActivity';
import { SellerGigs } from '@web/features/gigs/SellerGigs';
import PublicProfileScreen from '@web/features/profiles/PublicProfileScreen';
import { ClientRatingCard } from '@web/features/reviews/ClientRatingCard';
import { ReceivedReviewsCard } from '@web/features/reviews/ReceivedReviewsCard';
import { ReportButton } from '@web/features/reports/ReportButton';
import { useMe } from '@web/lib/session';

/**
 * /profile/{id}: the public profile (profiles) with, for a freelancer, their response time, last
 * delivery and gigs (gigs), for a client the rating sellers gave them (reviews), and Report for
 * any other signed-in member (reports).
 */
export default function PublicProfileRoute() {
  const { id = '' } = useParams();
  const { user: viewer } = useMe();
  const report = (profileId: string) => (viewer && viewer._id !== profileId ? <ReportButton targetType="user" targetId={profileId} className="self-center" /> : null);
  return (
    <PublicProfileScreen
      slots={(user) =>
        user.isClient
          ? { sections: <ClientRatingCard userId={id} className="" />, actions: report(user._id) }
          : {
              actions: report(user._id),
              facts: <SellerActivity sellerId={user._id} />,
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
