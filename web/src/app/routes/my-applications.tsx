import { MyApplications } from '@web/features/applications/MyApplicationsScreen';
import { OfferCard } from '@web/features/offers/OfferCard';
import { useMe } from '@web/lib/session';

/** /myapplication: the freelancer's applications, each offer shown as its card with Accept / Decline. */
export default function MyApplicationsRoute() {
  const { user } = useMe();
  return (
    <MyApplications
      renderOffer={(application) =>
        user && application.offer && <OfferCard offerId={application.offer._id} viewerId={user._id} />
      }
    />
  );
}
