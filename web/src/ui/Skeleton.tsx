import { useLingui } from '@lingui/react';
import { cn } from './cn';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('rounded-md motion-safe:animate-pulse bg-slate-200', className)} />;
}

/** A stack of card-shaped placeholders while a list loads. */
export function CardListSkeleton({ count = 3 }: { count?: number }) {
  const { _ } = useLingui();
  return (
    <div role="status" aria-label={_('ui.loading')} className="space-y-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </div>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ))}
    </div>
  );
}
