import { useLingui } from '@lingui/react';
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

/** /saved-searches: each saved search as a link that reruns it, its alert to change, and Delete. */
export default function SavedSearchesScreen() {
  const { _ } = useLingui();
  const searches = useSavedSearches();
  const all = searches.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Page className="max-w-3xl space-y-6">
      <div>
        <PageTitle>{_('saved-searches.title')}</PageTitle>
        <p className="mt-2 text-slate-600">{_('saved-searches.intro')}</p>
      </div>
      {searches.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : searches.isError ? (
        <ErrorState title={searches.error.message} onRetry={() => void searches.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState title={_('saved-searches.none')} icon={<Search className="size-6" aria-hidden />}>
          <p className="text-sm text-slate-600">{_('saved-searches.noneHint')}</p>
        </EmptyState>
      ) : (
        <>
          <ul aria-label={_('saved-searches.title')} className="space-y-3">
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
  const { _ } = useLingui();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const failed = (err: Error) => errorToast('saved-searches', err.message);
  const facts = [search.query && `“${search.query}”`, ...Object.values(search.filters).map(String)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-4">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">
          {_(`saved-searches.kind.${search.kind}`)}
        </p>
        <Link
          to={searchHref(search)}
          dir="auto"
          className="block truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
        >
          {search.name}
        </Link>
        {facts && (
          <p dir="auto" className="truncate text-sm text-slate-600">
            {facts}
          </p>
        )}
      </div>
      <div className="flex items-end gap-2">
        {search.kind !== 'freelancers' && (
          <Select
            label={_('saved-searches.alertsFor', { name: search.name })}
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
            <option value="off">{_('saved-searches.save.alert.off')}</option>
            <option value="instant">{_('saved-searches.alert.instant')}</option>
            <option value="daily">{_('saved-searches.alert.daily')}</option>
          </Select>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="h-10"
          aria-label={_('saved-searches.delete', { name: search.name })}
          loading={remove.isPending}
          onClick={() => remove.mutate(search._id, { onError: failed })}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </Card>
  );
}
