import { Search, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { SavedSearch } from '@shared/schemas/saved-searches';
import { errorToast } from '@web/lib/form-errors';
import { Button } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { Select } from '@web/ui/Field';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { searchHref, useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from './api';

const KIND_LABELS = { jobs: 'Jobs', gigs: 'Gigs', freelancers: 'Freelancers' } as const;

/** /saved-searches: each saved search as a link that reruns it, its alert to change, and Delete. */
export default function SavedSearchesScreen() {
  const searches = useSavedSearches();
  const all = searches.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Page className="max-w-3xl space-y-6">
      <div>
        <PageTitle>Saved searches</PageTitle>
        <p className="mt-2 text-slate-600">
          Open one to run it again. Alerts tell you about new jobs and gigs that match.
        </p>
      </div>
      {searches.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : searches.isError ? (
        <ErrorState title={searches.error.message} onRetry={() => void searches.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState title="No saved searches yet" icon={<Search className="size-6" aria-hidden />}>
          <p className="text-sm text-slate-600">
            Search for jobs, gigs or freelancers, then choose “Save this search”.
          </p>
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Saved searches" className="space-y-3">
            {all.map((search) => (
              <li key={search._id}>
                <SavedSearchRow search={search} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={searches.hasNextPage}
            loading={searches.isFetchingNextPage}
            onLoad={() => void searches.fetchNextPage()}
          />
        </>
      )}
    </Page>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const failed = (err: Error) => errorToast('saved-searches', err.message);
  const facts = [search.query && `“${search.query}”`, ...Object.values(search.filters).map(String)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-4">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">{KIND_LABELS[search.kind]}</p>
        <Link
          to={searchHref(search)}
          className="block truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
        >
          {search.name}
        </Link>
        {facts && <p className="truncate text-sm text-slate-600">{facts}</p>}
      </div>
      <div className="flex items-end gap-2">
        {search.kind !== 'freelancers' && (
          <Select
            label={`Alerts for ${search.name}`}
            className="sm:w-40"
            wrapperClassName="[&>label]:sr-only"
            value={search.alert}
            disabled={update.isPending}
            onChange={(e) =>
              update.mutate(
                {
                  id: search._id,
                  kind: search.kind,
                  name: search.name,
                  query: search.query,
                  filters: search.filters,
                  alert: e.target.value as SavedSearch['alert'],
                },
                { onError: failed },
              )
            }
          >
            <option value="off">No alerts</option>
            <option value="instant">Right away</option>
            <option value="daily">Daily mail</option>
          </Select>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="h-10"
          aria-label={`Delete ${search.name}`}
          loading={remove.isPending}
          onClick={() => remove.mutate(search._id, { onError: failed })}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </Card>
  );
}
