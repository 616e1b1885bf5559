import { useLingui } from '@lingui/react';
import type { Application, ApplicationStatus } from '@shared/schemas/applications';
import { Badge } from '@web/ui/Badge';

const TONES: Record<ApplicationStatus | 'completed', string> = {
  pending: 'bg-slate-100 text-slate-700 ring-slate-400/30',
  shortlisted: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  declined: 'bg-red-50 text-red-800 ring-red-600/20',
  hired: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  completed: 'bg-brand-50 text-brand-800 ring-brand-600/20',
};

/**
 * An application's one state badge: a completed application reads "Completed" (a hired one
 * "Hired · Completed"), never "Pending" beside "Completed".
 */
export function ApplicationStatusBadge({ application }: { application: Pick<Application, 'status' | 'isCompleted'> }) {
  const { _ } = useLingui();
  const { status, isCompleted } = application;
  if (!isCompleted) return <Badge className={TONES[status]}>{_(`applications.status.${status}`)}</Badge>;
  return (
    <Badge className={TONES.completed}>
      {_(status === 'hired' ? 'applications.status.hiredCompleted' : 'applications.status.completed')}
    </Badge>
  );
}
