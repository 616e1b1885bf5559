import { useLingui } from '@lingui/react';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FreelancerResult } from '@shared/schemas/profiles';
import { useCategoryName } from '@web/lib/taxonomy';
import { useCountryName } from '@web/lib/countries';
import { Avatar } from '@web/ui/Avatar';
import { VerifiedBadge } from '@web/ui/Badge';
import { EmptyState } from '@web/ui/EmptyState';
import { Skeleton } from '@web/ui/Skeleton';
import { LoadMore } from '@web/ui/LoadMore';
import { countValues, fewerWords, SearchSuggestions } from '@web/ui/SearchSuggestions';
import { useFreelancerSearch } from './api';
import { activeFilters, type FreelancerFilters } from './freelancer-filters';

/** A control on each result (Invite to a job), composed by the route. */
export type FreelancerAction = (person: FreelancerResult) => ReactNode;

function ResultCard({ person, action }: { person: FreelancerResult; action?: FreelancerAction }) {
  const extra = action?.(person);
  const countryName = useCountryName();
  const categoryName = useCategoryName();
  // The profession (one of the list's, by its name in the language) and where they live, named in the page's language.
  const where = countryName(person.country, null);
  return (
    <li className="flex flex-col gap-2">
      <Link
        to={`/profile/${person._id}`}
        className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md"
      >
        <Avatar src={person.avatar} name={person.fullName} className="size-14 text-lg" />
        <span className="min-w-0">
          <span className="flex items-center gap-1.5 font-semibold text-slate-900">
            <bdi className="truncate">{person.fullName}</bdi>
            {person.isVerified && <VerifiedBadge className="shrink-0" />}
          </span>
          <span className="block truncate text-sm text-slate-500">
            {person.profession && categoryName(person.profession)}
            {person.profession && where && ' · '}
            {where}
          </span>
        </span>
      </Link>
      {extra && <div className="flex justify-end">{extra}</div>}
    </li>
  );
}

function ResultsSkeleton() {
  const { _ } = useLingui();
  return (
    <div role="status" aria-label={_('profiles.results.loading')} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4">
          <Skeleton className="size-14 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

const POPULAR = ['Web Developer', 'Mobile Developer', 'UI/UX Designer', 'Graphic Designer', 'Data Analyst'];
const talentPath = (term: string) => `/search_user?query=${encodeURIComponent(term)}`;

/** Freelancers matching `query`, best match first, each opening their public profile, with how many match. */
export default function FreelancerResults({
  query,
  filters,
  cardAction,
  sortControl,
}: {
  query: string;
  filters?: FreelancerFilters;
  cardAction?: FreelancerAction;
  /** The sort select, shown beside the count (the search screen's). */
  sortControl?: ReactNode;
}) {
  const { _ } = useLingui();
  const search = useFreelancerSearch(query, filters);
  const filtered = filters ? activeFilters(filters) > 0 : false;
  if (search.isPending && search.fetchStatus !== 'idle') return <ResultsSkeleton />;
  const people = search.data?.pages.flatMap((p) => p.items) ?? [];
  const count = search.data?.pages[0]?.count;
  // SPEC.md: a failed search shows the same empty list as no match.
  if (people.length === 0)
    return (
      <div className="space-y-4">
        {sortControl && <div className="flex justify-end">{sortControl}</div>}
        <EmptyState title={_('profiles.results.none')} icon={<SearchX className="size-6" aria-hidden />}>
          <p className="text-sm text-slate-600">
            {_(filtered ? 'profiles.results.tryFiltered' : 'profiles.results.try')}
          </p>
          <SearchSuggestions
            words={fewerWords(query).map((w) => ({ label: w, to: talentPath(w) }))}
            categories={POPULAR.map((p) => ({ label: p, to: talentPath(p) }))}
          />
        </EmptyState>
      </div>
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p aria-live="polite" className="text-sm font-medium text-slate-700">
          {count ? _('profiles.results.count', countValues(count)) : ''}
        </p>
        {sortControl}
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label={_('profiles.results.list')}>
        {people.map((person) => (
          <ResultCard key={person._id} person={person} action={cardAction} />
        ))}
      </ul>
      <LoadMore
        hasMore={search.hasNextPage}
        loading={search.isFetchingNextPage}
        onLoad={() => search.fetchNextPage()}
      />
    </div>
  );
}
