import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ACTIVE_DISPUTE_STATUSES } from '@shared/schemas/disputes';
import { cn } from '@web/ui/cn';
import { useDispute } from './api';
import { useDisputeWords } from './use-dispute-words';

/** The order page's line about its dispute: paused while it is worked out, how it ended after, and the way to it. */
export function DisputeBanner({ disputeId }: { disputeId: string }) {
  const w = useDisputeWords();
  const query = useDispute(disputeId);
  const d = query.data;
  const active = !d || ACTIVE_DISPUTE_STATUSES.includes(d.status);
  const text = !d
    ? w._('disputes.banner.pending')
    : active
      ? d.milestone
        ? w.t('disputes.banner.activeMilestone', { status: d.status, milestone: w.milestoneName(d.milestone) })
        : w._('disputes.banner.activeOrder', { status: d.status })
      : w.closingText(d);
  return (
    <section
      aria-label={w._('disputes.title')}
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border px-4 py-3 text-sm',
        active ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-200 bg-white text-slate-700 shadow-sm',
      )}
    >
      <ShieldAlert className="size-5 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 basis-60">{text}</p>
      <Link to={`/disputes/${disputeId}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {w._('disputes.banner.view')}
      </Link>
    </section>
  );
}
