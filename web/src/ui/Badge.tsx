import { useLingui } from '@lingui/react';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-600/20 ring-inset',
        className,
      )}
    >
      {children}
    </span>
  );
}

/** The badge says what it verifies on hover (title) and to screen readers (its text). */
export function VerifiedBadge({ className }: { className?: string }) {
  const { _ } = useLingui();
  // What the badge vouches for (SPEC: a freelancer with three portfolio projects or more).
  const meaning = _('ui.verified');
  return (
    <span title={meaning} className={cn('inline-flex items-center text-sky-600', className)}>
      <BadgeCheck className="size-5" aria-hidden />
      <span className="sr-only">{meaning}</span>
    </span>
  );
}

/** The badge's meaning in words, for profiles: its hover text is out of reach on touch screens. */
export function VerifiedNote() {
  const { _ } = useLingui();
  return <p className="mt-1 text-xs text-sky-700">{_('ui.verified')}</p>;
}
