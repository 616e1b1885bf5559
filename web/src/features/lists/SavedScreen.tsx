import { useLingui } from '@lingui/react';
import { Heart, Trash2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { ListItem, SavedList } from '@shared/schemas/lists';
import { errorToast } from '@web/lib/form-errors';
import { useFormatMoney, useTranslateError } from '@web/lib/i18n';
import { Avatar } from '@web/ui/Avatar';
import { Button } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { ConfirmAction } from '@web/ui/ConfirmDialog';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { cn } from '@web/ui/cn';
import { useDeleteList, useListItems, useMyLists, useRemoveFromList } from './api';
import { categoryNameIn } from '@web/lib/taxonomy';

/** /saved: the person's lists of saved gigs and freelancers; ?list= opens one. */
export default function SavedScreen() {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const lists = useMyLists();
  const [params, setParams] = useSearchParams();
  const all = lists.data?.pages.flatMap((p) => p.items) ?? [];
  const chosen = all.find((l) => l._id === params.get('list')) ?? all[0];
  return (
    <Page className="space-y-6">
      <div>
        <PageTitle>{_('lists.title')}</PageTitle>
        <p className="mt-2 text-slate-600">{_('lists.intro')}</p>
      </div>
      {lists.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : lists.isError ? (
        <ErrorState title={translateError(lists.error.message)} onRetry={() => void lists.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState title={_('lists.empty')} icon={<Heart className="size-6" aria-hidden />}>
          <p className="text-sm text-slate-600">{_('lists.emptyHint')}</p>
          <Link to="/gigs" className="text-sm font-medium text-brand-700 hover:underline">
            {_('lists.browse')}
          </Link>
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <nav aria-label={_('lists.yourLists')} className="min-w-0">
            <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
              {all.map((list) => (
                <li key={list._id} className="shrink-0">
                  <button
                    type="button"
                    aria-current={list._id === chosen?._id ? 'true' : undefined}
                    onClick={() => setParams({ list: list._id })}
                    className={cn(
                      'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-start text-sm',
                      list._id === chosen?._id
                        ? 'bg-brand-50 font-medium text-brand-800'
                        : 'text-slate-700 hover:bg-slate-100',
                    )}
                  >
                    <bdi className="max-w-48 truncate">{list.name}</bdi>
                    <span className="text-xs text-slate-500">{list.itemCount}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {chosen && <ListPanel key={chosen._id} list={chosen} onDeleted={() => setParams({})} />}
        </div>
      )}
    </Page>
  );
}

function ListPanel({ list, onDeleted }: { list: SavedList; onDeleted: () => void }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const items = useListItems(list._id);
  const remove = useDeleteList();
  const all = items.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="list-title" className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="list-title" dir="auto" className="min-w-0 text-xl font-semibold break-words text-slate-900">
          {list.name}
        </h2>
        <ConfirmAction
          title={_('lists.delete.title', { name: list.name })}
          confirmLabel={_('lists.delete.button')}
          onConfirm={() => remove.mutateAsync(list._id).then(onDeleted)}
          trigger={(open) => (
            <Button variant="ghost" size="sm" onClick={open}>
              <Trash2 className="size-4" aria-hidden /> {_('lists.delete.button')}
            </Button>
          )}
        >
          {_('lists.delete.body')}
        </ConfirmAction>
      </div>
      {items.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : items.isError ? (
        <ErrorState title={translateError(items.error.message)} onRetry={() => void items.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState title={_('lists.listEmpty')} />
      ) : (
        <>
          <ul
            aria-label={_('lists.savedIn', { name: list.name })}
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
          >
            {all.map((item) => (
              <li key={item._id}>
                <SavedCard listId={list._id} item={item} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={items.hasNextPage}
            loading={items.isFetchingNextPage}
            onLoad={() => void items.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}

function SavedCard({ listId, item }: { listId: string; item: ListItem }) {
  const { _ } = useLingui();
  const formatMoney = useFormatMoney();
  const translateError = useTranslateError();
  const remove = useRemoveFromList();
  const name =
    item.gig?.title ??
    item.freelancer?.fullName ??
    _(item.kind === 'gig' ? 'lists.item.goneGig' : 'lists.item.goneFreelancer');
  return (
    <Card className="flex h-full items-start gap-3 p-4 sm:p-4">
      {item.gig ? (
        <img
          src={item.gig.coverThumb}
          alt=""
          className="aspect-[4/3] w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
      ) : (
        <Avatar src={item.freelancer?.avatar} name={item.freelancer?.fullName ?? '?'} className="size-12" />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        {item.gig ? (
          <Link
            to={`/gig/${item.gig._id}`}
            dir="auto"
            className="line-clamp-2 font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {item.gig.title}
          </Link>
        ) : item.freelancer ? (
          <Link
            to={`/profile/${item.freelancer._id}`}
            className="block truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {item.freelancer.fullName}
          </Link>
        ) : (
          <p className="text-sm text-slate-600">{name}</p>
        )}
        <p dir="auto" className="truncate text-sm text-slate-600">
          {item.gig
            ? _('lists.item.gigLine', { seller: item.gig.sellerName, price: formatMoney(item.gig.price) })
            : item.freelancer?.profession
              ? categoryNameIn(_, item.freelancer.profession)
              : ''}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={_('lists.item.remove', { name })}
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(
            { listId, itemId: item._id },
            { onError: (err) => errorToast('lists', translateError(err.message) ?? err.message) },
          )
        }
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </Card>
  );
}
