import { useLingui } from '@lingui/react';
import { cn } from './cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-block rounded-full motion-safe:animate-spin border-2 border-current border-t-transparent',
        className ?? 'size-5',
      )}
    />
  );
}

/** Covers the page while something the user waits on is in flight (login, sign-up). */
export function FullScreenSpinner({ label }: { label?: string }) {
  const { _ } = useLingui();
  return (
    <div
      role="status"
      aria-label={label ?? _('ui.loading')}
      className="fixed inset-0 z-50 grid place-items-center bg-white/70 backdrop-blur-sm"
    >
      <Spinner className="size-10 border-4 text-brand-600" />
    </div>
  );
}

export function PageSpinner() {
  const { _ } = useLingui();
  return (
    <div role="status" aria-label={_('ui.loading')} className="grid min-h-[50vh] place-items-center">
      <Spinner className="size-8 border-[3px] text-brand-600" />
    </div>
  );
}

/**
 * index.html's page loader, drawn by the app: shown until the first route has its data and
 * renders. The window's load event removes index.html's own, which can come first (a route
 * still waiting on a slow answer), and the page must not turn blank meanwhile.
 */
export function PageLoader() {
  const { _ } = useLingui();
  return (
    <div
      role="status"
      aria-label={_('ui.loading')}
      className="fixed inset-0 z-[100] grid place-items-center bg-slate-50"
    >
      <Spinner className="size-10 border-4 border-brand-100 border-t-brand-500 text-brand-500" />
    </div>
  );
}
