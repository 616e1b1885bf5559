import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={cn('inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-600/20 ring-inset', className)}>{children}</span>;
}

export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span title="Verified" className={cn('inline-flex items-center text-sky-600', className)}>
      <BadgeCheck className="size-5" aria-hidden />
      <span className="sr-only">Verified</span>
    </span>
  );
}
