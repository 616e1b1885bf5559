import GigsScreen from '@web/features/gigs/GigsScreen';
import FreelancerResults from '@web/features/profiles/FreelancerResults';
import { signedInOnly } from '../signed-in';

// Shown to signed-in members only: loaded when one is, not with the page (app/signed-in.tsx).
const InviteToJob = signedInOnly(() => import('../invite-to-job').then((m) => m.InviteToJob));
const SaveToListButton = signedInOnly(() =>
  import('@web/features/lists/SaveToListButton').then((m) => m.SaveToListButton),
);
const SaveSearchButton = signedInOnly(() =>
  import('@web/features/saved-searches/SaveSearchButton').then((m) => m.SaveSearchButton),
);

/** @public The router reads it from the lazily loaded module (routes.tsx). */
export { prefetch } from '@web/features/gigs/GigsScreen';

/**
 * /gigs: the gig search, with the people matching the same words as its second tab (Invite to a
 * job for clients), a heart on each card (lists) and Save this search (saved-searches).
 */
export default function GigsRoute() {
  return (
    <GigsScreen
      freelancers={(query) => (
        <FreelancerResults query={query} cardAction={(person) => <InviteToJob freelancer={person} />} />
      )}
      cardAction={(gig) => <SaveToListButton target={{ gigId: gig._id }} label={gig.title} />}
      headerAction={({ search, sort, userId: _userId, ...filters }) => (
        <SaveSearchButton kind="gigs" query={search ?? ''} filters={{ ...filters, sort }} />
      )}
    />
  );
}
