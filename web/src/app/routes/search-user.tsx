import SearchUserScreen from '@web/features/profiles/SearchUserScreen';
import { SaveSearchButton } from '@web/features/saved-searches/SaveSearchButton';
import { InviteToJob } from '../invite-to-job';

/** /search_user: the freelancer search (profiles), with "Invite to a job" on each result for a client (invitations). */
export default function SearchUserRoute() {
  return (
    <SearchUserScreen
      cardAction={(person) => <InviteToJob freelancer={person} />}
      headerAction={(query, filters) => <SaveSearchButton kind="freelancers" query={query} filters={filters} />}
    />
  );
}
