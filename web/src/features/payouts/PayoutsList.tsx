import { useLingui } from '@lingui/react';
import { useFormatMoney, useTranslateError } from '@web/lib/i18n';
import { Badge } from '@web/ui/Badge';
import { cn } from '@web/ui/cn';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { usePayouts } from './api';
import { PAYOUT_KEYS } from './words';
import { dateOf } from '@web/lib/dates';

function Destination({ destination }: { destination: string }) {
  const { _ } = useLingui();
  const key = destinationKey(destination);
  return key ? <span dir="ltr">{_(key[0], key[1])}</span> : <bdi>{destination}</bdi>;
}

const TONES = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  failed: 'bg-red-50 text-red-800 ring-red-600/20',
};

/** The server stores where a payout went in English ("Test account ••••1234", "Stripe account"): named here in the language. */
function destinationKey(destination: string): [string, Record<string, string>] | null {
  const test = /^Test account (\S+)$/.exec(destination);
  if (test) return ['payouts.list.testAccount', { last4: test[1]! }];
  return destination === 'Stripe account' ? ['payouts.list.stripeAccount', {}] : null;
}

export function PayoutsList() {
  const { _ } = useLingui();
  const money = useFormatMoney();
  const translateError = useTranslateError();
  const list = usePayouts();
  if (list.isPending) return <Skeleton className="h-24 w-full" />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((p) => p.items);
  if (rows.length === 0) return <EmptyState title={_('payouts.list.none')}>{_('payouts.list.noneHint')}</EmptyState>;
  return (
    <div className="space-y-3">
      <ul
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm"
        aria-label={_('payouts.list.label')}
      >
        {rows.map((p) => (
          <li key={p._id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900 tabular-nums">{money(p.amountCents, 'minor')}</p>
              <p className="text-sm text-slate-600">
                {dateOf(p.createdAt)} · <Destination destination={p.destination} />
              </p>
              {p.failureMessage && (
                <p className="text-sm break-words text-red-700">{translateError(p.failureMessage)}</p>
              )}
            </div>
            <Badge className={cn(TONES[p.status])}>{_(PAYOUT_KEYS[p.status])}</Badge>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
        label={_('payouts.list.more')}
      />
    </div>
  );
}
