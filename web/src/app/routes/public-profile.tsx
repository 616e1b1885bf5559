import { useParams } from 'react-router';
import PublicProfileScreen from '@web/features/profiles/PublicProfileScreen';
import { ClientRatingCard } from '@web/features/reviews/ClientRatingCard';

/** /profile/{id}: the public profile (profiles feature) and, for a client, the rating sellers gave them (reviews feature). */
export default function PublicProfileRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PublicProfileScreen />
      <ClientRatingCard userId={id} />
    </>
  );
}
