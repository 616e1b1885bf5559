import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from './Badge';
import { cn } from './cn';

/**
 * What the owner of hidden content sees on its page (DSA statement of reasons): hidden by
 * Workify, why, and that nobody else sees it. Admins see the same when they open it.
 */
export function HiddenBanner({
  reason,
  what,
  className,
}: {
  reason: string | null | undefined;
  what: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn('flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900', className)}
    >
      <EyeOff className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold wrap-anywhere">Hidden by Workify: {reason || 'no reason given'}</p>
        <p>
          Only you and Workify’s team can see this {what}: it is out of every list and search. We sent you the reason by
          mail too; to disagree, write to us from the Contact page.
        </p>
      </div>
    </div>
  );
}

/** "Hidden" beside a title in the owner's own lists (My Gigs, My Posts). */
export function HiddenBadge({ reason, className }: { reason?: string | null; className?: string }) {
  return (
    <Badge className={cn('gap-1 bg-amber-50 text-amber-800 ring-amber-600/20', className)}>
      <EyeOff className="size-3" aria-hidden />
      <span title={reason ? `Hidden by Workify: ${reason}` : 'Hidden by Workify'}>Hidden</span>
    </Badge>
  );
}

/** A line under a hidden message or review its owner reads: the reason, and who else sees what. */
export function HiddenNote({
  reason,
  children,
  className,
}: {
  reason: string | null | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <p
      role="status"
      className={cn('rounded-lg bg-amber-50 px-3 py-1.5 text-xs text-amber-900 wrap-anywhere', className)}
    >
      Hidden by Workify: {reason || 'no reason given'}. {children}
    </p>
  );
}
