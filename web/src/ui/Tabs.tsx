import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';
import { ScrollRow } from './ScrollRow';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

/** Accessible tabs (arrow keys move between them); the caller renders the panel. */
export function Tabs<T extends string>({
  items,
  value,
  onChange,
  label,
  children,
}: {
  items: TabItem<T>[];
  value: T;
  onChange: (v: T) => void;
  label: string;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, index: number) => {
    // Right to left, the next tab is the one on the left.
    const forward = getComputedStyle(e.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const delta = e.key === forward ? 1 : e.key === backward ? -1 : 0;
    if (!delta) return;
    const next = (index + delta + items.length) % items.length;
    onChange(items[next]!.value);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <ScrollRow role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200">
        {items.map((item, i) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(el) => {
                refs.current[i] = el;
              }}
              role="tab"
              type="button"
              id={`${id}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.value)}
              onKeyDown={(e) => onKey(e, i)}
              className={cn(
                '-mb-px border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-500 hover:text-slate-800',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </ScrollRow>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`} className="pt-5">
        {children}
      </div>
    </div>
  );
}
