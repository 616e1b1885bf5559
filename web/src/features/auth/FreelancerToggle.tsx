import { useLingui } from '@lingui/react';
import { cn } from '@web/ui/cn';

/** Off: a client account. On: a freelancer account, which needs a profession. */
export function FreelancerToggle({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { _ } = useLingui();
  return (
    <div className="flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2.5">
      <span id="freelancer-toggle-label" className="text-sm font-medium text-slate-700">
        {_('auth.signup.becomeFreelancer')}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby="freelancer-toggle-label"
        onClick={() => onChange(!checked)}
        className={cn('relative h-6 w-11 rounded-full transition-colors', checked ? 'bg-brand-600' : 'bg-slate-300')}
      >
        <span
          className={cn(
            'absolute top-0.5 start-0.5 size-5 rounded-full bg-white shadow motion-safe:transition-transform',
            checked && 'translate-x-5 rtl:-translate-x-5',
          )}
        />
      </button>
    </div>
  );
}
