import { AWAITING_WORK_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@shared/machines/orders';
import { cn } from '@web/ui/cn';
import { dateOf, dateTimeOf } from '@web/lib/dates';

const TONES: Record<OrderStatus, string> = {
  pending: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  processing: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  failed: 'bg-red-50 text-red-700 ring-red-600/20',
  disputed: 'bg-red-50 text-red-700 ring-red-600/20',
  in_progress: 'bg-sky-50 text-sky-700 ring-sky-600/20',
  delivered: 'bg-violet-50 text-violet-700 ring-violet-600/20',
  revision: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  completed: 'bg-brand-50 text-brand-700 ring-brand-600/20',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[status],
      )}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * The due date; red and marked "overdue" once it passed on an order still waiting for work. The
 * order's own page gives the hour too, in the viewer's zone, named when it is not the browser's.
 */
export function DueDate({
  dueAt,
  status,
  withTime,
}: {
  dueAt: string | null;
  status: OrderStatus;
  withTime?: boolean;
}) {
  if (!dueAt) return null;
  const overdue = AWAITING_WORK_STATUSES.includes(status) && new Date(dueAt).getTime() < Date.now();
  const text = withTime ? dateTimeOf(dueAt) : dateOf(dueAt);
  return (
    <span className={cn('text-sm', overdue ? 'font-medium text-red-700' : 'text-slate-600')}>
      Due {text}
      {overdue && ' (overdue)'}
    </span>
  );
}
