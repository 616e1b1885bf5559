import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@shared/schemas/applications';
import { Badge } from '@web/ui/Badge';

const TONES: Record<ApplicationStatus, string> = {
  pending: 'bg-slate-100 text-slate-700 ring-slate-400/30',
  shortlisted: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  declined: 'bg-red-50 text-red-800 ring-red-600/20',
  hired: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge className={TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}
