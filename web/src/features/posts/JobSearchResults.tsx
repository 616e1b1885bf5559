import { useLingui } from '@lingui/react';
import { Search, SearchX } from 'lucide-react';
import type { QueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { JOB_CATEGORIES } from '@shared/constants';
import { Button } from '@web/ui/Button';
import { EmptyState } from '@web/ui/EmptyState';
import { Input } from '@web/ui/Field';
import { countValues, fewerWords, SearchSuggestions } from '@web/ui/SearchSuggestions';
import { searchPostsQuery, useSearchPosts, type JobSearchFilters as Filters } from './api';
import { JobSearchFilters } from './JobSearchFilters';
import { PostCard } from './PostCard';
import { PostList } from './PostList';
import { useNow } from './use-now';
import { useSearchParamsUpdate } from '@web/lib/search-params';
import { useCategoryName } from '@web/lib/taxonomy';

const POPULAR = ['Web Development', 'Mobile Development', 'UI/UX Design', 'Graphic Design', 'Data Analysis'];
const KEYS = ['category', 'budget', 'posted', 'sort'] as const;

/** The filters and sort of a job search, from its URL. */
export const searchFiltersFrom = (params: URLSearchParams): Filters =>
  Object.fromEntries(KEYS.map((k) => [k, params.get(k) || undefined]));

/** The first page of a job search (/search/{term}): its route loader's head start. @public */
export function prefetchJobSearch(queryClient: QueryClient, url: URL) {
  const term = decodeURIComponent(url.pathname.split('/')[2] ?? '').trim();
  return term
    ? queryClient.prefetchInfiniteQuery(searchPostsQuery(term, searchFiltersFrom(url.searchParams)))
    : Promise.resolve();
}

/** A box to search again, under an empty result. */
function RefineBox({ query }: { query: string }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const term = String(new FormData(e.currentTarget).get('refine') ?? '').trim();
    if (term) navigate(`/search/${encodeURIComponent(term)}`);
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full max-w-md items-end gap-2">
      <Input
        key={query}
        name="refine"
        type="search"
        label={_('posts.search.again')}
        defaultValue={query}
        maxLength={200}
        wrapperClassName="flex-1 text-start"
      />
      <Button type="submit" aria-label={_('posts.search.submit')}>
        <Search className="size-4" aria-hidden />
      </Button>
    </form>
  );
}

/**
 * Job posts matching the term of /search/{term}, under the filters and sort in the URL, with
 * how many match, each with its bookmark for a signed-in freelancer; an empty or failed search shows 'No result found' with what to try instead.
 */
export function JobSearchResults({ query, bookmarkable = false }: { query: string; bookmarkable?: boolean }) {
  const { _ } = useLingui();
  const categoryName = useCategoryName();
  const term = query.trim();
  const [params, update] = useSearchParamsUpdate();
  const filters = searchFiltersFrom(params);
  const results = useSearchPosts(term, filters);
  const now = useNow();
  const count = results.data?.pages[0]?.count;
  const filtered = KEYS.some((k) => k !== 'sort' && filters[k]);
  const none = (
    <EmptyState title={_('posts.search.none')} icon={<SearchX className="size-6" aria-hidden />}>
      {filtered && (
        <Button
          variant="secondary"
          onClick={() => update({ category: undefined, budget: undefined, posted: undefined })}
        >
          {_('posts.search.clear')}
        </Button>
      )}
      <RefineBox query={term} />
      <SearchSuggestions
        words={fewerWords(term).map((w) => ({ label: w, to: `/search/${encodeURIComponent(w)}` }))}
        categories={JOB_CATEGORIES.filter((c) => POPULAR.includes(c)).map((c) => ({
          label: categoryName(c),
          to: `/search/${encodeURIComponent(c)}`,
        }))}
      />
    </EmptyState>
  );
  if (!term) return none;
  return (
    <div className="space-y-5">
      <JobSearchFilters filters={filters} onChange={update} />
      <p aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700">
        {results.isSuccess && count && count !== '0' ? _('posts.search.count', countValues(count)) : ''}
      </p>
      <PostList query={results} empty={none} failed={none}>
        {(post) => <PostCard post={post} now={now} bookmarkable={bookmarkable} />}
      </PostList>
    </div>
  );
}
