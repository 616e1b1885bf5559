import { useLingui } from '@lingui/react';
import { Check, Clock, RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { PackageTier } from '@shared/schemas/gig-packages';
import type { Gig } from '@shared/schemas/gigs';
import { useMe } from '@web/lib/session';
import { ButtonLink } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { UserText } from '@web/ui/UserText';
import { Approx } from '@web/lib/approx';
import { useFormatMoney, useTranslateError } from '@web/lib/i18n';
import { chosenTotal, ExtrasChoice, PackageTabs, payPath } from './PackagePicker';

/** The package: short title, price, short description, delivery, revisions, features, Continue. */
/** `unavailable`: why the gig cannot be bought now (its seller cannot be paid yet); `notice`: a word for its seller. */
export function GigSideCard({
  gig,
  unavailable,
  notice,
}: {
  gig: Gig;
  unavailable?: string | null;
  notice?: ReactNode;
}) {
  const { _ } = useLingui();
  const formatMoney = useFormatMoney();
  const translateError = useTranslateError();
  const { user } = useMe();
  const isOwner = user !== null && user._id === gig.userId;
  const isSeller = user !== null && !user.isClient;
  const [tier, setTier] = useState<PackageTier>('basic');
  const [chosen, setChosen] = useState<string[]>([]);
  const { pkg, priceCents, deliveryDays } = chosenTotal(gig.packages, gig.extras, tier, chosen);
  const several = gig.packages.length > 1;
  const total = formatMoney(priceCents, 'minor');
  return (
    <Card className="space-y-4">
      <PackageTabs packages={gig.packages} tier={tier} onTier={setTier} />
      <div className="flex items-start justify-between gap-3">
        <h2 dir="auto" className="font-semibold text-slate-900">
          {several ? pkg.name : gig.shortTitle}
        </h2>
        <p className="flex flex-col items-end text-2xl font-semibold text-slate-900">
          {formatMoney(pkg.price)}
          <Approx amount={pkg.price} />
        </p>
      </div>
      <UserText text={several ? pkg.description : gig.shortDesc} className="text-sm text-slate-600" />
      <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden /> {_('gigs.page.deliveryDays', { days: deliveryDays })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <RefreshCw className="size-4" aria-hidden /> {_('gigs.page.revisions', { count: pkg.revisions })}
        </span>
      </div>
      {pkg.features.length > 0 && (
        <ul className="space-y-2">
          {pkg.features.map((feature, i) => (
            <li key={`${i}-${feature}`} className="flex items-start gap-2 text-sm text-slate-700">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden /> {feature}
            </li>
          ))}
        </ul>
      )}
      <ExtrasChoice extras={gig.extras} chosen={chosen} onExtras={setChosen} />
      {gig.extras.length > 0 && (
        <p
          className="flex items-baseline justify-between border-t border-slate-100 pt-3 text-sm font-medium text-slate-700"
          aria-live="polite"
        >
          {_('gigs.page.total')}{' '}
          <span className="flex flex-col items-end text-xl font-semibold text-slate-900">
            {total}
            <Approx amount={priceCents} unit="cents" />
          </span>
        </p>
      )}
      {gig.paused && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {isOwner ? _('gigs.page.pausedOwner') : _('gigs.page.paused')}
        </p>
      )}
      {notice}
      {isOwner ? (
        <ButtonLink to={`/mygigs/${gig._id}/edit`} variant="secondary" size="lg" className="w-full">
          {_('gigs.page.edit')}
        </ButtonLink>
      ) : isSeller ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">{_('gigs.page.onlyClients')}</p>
      ) : gig.paused ? null : unavailable ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
          {_('gigs.page.unavailable', { reason: translateError(unavailable) ?? unavailable })}
        </p>
      ) : (
        // Below lg the card is far down the page: its price and Continue stay on screen in a bar.
        <div
          role="group"
          aria-label={_('gigs.page.buy')}
          className="max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:flex max-lg:items-center max-lg:justify-between max-lg:gap-4 max-lg:border-t max-lg:border-slate-200 max-lg:bg-white max-lg:px-4 max-lg:py-3 max-lg:shadow-[0_-4px_12px_rgb(0_0_0/0.06)]"
        >
          <p className="text-xl font-semibold whitespace-nowrap text-slate-900 lg:hidden">{total}</p>
          <ButtonLink to={payPath(gig._id, pkg.tier, chosen)} size="lg" className="max-lg:px-8 lg:w-full">
            {_('gigs.page.continue')}
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}
