import { useParams } from 'react-router';
import { JobSearchResults } from '@web/features/posts/JobSearchResults';
import FreelancerResults from '@web/features/profiles/FreelancerResults';
import { useMe } from '@web/lib/session';
import { Page, PageTitle } from '@web/ui/Card';
import { PageSpinner } from '@web/ui/Spinner';

/** /search/{term}: a signed-in client sees freelancers; everyone else sees job posts. */
export default function SearchRoute() {
  const { id = '' } = useParams();
  const { user, isLoading } = useMe();
  if (isLoading) return <PageSpinner />;
  const forClient = user?.isClient === true;
  return (
    <Page className="max-w-4xl space-y-6">
      <div>
        <p className="text-sm font-medium text-brand-700">{forClient ? 'Freelancers' : 'Jobs'}</p>
        <PageTitle className="break-words">Results for “{id.trim()}”</PageTitle>
      </div>
      {forClient ? <FreelancerResults query={id} /> : <JobSearchResults query={id} />}
    </Page>
  );
}
