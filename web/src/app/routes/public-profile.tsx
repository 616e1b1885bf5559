import { useParams } from 'react-router';
import PublicProfileScreen from '@web/features/profiles/PublicProfileScreen';
import { ClientRatingCard } from '@web/features/reviews/ClientRatingCard';
import { ReceivedReviewsCard } from '@web/features/reviews/ReceivedReviewsCard';

/** /profile/{id}: the public profile (profiles feature), the reviews a freelancer received and, for a client, the rating sellers gave them (reviews feature). */
export default function PublicProfileRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PublicProfileScreen />
      <ReceivedReviewsCard userId={id} />
      <ClientRatingCard userId={id} />
    </>
  );
}
