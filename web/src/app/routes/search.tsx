import { Trans, useLingui } from '@lingui/react';
import { useParams, useSearchParams } from 'react-router';
import { JobSearchResults } from '@web/features/posts/JobSearchResults';

/** Job results (what a visitor, or anyone but a client, sees first). @public */
export { prefetchJobSearch as prefetch } from '@web/features/posts/JobSearchResults';
import FreelancerResults from '@web/features/profiles/FreelancerResults';
import { SaveSearchButton } from '@web/features/saved-searches/SaveSearchButton';
import { InviteToJob } from '../invite-to-job';
import { useMe } from '@web/lib/session';
import { Page, PageTitle } from '@web/ui/Card';
import { PageSpinner } from '@web/ui/Spinner';

/** /search/{term}: a signed-in client sees freelancers; everyone else sees job posts; either can save the search (saved-searches). */
export default function SearchRoute() {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  const { user, isLoading } = useMe();
  const [params] = useSearchParams();
  if (isLoading) return <PageSpinner />;
  const forClient = user?.isClient === true;
  return (
    <Page className="max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">
            {_(forClient ? 'posts.search.freelancers' : 'posts.search.jobs')}
          </p>
          <PageTitle className="break-words">
            <Trans id="posts.search.title" values={{ term: id.trim() }} components={{ 0: <bdi /> }} />
          </PageTitle>
        </div>
        {id.trim() && (
          <SaveSearchButton
            kind={forClient ? 'freelancers' : 'jobs'}
            query={id.trim()}
            filters={
              forClient
                ? {}
                : {
                    category: params.get('category') ?? undefined,
                    budget: params.get('budget') ?? undefined,
                    posted: params.get('posted') ?? undefined,
                    sort: params.get('sort') ?? undefined,
                  }
            }
          />
        )}
      </div>
      {forClient ? (
        <FreelancerResults query={id} cardAction={(person) => <InviteToJob freelancer={person} />} />
      ) : (
        <JobSearchResults query={id} bookmarkable={user ? !user.isClient : false} />
      )}
    </Page>
  );
}
