import { Badge } from '@web/ui/Badge';
import { cn } from '@web/ui/cn';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { usePayouts } from './api';
import { cents, PAYOUT_LABELS } from './words';
import { dateOf } from '@web/lib/dates';

const TONES = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  failed: 'bg-red-50 text-red-800 ring-red-600/20',
};

export function PayoutsList() {
  const list = usePayouts();
  if (list.isPending) return <Skeleton className="h-24 w-full" />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((p) => p.items);
  if (rows.length === 0)
    return <EmptyState title="No payouts yet">Withdraw your available balance to see it here.</EmptyState>;
  return (
    <div className="space-y-3">
      <ul
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm"
        aria-label="Your payouts"
      >
        {rows.map((p) => (
          <li key={p._id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900 tabular-nums">{cents(p.amountCents)}</p>
              <p className="text-sm text-slate-600">
                {dateOf(p.createdAt)} · {p.destination}
              </p>
              {p.failureMessage && <p className="text-sm break-words text-red-700">{p.failureMessage}</p>}
            </div>
            <Badge className={cn(TONES[p.status])}>{PAYOUT_LABELS[p.status]}</Badge>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
        label="Show more payouts"
      />
    </div>
  );
}
