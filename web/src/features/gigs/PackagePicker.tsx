import { useLingui } from '@lingui/react';
import { packageTotal } from '@shared/gig-values';
import type { GigExtra, GigPackage, PackageTier } from '@shared/schemas/gig-packages';
import { useFormatMoney } from '@web/lib/i18n';
import { useHydrated } from '@web/ui/use-hydrated';

/** Each tier's name, a key of the gigs catalog. */
const TIER_LABELS: Record<PackageTier, string> = {
  basic: 'gigs.tier.basic',
  standard: 'gigs.tier.standard',
  premium: 'gigs.tier.premium',
};

/** The buyer's package on the gig page: Basic, Standard, Premium (nothing for a one-package gig). */
export function PackageTabs({
  packages,
  tier,
  onTier,
}: {
  packages: GigPackage[];
  tier: PackageTier;
  onTier: (tier: PackageTier) => void;
}) {
  const { _ } = useLingui();
  // A choice made on the rendered page before the app has taken it over would be lost.
  const hydrated = useHydrated();
  return (
    packages.length > 1 && (
      <fieldset disabled={!hydrated}>
        <legend className="sr-only">{_('gigs.compare.package')}</legend>
        <div className="grid grid-flow-col gap-1 rounded-lg bg-slate-100 p-1">
          {packages.map((p) => (
            <label
              key={p.tier}
              className="cursor-pointer rounded-md px-2 py-1.5 text-center text-sm font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-slate-900 has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name="package"
                value={p.tier}
                checked={tier === p.tier}
                onChange={() => onTier(p.tier)}
                className="sr-only"
              />
              {_(TIER_LABELS[p.tier])}
            </label>
          ))}
        </div>
      </fieldset>
    )
  );
}

/** The extras the buyer adds, each with its price and days. */
export function ExtrasChoice({
  extras,
  chosen,
  onExtras,
}: {
  extras: GigExtra[];
  chosen: string[];
  onExtras: (ids: string[]) => void;
}) {
  const { _ } = useLingui();
  const formatMoney = useFormatMoney();
  const hydrated = useHydrated();
  return (
    extras.length > 0 && (
      <fieldset disabled={!hydrated} className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">{_('gigs.page.extras')}</legend>
        {extras.map((e) => (
          <label key={e.id} className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              checked={chosen.includes(e.id)}
              onChange={(ev) => onExtras(ev.target.checked ? [...chosen, e.id] : chosen.filter((id) => id !== e.id))}
            />
            <span className="min-w-0 flex-1 wrap-anywhere">
              <bdi>{e.title}</bdi>
              {e.extraDays !== 0 && (
                <span className="text-slate-500">
                  {' '}
                  (
                  {e.extraDays > 0
                    ? _('gigs.page.extraDays', { days: e.extraDays })
                    : _('gigs.page.fewerDays', { days: -e.extraDays })}
                  )
                </span>
              )}
            </span>
            <span className="font-medium whitespace-nowrap text-slate-900">+{formatMoney(e.priceCents, 'minor')}</span>
          </label>
        ))}
      </fieldset>
    )
  );
}

/** The chosen package with its extras: what the buyer will pay and how long it takes. */
export function chosenTotal(packages: GigPackage[], extras: GigExtra[], tier: PackageTier, chosen: string[]) {
  const pkg = packages.find((p) => p.tier === tier) ?? packages[0]!;
  return {
    pkg,
    ...packageTotal(
      pkg,
      extras.filter((e) => chosen.includes(e.id)),
    ),
  };
}

/** /pay/{id}'s query for a chosen package and extras (none for Basic without extras). */
export function payPath(gigId: string, tier: PackageTier, chosen: string[]) {
  const query = new URLSearchParams();
  if (tier !== 'basic') query.set('package', tier);
  if (chosen.length) query.set('extras', chosen.join(','));
  const q = query.toString();
  return `/pay/${gigId}${q ? `?${q}` : ''}`;
}
