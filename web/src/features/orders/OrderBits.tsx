import { useLingui } from '@lingui/react';
import { AWAITING_WORK_STATUSES, type OrderStatus } from '@shared/machines/orders';
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

/** ORDER_STATUS_LABELS (shared/machines/orders.ts) in the page's language: the machine keeps its English. */
const ORDER_STATUS_KEYS: Record<OrderStatus, string> = {
  pending: 'orders.status.pending',
  processing: 'orders.status.processing',
  failed: 'orders.status.failed',
  in_progress: 'orders.status.inProgress',
  delivered: 'orders.status.delivered',
  revision: 'orders.status.revision',
  completed: 'orders.status.completed',
  cancelled: 'orders.status.cancelled',
  disputed: 'orders.status.disputed',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { _ } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[status],
      )}
    >
      {_(ORDER_STATUS_KEYS[status])}
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
  const { _ } = useLingui();
  if (!dueAt) return null;
  const overdue = AWAITING_WORK_STATUSES.includes(status) && new Date(dueAt).getTime() < Date.now();
  const date = withTime ? dateTimeOf(dueAt) : dateOf(dueAt);
  return (
    <span className={cn('text-sm', overdue ? 'font-medium text-red-700' : 'text-slate-600')}>
      {_(overdue ? 'orders.due.overdue' : 'orders.due.date', { date })}
    </span>
  );
}
