import { useLingui } from '@lingui/react';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { GigSummary } from '@shared/schemas/gigs';
import { GIG_CATEGORIES } from '@shared/constants';
import { useCategoryName } from '@web/lib/taxonomy';
import { Button } from '@web/ui/Button';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { countValues, fewerWords, SearchSuggestions } from '@web/ui/SearchSuggestions';
import { useGigList, type GigFilters } from './api';
import { GigCard, GigCardSkeleton } from './GigCard';
import { GigFilterBar, type GigFilterValues } from './GigFilterBar';

const POPULAR = ['design', 'web', 'writing', 'digital-marketing', 'video'];

interface Props {
  filters: GigFilters;
  onChange: (changes: Partial<Record<keyof GigFilterValues, string | undefined>>) => void;
  onClear: () => void;
  /** A control on each card (the heart, from the favourites feature). */
  cardAction?: (gig: GigSummary) => ReactNode;
}

/** The filter bar, how many gigs match, and the cards (or why there are none and what to try). */
export function GigResults({ filters, onChange, onClear, cardAction }: Props) {
  const { _ } = useLingui();
  const categoryName = useCategoryName();
  const gigs = useGigList(filters);
  const items = gigs.data?.pages.flatMap((p) => p.items) ?? [];
  const count = gigs.data?.pages[0]?.count;
  const filtered = [filters.min, filters.max, filters.maxDays, filters.minRating].some((v) => v !== undefined);
  return (
    <div className="space-y-5">
      <GigFilterBar
        min={filters.min}
        max={filters.max}
        maxDays={filters.maxDays}
        minRating={filters.minRating}
        sort={filters.sort}
        onChange={onChange}
      />
      <p aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700">
        {gigs.isSuccess && count ? _('gigs.results.count', countValues(count)) : ''}
      </p>
      {gigs.isPending ? (
        <div
          role="status"
          aria-label={_('gigs.results.loading')}
          className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {Array.from({ length: 8 }, (_, i) => (
            <GigCardSkeleton key={i} />
          ))}
        </div>
      ) : gigs.isError ? (
        <ErrorState title={gigs.error.message} onRetry={() => void gigs.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={_('gigs.results.none')} icon={<SearchX className="size-6" aria-hidden />}>
          <p className="text-sm text-slate-600">{_(filtered ? 'gigs.results.tryFiltered' : 'gigs.results.try')}</p>
          {filtered && (
            <Button variant="secondary" onClick={onClear}>
              {_('gigs.results.clear')}
            </Button>
          )}
          <SearchSuggestions
            words={fewerWords(filters.search ?? '').map((w) => ({
              label: w,
              to: `/gigs?search=${encodeURIComponent(w)}`,
            }))}
            categories={GIG_CATEGORIES.filter((c) => POPULAR.includes(c.value)).map((c) => ({
              label: categoryName(c.name),
              to: `/gigs?category=${c.value}`,
            }))}
          />
        </EmptyState>
      ) : (
        <>
          <ul aria-label={_('gigs.results.list')} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {items.map((gig, index) => (
              <li key={gig._id}>
                <GigCard gig={gig} priority={index === 0} action={cardAction?.(gig)} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={gigs.hasNextPage}
            loading={gigs.isFetchingNextPage}
            onLoad={() => void gigs.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
