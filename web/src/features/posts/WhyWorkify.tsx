import { useLingui } from '@lingui/react';
import { BadgeCheck, BriefcaseBusiness, Percent, ShieldCheck } from 'lucide-react';
import { Card } from '@web/ui/Card';

const REASONS = [
  { Icon: ShieldCheck, title: 'jobs-form.why.quality', text: 'jobs-form.why.qualityText' },
  { Icon: Percent, title: 'jobs-form.why.commission', text: 'jobs-form.why.commissionText' },
  { Icon: BadgeCheck, title: 'jobs-form.why.verified', text: 'jobs-form.why.verifiedText' },
  { Icon: BriefcaseBusiness, title: 'jobs-form.why.listing', text: 'jobs-form.why.listingText' },
];

export function WhyWorkify() {
  const { _ } = useLingui();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{_('jobs-form.why.title')}</h2>
      <ul className="mt-4 space-y-4">
        {REASONS.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <p className="text-sm font-medium text-slate-900">{_(title)}</p>
              <p className="text-sm text-slate-600">{_(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
