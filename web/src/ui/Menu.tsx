import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from './cn';
import { useHydrated } from './use-hydrated';

/**
 * A disclosure menu: a button that opens a panel of links or buttons. Closes on
 * Escape, on a click outside, and when an item inside is chosen. Without `label` the button is
 * named by its own content (the trigger), which then carries its name, visible or sr-only.
 */
export function Menu({
  trigger,
  label,
  children,
  align = 'left',
  className,
}: {
  trigger: ReactNode;
  label?: string;
  children: ReactNode;
  align?: 'left' | 'right';
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const hydrated = useHydrated();
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={ref} className={cn('relative', className)}>
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        disabled={!hydrated}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1 rounded-lg"
      >
        {trigger}
      </button>
      {open && (
        <div
          id={id}
          onClick={(e) => (e.target as HTMLElement).closest('a,button') && setOpen(false)}
          className={cn(
            'absolute z-40 mt-2 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg',
            align === 'right' ? 'end-0' : 'start-0',
          )}
        >
          {children}
        </div>
      )}
    </div>
  );
}

export const menuItemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900';
