import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { categoryFilterName } from '@shared/gig-categories';
import type { GigSort } from '@shared/schemas/gigs';
import { Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { gigListQuery, useGigList, type GigFilters } from './api';
import { GigCard, GigCardSkeleton } from './GigCard';
import { GigFilterBar } from './GigFilterBar';

const wholeDollars = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : undefined);

const filtersFrom = (params: URLSearchParams): GigFilters => ({
  category: params.get('category') || undefined,
  min: wholeDollars(params.get('min')),
  max: wholeDollars(params.get('max')),
  sort: params.get('sort') === 'createdAt' ? 'createdAt' : 'sales',
});

/** The route loader's head start: the list (and so the first cover, the largest paint) is asked for before the screen renders. */
export function prefetch(queryClient: QueryClient, url: URL) {
  return queryClient.prefetchInfiniteQuery(gigListQuery(filtersFrom(url.searchParams)));
}

/** /gigs: the filters live in the URL (category from the landing and footer links). */
export default function GigsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const gigs = useGigList(filters);
  const items = gigs.data?.pages.flatMap((p) => p.items) ?? [];
  const categoryName = filters.category ? (categoryFilterName(filters.category) ?? filters.category) : null;

  const update = (changes: Record<string, string | undefined>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <Page className="space-y-6">
      <header>
        <p className="text-sm font-medium text-brand-700">{categoryName ?? 'All categories'}</p>
        <PageTitle className="mt-1">AI Artists</PageTitle>
        <p className="mt-2 text-slate-600">Explore the boundaries of art and technology with Workify&apos;s freelancers.</p>
      </header>
      <GigFilterBar
        min={filters.min}
        max={filters.max}
        sort={filters.sort}
        onBudget={(min, max) => update({ min: min?.toString(), max: max?.toString() })}
        onSort={(sort: GigSort) => update({ sort: sort === 'sales' ? undefined : sort })}
      />
      {gigs.isPending ? (
        <div role="status" aria-label="Loading gigs" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <GigCardSkeleton key={i} />
          ))}
        </div>
      ) : gigs.isError ? (
        <ErrorState title={gigs.error.message} onRetry={() => void gigs.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="No gigs found">
          <p className="text-sm text-slate-600">Try another budget or category.</p>
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {items.map((gig, index) => (
              <li key={gig._id}>
                <GigCard gig={gig} priority={index === 0} />
              </li>
            ))}
          </ul>
          <LoadMore hasMore={gigs.hasNextPage} loading={gigs.isFetchingNextPage} onLoad={() => void gigs.fetchNextPage()} />
        </>
      )}
    </Page>
  );
}
