import { BadgeCheck, BriefcaseBusiness, Percent, ShieldCheck } from 'lucide-react';
import { Card } from '@web/ui/Card';

const REASONS = [
  { Icon: ShieldCheck, title: 'Quality freelancer', text: 'Work beside people whose skills and projects are on show.' },
  {
    Icon: Percent,
    title: 'No commission',
    text: 'Workify takes no fee: every dollar of a budget or an order reaches you.',
  },
  { Icon: BadgeCheck, title: 'Verified client', text: 'Clients with verified payment post the jobs you see.' },
  { Icon: BriefcaseBusiness, title: 'Job listing', text: 'Fresh jobs every day, with no bidding to win them.' },
];

export function WhyWorkify() {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Why Workify</h2>
      <ul className="mt-4 space-y-4">
        {REASONS.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <p className="text-sm font-medium text-slate-900">{title}</p>
              <p className="text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
