import { useLingui } from '@lingui/react';
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
  /** What is hidden: the sentence names it in the reader's language (ICU select). */
  what: 'gig' | 'profile' | 'post';
  className?: string;
}) {
  const { _ } = useLingui();
  return (
    <div
      role="status"
      className={cn('flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900', className)}
    >
      <EyeOff className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold wrap-anywhere">
          {_('ui.hidden.byWorkify', { reason: reason || _('ui.hidden.noReason') })}
        </p>
        <p>{_('ui.hidden.explain', { what })}</p>
      </div>
    </div>
  );
}

/** "Hidden" beside a title in the owner's own lists (My Gigs, My Posts). */
export function HiddenBadge({ reason, className }: { reason?: string | null; className?: string }) {
  const { _ } = useLingui();
  return (
    <Badge className={cn('gap-1 bg-amber-50 text-amber-800 ring-amber-600/20', className)}>
      <EyeOff className="size-3" aria-hidden />
      <span title={reason ? _('ui.hidden.byWorkify', { reason }) : _('ui.hidden.title')}>{_('ui.hidden.badge')}</span>
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
  const { _ } = useLingui();
  return (
    <p
      role="status"
      className={cn('rounded-lg bg-amber-50 px-3 py-1.5 text-xs text-amber-900 wrap-anywhere', className)}
    >
      {_('ui.hidden.note', { reason: reason || _('ui.hidden.noReason') })} {children}
    </p>
  );
}
