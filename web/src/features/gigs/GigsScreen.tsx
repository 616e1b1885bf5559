import { useLingui } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { GIG_SORTS, type GigSort } from '@shared/gig-values';
import type { GigSummary } from '@shared/schemas/gigs';
import { Button } from '@web/ui/Button';
import { Page, PageTitle } from '@web/ui/Card';
import { Input } from '@web/ui/Field';
import { Tabs } from '@web/ui/Tabs';
import { gigListQuery, type GigFilters } from './api';
import { gigsHeading } from './category-copy';
import { CategorySwitcher } from './CategorySwitcher';
import { GigResults } from './GigResults';
import { useSearchParamsUpdate } from '@web/lib/search-params';

const whole = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : undefined);

const filtersFrom = (params: URLSearchParams): GigFilters => ({
  search: params.get('search')?.trim() || undefined,
  category: params.get('category') || undefined,
  min: whole(params.get('min')),
  max: whole(params.get('max')),
  maxDays: whole(params.get('maxDays')),
  minRating: whole(params.get('minRating')),
  sort: (GIG_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as GigSort) : 'sales',
});

/** The route loader's head start: the list (and so the first cover, the largest paint) is asked for before the screen renders. */
/** @public The router reads it from the lazily loaded module (routes.tsx). */
export function prefetch(queryClient: QueryClient, url: URL) {
  return queryClient.prefetchInfiniteQuery(gigListQuery(filtersFrom(url.searchParams)));
}

type Tab = 'gigs' | 'freelancers';

/**
 * /gigs: words, category, filters and sort live in the URL (the header's "Search For Gigs", the
 * landing and footer links). With words, `freelancers` renders the second tab: people matching them.
 */
export default function GigsScreen({
  freelancers,
  cardAction,
  headerAction,
}: {
  freelancers?: (query: string) => ReactNode;
  cardAction?: (gig: GigSummary) => ReactNode;
  headerAction?: (filters: GigFilters) => ReactNode;
}) {
  const [params, update] = useSearchParamsUpdate();
  const filters = filtersFrom(params);
  const { _ } = useLingui();
  const heading = gigsHeading(_, filters.search, filters.category);
  const tab: Tab = params.get('tab') === 'freelancers' && filters.search && freelancers ? 'freelancers' : 'gigs';

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    update({ search: String(new FormData(e.currentTarget).get('search') ?? '').trim() || undefined });
  };

  const results = (
    <GigResults
      filters={filters}
      onChange={update}
      onClear={() => update({ min: undefined, max: undefined, maxDays: undefined, minRating: undefined })}
      cardAction={cardAction}
    />
  );
  return (
    <Page className="space-y-6">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">{heading.eyebrow}</p>
          <PageTitle className="mt-1 break-words">
            <bdi>{heading.title}</bdi>
          </PageTitle>
          <p className="mt-2 max-w-2xl text-slate-600">{heading.description}</p>
          {headerAction && <div className="mt-3">{headerAction(filters)}</div>}
        </div>
        <form role="search" onSubmit={submit} className="flex items-end gap-2 lg:w-96">
          <Input
            key={filters.search ?? ''}
            name="search"
            type="search"
            label={_('gigs.search.label')}
            placeholder={_('gigs.search.placeholder')}
            defaultValue={filters.search ?? ''}
            maxLength={100}
            wrapperClassName="flex-1"
          />
          <Button type="submit" aria-label={_('gigs.search.label')}>
            <Search className="size-4" aria-hidden />
          </Button>
        </form>
      </header>
      <CategorySwitcher value={filters.category} onChange={(category) => update({ category })} />
      {filters.search && freelancers ? (
        <Tabs<Tab>
          label={_('gigs.tabs.label')}
          value={tab}
          onChange={(t) => update({ tab: t === 'gigs' ? undefined : t })}
          items={[
            { value: 'gigs', label: _('gigs.tabs.gigs') },
            { value: 'freelancers', label: _('gigs.tabs.freelancers') },
          ]}
        >
          {tab === 'gigs' ? results : freelancers(filters.search)}
        </Tabs>
      ) : (
        results
      )}
    </Page>
  );
}
