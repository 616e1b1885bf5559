import { useLingui } from '@lingui/react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export function EmptyState({
  title,
  children,
  icon,
  className,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      <span className="grid size-12 place-items-center rounded-full bg-slate-100 text-slate-500">
        {icon ?? <Inbox className="size-6" aria-hidden />}
      </span>
      <p className="text-base font-medium text-slate-800">{title}</p>
      {children}
    </div>
  );
}

export function ErrorState({ title, onRetry }: { title?: string; onRetry?: () => void }) {
  const { _ } = useLingui();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <p className="font-medium text-red-700">{title ?? _('ui.error.title')}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="text-sm font-medium text-red-700 underline underline-offset-2"
        >
          {_('ui.error.retry')}
        </button>
      )}
    </div>
  );
}
