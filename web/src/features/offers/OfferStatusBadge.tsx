import { useLingui } from '@lingui/react';
import type { OfferStatus } from '@shared/schemas/offers';
import { Badge } from '@web/ui/Badge';

const TONES: Record<OfferStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  accepted: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  ordered: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  declined: 'bg-red-50 text-red-800 ring-red-600/20',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-400/30',
  expired: 'bg-slate-100 text-slate-700 ring-slate-400/30',
};

/** The status's name in the page's language (OFFER_STATUS_LABELS' English is `offers.status.*`). */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const { _ } = useLingui();
  return <Badge className={TONES[status]}>{_(`offers.status.${status}`)}</Badge>;
}
