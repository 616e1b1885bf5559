import { useLingui } from '@lingui/react';
import { Check, Minus } from 'lucide-react';
import type { Gig } from '@shared/schemas/gigs';
import { Approx } from '@web/lib/approx';
import { useFormatMoney } from '@web/lib/i18n';

/** The gig page's side-by-side table of its packages (only when it has more than Basic). */
export function PackageComparison({ gig }: { gig: Gig }) {
  const { _ } = useLingui();
  const formatMoney = useFormatMoney();
  if (gig.packages.length < 2) return null;
  const features = [...new Set(gig.packages.flatMap((p) => p.features))];
  const cell = 'px-2 py-2 text-start align-top sm:px-3';
  return (
    <section aria-labelledby="compare-title" className="space-y-3">
      <h2 id="compare-title" className="text-xl font-semibold text-slate-900">
        {_('gigs.compare.title')}
      </h2>
      <div
        className="overflow-x-auto rounded-lg border border-slate-200"
        tabIndex={0}
        role="region"
        aria-labelledby="compare-title"
      >
        <table className="w-full text-xs text-slate-700 sm:text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={cell}>
                <span className="sr-only">{_('gigs.compare.package')}</span>
              </th>
              {gig.packages.map((p) => (
                <th key={p.tier} scope="col" className={`${cell} font-semibold text-slate-900`}>
                  {p.name}
                  <span className="block text-base">{formatMoney(p.price)}</span>
                  <Approx amount={p.price} className="block text-xs font-normal whitespace-nowrap text-slate-600" />
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            <tr>
              <th scope="row" className={`${cell} font-medium`}>
                {_('gigs.compare.whatYouGet')}
              </th>
              {gig.packages.map((p) => (
                <td key={p.tier} className={`${cell} wrap-anywhere`}>
                  {p.description}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className={`${cell} font-medium`}>
                {_('gigs.compare.delivery')}
              </th>
              {gig.packages.map((p) => (
                <td key={p.tier} className={cell}>
                  {_('gigs.compare.days', { days: p.deliveryDays })}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className={`${cell} font-medium`}>
                {_('gigs.compare.revisions')}
              </th>
              {gig.packages.map((p) => (
                <td key={p.tier} className={cell}>
                  {p.revisions}
                </td>
              ))}
            </tr>
            {features.map((f) => (
              <tr key={f}>
                <th scope="row" className={`${cell} font-medium break-words`}>
                  {f}
                </th>
                {gig.packages.map((p) => (
                  <td key={p.tier} className={cell}>
                    {p.features.includes(f) ? (
                      <Check className="size-4 text-brand-600" aria-label={_('gigs.compare.included')} />
                    ) : (
                      <Minus className="size-4 text-slate-400" aria-label={_('gigs.compare.notIncluded')} />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
