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
  const report = (profileId: string) => (viewer && viewer._id !== profileId ? <ReportButton targetType="user" targetId={profileId} className="self-center" /> : null);
  const actions = (user: { _id: string; fullName: string }) => (
    <>
      <BlockButton userId={user._id} userName={user.fullName} />
      {report(user._id)}
    </>
  );
  return (
    <PublicProfileScreen
      slots={(user) =>
        user.isClient
          ? { actions: actions(user), sections: <ClientRatingCard userId={id} className="" /> }
          : {
              actions: actions(user),
              facts: <SellerActivity sellerId={user._id} />,
              sections: (
                <>
                  <SellerGigs sellerId={user._id} sellerName={user.fullName} />
                  {/* Reviews from gig and offer orders alike, paged (GET /reviews/received/{userId}). */}
                  <ReceivedReviewsCard userId={user._id} />
                </>
              ),
            }
      }
    />
  );
}
