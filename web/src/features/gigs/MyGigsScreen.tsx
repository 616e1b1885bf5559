import { Plus, Trash2 } from 'lucide-react';
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
import { useDeleteGig, useMyGigs } from './api';
import { Thumbnail } from '@web/ui/Thumbnail';
import { cn } from '@web/ui/cn';
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
  const items = gigs.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <EmptyState title="You have no gigs yet"><p className="text-sm text-slate-600">Use Add New Gig above to publish your first one.</p></EmptyState>;

  const onDelete = (id: string, title: string) => {
    if (!window.confirm(`Delete the gig "${title}"?`)) return;
    remove.mutate(id, {
      onSuccess: () => toast.success('gig deleted successfully', { autoClose: TOAST_MS.short }),
      onError: (err) => toast.error(err.message, { autoClose: TOAST_MS.short }),
    });
  };

  return (
    <>
      <div className={stackedTable.wrapper}>
        <table className={stackedTable.table}>
          <thead className={stackedTable.thead}>
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">Image</th>
              <th scope="col" className="px-4 py-3 font-medium">Title</th>
              <th scope="col" className="px-4 py-3 font-medium">Price</th>
              <th scope="col" className="px-4 py-3 font-medium">Sales</th>
              <th scope="col" className="px-4 py-3 font-medium"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className={stackedTable.tbody}>
            {items.map((gig) => (
              <tr key={gig._id} className={stackedTable.row}>
                <td className={cn(stackedTable.cell, 'max-sm:before:hidden')}>
                  <Thumbnail src={gig.coverThumb} />
                </td>
                <td className={cn(stackedTable.cell, 'font-medium text-slate-900 max-sm:text-base max-sm:before:hidden')}>
                  <Link to={`/gig/${gig._id}`} className="hover:text-brand-700 hover:underline">
                    {gig.title}
                  </Link>
                </td>
                <td data-label="Price" className={cn(stackedTable.cell, 'text-slate-700')}>{formatMoney(gig.price)}</td>
                <td data-label="Sales" className={cn(stackedTable.cell, 'text-slate-700')}>{gig.sales}</td>
                <td className={cn(stackedTable.cell, 'text-right max-sm:justify-end max-sm:before:hidden')}>
                  <button
                    type="button"
                    onClick={() => onDelete(gig._id, gig.title)}
                    disabled={remove.isPending && remove.variables === gig._id}
                    aria-label={`Delete ${gig.title}`}
                    className="rounded-lg p-2 text-red-600 hover:bg-red-50 disabled:opacity-50"
                  >
                    <Trash2 className="size-5" aria-hidden />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore hasMore={gigs.hasNextPage} loading={gigs.isFetchingNextPage} onLoad={() => void gigs.fetchNextPage()} />
    </>
  );
}

/** /mygigs: the freelancer's gigs with their sales. */
export default function MyGigsScreen() {
  const { user } = useMe();
  if (!user) return <PageSpinner />;
  return (
    <Page className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageTitle>Gigs</PageTitle>
        {!user.isClient && addLink}
      </div>
      {user.isClient ? <EmptyState title="Only freelancers have gigs of their own." /> : <MyGigsTable userId={user._id} />}
    </Page>
  );
}
