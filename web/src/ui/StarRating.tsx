import { useLingui } from '@lingui/react';
import { Star } from 'lucide-react';
import { cn } from './cn';

/** Five stars, `value` of them filled; read-only (a review form has its own input). */
export function StarRating({ value, className, label }: { value: number; className?: string; label?: string }) {
  const { _ } = useLingui();
  const filled = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={label ?? _('ui.rating.label', { rating: filled })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cn('size-4', i < filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200')}
        />
      ))}
    </span>
  );
}
