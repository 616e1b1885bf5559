import { useLingui } from '@lingui/react';
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
import { useFormatMoney } from '@web/lib/i18n';

function AddLink() {
  const { _ } = useLingui();
  return (
    <ButtonLink to="/add">
      <Plus className="size-4" aria-hidden /> {_('gigs.mine.add')}
    </ButtonLink>
  );
}

function MyGigsTable({ userId }: { userId: string }) {
  const { _ } = useLingui();
  const formatMoney = useFormatMoney();
  const gigs = useMyGigs(userId);
  const remove = useDeleteGig();
  const pause = usePauseGig();
  const loaded = gigs.data?.pages.flatMap((p) => p.items) ?? [];
  const stats = useGigStats(loaded.map((g) => g._id));
  const statsOf = (id: string) => stats.data?.find((s) => s.gigId === id);
  if (gigs.isPending) {
    return (
      <div role="status" aria-label={_('gigs.mine.loading')} className="space-y-3">
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
      <EmptyState title={_('gigs.mine.none')}>
        <p className="text-sm text-slate-600">{_('gigs.mine.noneHint')}</p>
      </EmptyState>
    );

  const onDelete = (id: string) =>
    remove.mutateAsync(id).then(() => toast.success(_('gigs.mine.deleted'), { autoClose: TOAST_MS.short }));

  const togglePause = (id: string, title: string, paused: boolean) =>
    pause.mutate(
      { id, paused },
      {
        onSuccess: () =>
          toast.success(paused ? _('gigs.mine.paused', { title }) : _('gigs.mine.resumed', { title }), {
            autoClose: TOAST_MS.short,
          }),
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
                {_('gigs.mine.image')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {_('gigs.form.title')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {_('gigs.mine.price')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {_('gigs.mine.views')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {_('gigs.mine.orders')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {_('gigs.mine.earnings')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">{_('gigs.mine.actions')}</span>
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
                    <Link
                      to={`/gig/${gig._id}`}
                      dir="auto"
                      className="break-words hover:text-brand-700 hover:underline"
                    >
                      {gig.title}
                    </Link>
                    {paused && (
                      <Badge className="ms-2 bg-amber-50 text-amber-800 ring-amber-600/20">
                        {_('gigs.mine.pausedBadge')}
                      </Badge>
                    )}
                    {gig.hidden && <HiddenBadge reason={gig.hiddenReason} className="ms-2" />}
                  </td>
                  <td data-label={_('gigs.mine.price')} className={cn(stackedTable.cell, 'text-slate-700')}>
                    {formatMoney(gig.price)}
                  </td>
                  <td data-label={_('gigs.mine.views')} className={cn(stackedTable.cell, 'text-slate-700')}>
                    {figure(gig._id, (s) => String(s.views))}
                  </td>
                  <td data-label={_('gigs.mine.orders')} className={cn(stackedTable.cell, 'text-slate-700')}>
                    {figure(gig._id, (s) => String(s.orders))}
                  </td>
                  <td data-label={_('gigs.mine.earnings')} className={cn(stackedTable.cell, 'text-slate-700')}>
                    {figure(gig._id, (s) => formatMoney(s.earnings))}
                  </td>
                  <td
                    className={cn(
                      stackedTable.cell,
                      'text-end whitespace-nowrap max-sm:justify-end max-sm:before:hidden',
                    )}
                  >
                    <Link
                      to={`/mygigs/${gig._id}/edit`}
                      aria-label={_('gigs.mine.editName', { title: gig.title })}
                      title={_('gigs.mine.edit')}
                      className={cn(actionClass, 'inline-grid text-slate-700')}
                    >
                      <Pencil className="size-5" aria-hidden />
                    </Link>
                    <button
                      type="button"
                      onClick={() => togglePause(gig._id, gig.title, !paused)}
                      disabled={!stats.data || (pause.isPending && pause.variables?.id === gig._id)}
                      aria-label={
                        paused
                          ? _('gigs.mine.resumeName', { title: gig.title })
                          : _('gigs.mine.pauseName', { title: gig.title })
                      }
                      title={paused ? _('gigs.mine.resume') : _('gigs.mine.pause')}
                      className={cn(actionClass, 'text-slate-700')}
                    >
                      {paused ? <Play className="size-5" aria-hidden /> : <Pause className="size-5" aria-hidden />}
                    </button>
                    <ConfirmAction
                      title={_('gigs.mine.deleteTitle', { title: gig.title })}
                      confirmLabel={_('gigs.mine.delete')}
                      onConfirm={() => onDelete(gig._id)}
                      trigger={(open) => (
                        <button
                          type="button"
                          onClick={open}
                          disabled={remove.isPending && remove.variables === gig._id}
                          aria-label={_('gigs.mine.deleteName', { title: gig.title })}
                          className="rounded-lg p-2 text-red-600 hover:bg-red-50 disabled:opacity-50"
                        >
                          <Trash2 className="size-5" aria-hidden />
                        </button>
                      )}
                    >
                      {_('gigs.mine.deleteExplain')}
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
  const { _ } = useLingui();
  const { user } = useMe();
  if (!user) return <PageSpinner />;
  return (
    <Page className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageTitle>{_('gigs.mine.title')}</PageTitle>
        {!user.isClient && <AddLink />}
      </div>
      {user.isClient ? <EmptyState title={_('gigs.mine.onlyFreelancers')} /> : <MyGigsTable userId={user._id} />}
    </Page>
  );
}
