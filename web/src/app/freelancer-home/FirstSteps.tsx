import { useLingui } from '@lingui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { VERIFIED_PROJECTS } from '@shared/constants';
import type { User } from '@shared/schemas/users';
import { myGigsQuery } from '@web/features/gigs/api';
import { payoutAccountQuery } from '@web/features/payouts/api';
import { myProjectsQuery } from '@web/features/profiles/api';
import { Card } from '@web/ui/Card';
import { cn } from '@web/ui/cn';

interface Step {
  label: string;
  done: boolean;
  /** What stands now, e.g. "1 of 3". */
  progress?: string;
  to: string;
  action: string;
}

/** The four things a new freelancer does before clients find and pay them, each read from their real data. */
function useSteps(user: User): Step[] | null {
  const { _ } = useLingui();
  const projects = useQuery(myProjectsQuery());
  const gigs = useInfiniteQuery(myGigsQuery(user._id));
  const payout = useQuery(payoutAccountQuery());
  if (!projects.data || !gigs.data || !payout.data) return null;
  const projectCount = projects.data.length;
  return [
    {
      label: _('jobs-form.steps.skills'),
      done: user.skills.length > 0,
      to: '/userprofile?tab=skills',
      action: _('jobs-form.steps.skillsAction'),
    },
    {
      label: _('jobs-form.steps.projects', { count: VERIFIED_PROJECTS }),
      done: projectCount >= VERIFIED_PROJECTS,
      progress: _('jobs-form.steps.progress', {
        done: Math.min(projectCount, VERIFIED_PROJECTS),
        total: VERIFIED_PROJECTS,
      }),
      to: '/userprofile?tab=projects',
      action: _('jobs-form.steps.projectsAction'),
    },
    {
      label: _('jobs-form.steps.gig'),
      done: (gigs.data.pages[0]?.items.length ?? 0) > 0,
      to: '/add',
      action: _('jobs-form.freelancer.addGig'),
    },
    {
      label: _('jobs-form.steps.payout'),
      done: payout.data.ready,
      to: '/earnings',
      action: _('jobs-form.steps.payoutAction'),
    },
  ];
}

/**
 * The freelancer dashboard's "First steps": ticks itself as each step is done (from the data, not
 * from clicks) and goes away once all are.
 */
export function FirstSteps({ user }: { user: User }) {
  const { _ } = useLingui();
  const steps = useSteps(user);
  if (!steps || steps.every((s) => s.done)) return null;
  const done = steps.filter((s) => s.done).length;
  return (
    <Card role="region" aria-labelledby="first-steps">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="first-steps" className="text-lg font-semibold text-slate-900">
          {_('jobs-form.steps.title')}
        </h2>
        <p className="text-sm text-slate-600">{_('jobs-form.steps.done', { done, total: steps.length })}</p>
      </div>
      <p className="mt-1 text-sm text-slate-600">{_('jobs-form.steps.why')}</p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2">
        {steps.map((step) => (
          <li
            key={step.label}
            className={cn(
              'flex items-center gap-3 rounded-xl border px-3 py-2.5',
              step.done ? 'border-brand-200 bg-brand-50' : 'border-slate-200',
            )}
          >
            {step.done ? (
              <CheckCircle2 className="size-5 shrink-0 text-brand-700" aria-hidden />
            ) : (
              <Circle className="size-5 shrink-0 text-slate-400" aria-hidden />
            )}
            <span className="min-w-0 flex-1 text-sm text-slate-800">
              {step.label}
              {step.progress && !step.done && <span className="text-slate-600"> ({step.progress})</span>}
              <span className="sr-only">{step.done ? _('jobs-form.steps.isDone') : _('jobs-form.steps.toDo')}</span>
            </span>
            {!step.done && (
              <Link
                to={step.to}
                className="shrink-0 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {step.action}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
