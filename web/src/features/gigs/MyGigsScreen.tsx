import { Pause, Pencil, Play, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { useMe } from '@web/lib/session';
import { ButtonLink } from '@web/ui/Button';
import { Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { PageSpinner } from '@web/ui/Spinner';
import { useDeleteGig, useGigStats, useMyGigs, usePauseGig } from './api';
import { Badge } from '@web/ui/Badge';
import { HiddenBadge } from '@web/ui/Hidden';
import { Thumbnail } from '@web/ui/Thumbnail';
import { cn } from '@web/ui/cn';
import { ConfirmAction } from '@web/ui/ConfirmDialog';
import { stackedTable } from '@web/ui/stacked-table';
import { formatMoney } from '@web/lib/money';

const addLink = (
  <ButtonLink to="/add">
    <Plus className="size-4" aria-hidden /> Add New Gig
  </ButtonLink>
);

function MyGigsTable({ userId }: { userId: string }) {
  const gigs = useMyGigs(userId);
  const remove = useDeleteGig();
  const pause = usePauseGig();
  const loaded = gigs.data?.pages.flatMap((p) => p.items) ?? [];
  const stats = useGigStats(loaded.map((g) => g._id));
  const statsOf = (id: string) => stats.data?.find((s) => s.gigId === id);
  if (gigs.isPending) {
    return (
      <div role="status" aria-label="Loading gigs" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (gigs.isError) return <ErrorState title={gigs.error.message} onRetry={() => void gigs.refetch()} />;
  const items = loaded;
  if (items.length === 0)
    return (
      <EmptyState title="You have no gigs yet">
        <p className="text-sm text-slate-600">Use Add New Gig above to publish your first one.</p>
      </EmptyState>
    );

  const onDelete = (id: string) =>
    remove.mutateAsync(id).then(() => toast.success('gig deleted successfully', { autoClose: TOAST_MS.short }));

  const togglePause = (id: string, title: string, paused: boolean) =>
    pause.mutate(
      { id, paused },
      {
        onSuccess: () =>
          toast.success(paused ? `Paused "${title}"` : `Resumed "${title}"`, { autoClose: TOAST_MS.short }),
        onError: (err) => toast.error(err.message, { autoClose: TOAST_MS.short }),
      },
    );
  // Figures load after the list; until then a dash, never a made-up zero.
  const figure = (id: string, pick: (s: NonNullable<ReturnType<typeof statsOf>>) => string) => {
    const s = statsOf(id);
    return s ? pick(s) : '—';
  };
  const actionClass = 'rounded-lg p-2 hover:bg-slate-100 disabled:opacity-50';

  return (
    <>
      <div className={stackedTable.wrapper}>
        <table className={stackedTable.table}>
          <thead className={stackedTable.thead}>
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Image
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Title
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Price
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Views
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Orders
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Earnings
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className={stackedTable.tbody}>
            {items.map((gig) => {
              const paused = statsOf(gig._id)?.paused ?? false;
              return (
                <tr key={gig._id} className={stackedTable.row}>
                  <td className={cn(stackedTable.cell, 'max-sm:before:hidden')}>
                    <Thumbnail src={gig.coverThumb} />
                  </td>
                  <td
                    className={cn(
                      stackedTable.cell,
                      'font-medium text-slate-900 max-sm:text-base max-sm:before:hidden',
                    )}
                  >
                    <Link to={`/gig/${gig._id}`} className="break-words hover:text-brand-700 hover:underline">
                      {gig.title}
                    </Link>
                    {paused && <Badge className="ml-2 bg-amber-50 text-amber-800 ring-amber-600/20">Paused</Badge>}
                    {gig.hidden && <HiddenBadge reason={gig.hiddenReason} className="ml-2" />}
                  </td>
                  <td data-label="Price" className={cn(stackedTable.cell, 'text-slate-700')}>
                    {formatMoney(gig.price)}
                  </td>
                  <td data-label="Views" className={cn(stackedTable.cell, 'text-slate-700')}>
                    {figure(gig._id, (s) => String(s.views))}
                  </td>
                  <td data-label="Orders" className={cn(stackedTable.cell, 'text-slate-700')}>
                    {figure(gig._id, (s) => String(s.orders))}
                  </td>
                  <td data-label="Earnings" className={cn(stackedTable.cell, 'text-slate-700')}>
                    {figure(gig._id, (s) => formatMoney(s.earnings))}
                  </td>
                  <td
                    className={cn(
                      stackedTable.cell,
                      'text-right whitespace-nowrap max-sm:justify-end max-sm:before:hidden',
                    )}
                  >
                    <Link
                      to={`/mygigs/${gig._id}/edit`}
                      aria-label={`Edit ${gig.title}`}
                      title="Edit"
                      className={cn(actionClass, 'inline-grid text-slate-700')}
                    >
                      <Pencil className="size-5" aria-hidden />
                    </Link>
                    <button
                      type="button"
                      onClick={() => togglePause(gig._id, gig.title, !paused)}
                      disabled={!stats.data || (pause.isPending && pause.variables?.id === gig._id)}
                      aria-label={`${paused ? 'Resume' : 'Pause'} ${gig.title}`}
                      title={paused ? 'Resume' : 'Pause'}
                      className={cn(actionClass, 'text-slate-700')}
                    >
                      {paused ? <Play className="size-5" aria-hidden /> : <Pause className="size-5" aria-hidden />}
                    </button>
                    <ConfirmAction
                      title={`Delete the gig “${gig.title}”?`}
                      confirmLabel="Delete gig"
                      onConfirm={() => onDelete(gig._id)}
                      trigger={(open) => (
                        <button
                          type="button"
                          onClick={open}
                          disabled={remove.isPending && remove.variables === gig._id}
                          aria-label={`Delete ${gig.title}`}
                          className="rounded-lg p-2 text-red-600 hover:bg-red-50 disabled:opacity-50"
                        >
                          <Trash2 className="size-5" aria-hidden />
                        </button>
                      )}
                    >
                      The gig, its pictures and its reviews leave Workify for good; orders already placed keep their
                      record. This cannot be undone.
                    </ConfirmAction>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <LoadMore hasMore={gigs.hasNextPage} loading={gigs.isFetchingNextPage} onLoad={() => void gigs.fetchNextPage()} />
    </>
  );
}

/** /mygigs: the freelancer's gigs with their views, orders and earnings; edit, pause or resume, delete. */
export default function MyGigsScreen() {
  const { user } = useMe();
  if (!user) return <PageSpinner />;
  return (
    <Page className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageTitle>Gigs</PageTitle>
        {!user.isClient && addLink}
      </div>
      {user.isClient ? (
        <EmptyState title="Only freelancers have gigs of their own." />
      ) : (
        <MyGigsTable userId={user._id} />
      )}
    </Page>
  );
}
