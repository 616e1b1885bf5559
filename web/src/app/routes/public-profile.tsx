import { useParams } from 'react-router';
import { BlockButton } from '@web/features/blocks/BlockButton';
import { SellerActivity } from '@web/features/gigs/SellerActivity';
import { SellerGigs } from '@web/features/gigs/SellerGigs';
import PublicProfileScreen from '@web/features/profiles/PublicProfileScreen';
import { ClientRatingCard } from '@web/features/reviews/ClientRatingCard';
import { ReceivedReviewsCard } from '@web/features/reviews/ReceivedReviewsCard';

/**
 * /profile/{id}: the public profile (profiles) with, for a freelancer, their response time, last
 * delivery and gigs (gigs), and for a client the rating sellers gave them (reviews); Block (blocks)
 * for a signed-in visitor.
 */
export default function PublicProfileRoute() {
  const { id = '' } = useParams();
  return (
    <PublicProfileScreen
      slots={(user) =>
        user.isClient
          ? { actions: <BlockButton userId={user._id} userName={user.fullName} />, sections: <ClientRatingCard userId={id} className="" /> }
          : {
              facts: <SellerActivity sellerId={user._id} />,
              actions: <BlockButton userId={user._id} userName={user.fullName} />,
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
