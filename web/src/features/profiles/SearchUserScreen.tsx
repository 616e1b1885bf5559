import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@web/ui/Button';
import { Page, PageTitle } from '@web/ui/Card';
import { Input } from '@web/ui/Field';
import FreelancerResults from './FreelancerResults';

/**
 * /search_user?query=: the freelancer search behind the clients' header box and the
 * Find Talents menu. The term lives in the URL, so a reload or a shared link shows
 * the same results.
 */
export default function SearchUserScreen() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const term = String(new FormData(e.currentTarget).get('query') ?? '').trim();
    if (term) setParams({ query: term });
  };
  return (
    <Page className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <PageTitle className="break-words">{query ? <>Freelancers for “{query}”</> : 'Find freelancers'}</PageTitle>
        <form role="search" onSubmit={submit} className="flex items-end gap-2 lg:w-96">
          <Input key={query} name="query" type="search" label="Search freelancers" placeholder="Name, profession or skill" defaultValue={query} wrapperClassName="flex-1" maxLength={100} />
          <Button type="submit" aria-label="Search">
            <Search className="size-4" aria-hidden />
          </Button>
        </form>
      </div>
      {query ? <FreelancerResults query={query} /> : <p className="text-slate-600">Search by name, profession or skill to find the right freelancer.</p>}
    </Page>
  );
}
