import { Trans, useLingui } from '@lingui/react';
import { Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { TALENT_TERMS } from '@shared/constants';
import type { FreelancerSort } from '@shared/schemas/profiles';
import { Button } from '@web/ui/Button';
import { Page, PageTitle } from '@web/ui/Card';
import { Input, Select } from '@web/ui/Field';
import { FreelancerFilterPanel } from './FreelancerFilterPanel';
import FreelancerResults, { type FreelancerAction } from './FreelancerResults';
import { activeFilters, FREELANCER_SORT_LABELS, type FreelancerFilters } from './freelancer-filters';
import { filtersFromParams } from './freelancer-filters-from-url';
import { useSearchParamsUpdate } from '@web/lib/search-params';

/**
 * /search_user?query=&skills=&country=…&sort=: the freelancer search behind the clients' header
 * box and the Find Talents menu. The words, filters and sort live in the URL, so a reload, a
 * shared link or a saved search shows the same results; without any, the newest freelancers.
 */
export default function SearchUserScreen({
  cardAction,
  headerAction,
}: {
  cardAction?: FreelancerAction;
  headerAction?: (query: string, filters: FreelancerFilters) => ReactNode;
}) {
  const { _ } = useLingui();
  const [params, update] = useSearchParamsUpdate();
  const query = (params.get('query') ?? '').trim();
  const { filters, errors } = filtersFromParams(params);
  const sort = (filters.sort ?? 'relevance') as FreelancerSort;
  // A Find Talents slug ("game-developers") is titled as the trade it names.
  const talent = TALENT_TERMS[query.toLowerCase()];
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const term = String(new FormData(e.currentTarget).get('query') ?? '').trim();
    if (term) update({ query: term });
  };
  const searching = query !== '' || activeFilters(filters) > 0;
  const sortSelect = (
    <Select
      label={_('profiles.search.sort')}
      value={sort}
      onChange={(e) => update({ sort: e.target.value === 'relevance' ? undefined : e.target.value })}
      wrapperClassName="w-44"
    >
      {Object.entries(FREELANCER_SORT_LABELS).map(([value, label]) => (
        <option key={value} value={value}>
          {_(label)}
        </option>
      ))}
    </Select>
  );
  return (
    <Page className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <PageTitle className="break-words">
          {talent ? (
            talent.title
          ) : query ? (
            <Trans id="profiles.search.titleFor" values={{ query }} components={{ 0: <bdi /> }} />
          ) : (
            _('profiles.search.title')
          )}
        </PageTitle>
        <form role="search" onSubmit={submit} className="flex items-end gap-2 lg:w-96">
          <Input
            key={query}
            name="query"
            type="search"
            label={_('profiles.search.label')}
            placeholder={_('profiles.search.placeholder')}
            defaultValue={query}
            wrapperClassName="flex-1"
            maxLength={100}
          />
          <Button type="submit" aria-label={_('profiles.search.submit')}>
            <Search className="size-4" aria-hidden />
          </Button>
        </form>
      </div>
      {searching && headerAction?.(query, filters)}
      {!searching && <p className="text-slate-600">{_('profiles.search.intro')}</p>}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <FreelancerFilterPanel filters={filters} urlErrors={errors} onApply={update} />
        <FreelancerResults query={query} filters={filters} cardAction={cardAction} sortControl={sortSelect} />
      </div>
    </Page>
  );
}
