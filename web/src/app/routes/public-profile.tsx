import { useParams } from 'react-router';
import { SellerActivity } from '@web/features/gigs/SellerActivity';
import { SellerGigs } from '@web/features/gigs/SellerGigs';
import PublicProfileScreen from '@web/features/profiles/PublicProfileScreen';
import { ClientRatingCard } from '@web/features/reviews/ClientRatingCard';

/**
 * /profile/{id}: the public profile (profiles) with, for a freelancer, their response time, last
 * delivery and gigs (gigs), and for a client the rating sellers gave them (reviews).
 */
export default function PublicProfileRoute() {
  const { id = '' } = useParams();
  return (
    <PublicProfileScreen
      slots={(user) =>
        user.isClient
          ? { sections: <ClientRatingCard userId={id} className="" /> }
          : { facts: <SellerActivity sellerId={user._id} />, sections: <SellerGigs sellerId={user._id} sellerName={user.fullName} /> }
      }
    />
  );
}
