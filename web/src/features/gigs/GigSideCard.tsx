import { Check, Clock, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Gig } from '@shared/schemas/gigs';
import { useMe } from '@web/lib/session';
import { ButtonLink } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { UserText } from '@web/ui/UserText';
import { formatMoney } from '@web/lib/money';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The package: short title, price, short description, delivery, revisions, features, Continue. */
/** `unavailable`: why the gig cannot be bought now (its seller cannot be paid yet); `notice`: a word for its seller. */
export function GigSideCard({ gig, unavailable, notice }: { gig: Gig; unavailable?: string | null; notice?: ReactNode }) {
  const { user } = useMe();
  const isOwner = user !== null && user._id === gig.userId;
  const isSeller = user !== null && !user.isClient;
  return (
    <Card className="space-y-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold text-slate-900">{gig.shortTitle}</h2>
        <p className="text-2xl font-semibold text-slate-900">{formatMoney(gig.price)}</p>
      </div>
      <UserText text={gig.shortDesc} className="text-sm text-slate-600" />
      <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden /> {plural(gig.deliveryTime, 'Day')} Delivery
        </span>
        <span className="inline-flex items-center gap-1.5">
          <RefreshCw className="size-4" aria-hidden /> {plural(gig.revisionNumber, 'Revision')}
        </span>
      </div>
      {gig.features.length > 0 && (
        <ul className="space-y-2">
          {gig.features.map((feature, i) => (
            <li key={`${i}-${feature}`} className="flex items-start gap-2 text-sm text-slate-700">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden /> {feature}
            </li>
          ))}
        </ul>
      )}
      {gig.paused && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {isOwner ? 'You paused this gig: it is hidden from lists and search, and nobody can buy it until you resume it.' : 'This gig is paused by its seller and cannot be bought right now.'}
        </p>
      )}
      {notice}
      {isOwner ? (
        <ButtonLink to={`/mygigs/${gig._id}/edit`} variant="secondary" size="lg" className="w-full">
          Edit gig
        </ButtonLink>
      ) : isSeller ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">Only clients can buy gigs.</p>
      ) : gig.paused ? null : unavailable ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">Unavailable: {unavailable}</p>
      ) : (
        <ButtonLink to={`/pay/${gig._id}`} size="lg" className="w-full">
          Continue
        </ButtonLink>
      )}
    </Card>
  );
}
