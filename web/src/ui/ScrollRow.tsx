import { useLingui } from '@lingui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { cn } from './cn';

/**
 * Which sides (left, right) of a sideways-scrolling element still hide something (1 px of slack
 * for rounding). Right to left, scrollLeft is 0 at the right edge and negative towards the left.
 */
function useHiddenEnds() {
  const ref = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ left: false, right: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const room = el.scrollWidth - el.clientWidth;
      const fromLeft = getComputedStyle(el).direction === 'rtl' ? room + el.scrollLeft : el.scrollLeft;
      setEnds({ left: fromLeft > 1, right: fromLeft < room - 1 });
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    for (const child of el.children) resized.observe(child);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, []);
  return { ref, ends };
}

/**
 * A row that scrolls sideways when it does not fit (tabs, a section menu on a phone). An end
 * that hides items fades out under a chevron, so a reader sees there is more; a click on the
 * chevron scrolls that way. Keyboard users reach every item anyway (focus scrolls it into view),
 * so the chevrons stay out of the tab order and of the accessibility tree.
 */
export function ScrollRow({ className, children, ...rest }: ComponentPropsWithoutRef<'div'>) {
  const { _ } = useLingui();
  const { ref, ends } = useHiddenEnds();
  const scroll = (direction: 1 | -1) =>
    ref.current?.scrollBy({ left: direction * ref.current.clientWidth * 0.7, behavior: 'smooth' });
  const hint = 'absolute inset-y-0 z-10 flex w-10 items-center text-slate-600';
  return (
    <div className="relative">
      <div ref={ref} className={cn('overflow-x-auto [scrollbar-width:none]', className)} {...rest}>
        {children}
      </div>
      {ends.left && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          title={_('ui.scrollRow.left')}
          onClick={() => scroll(-1)}
          className={cn(hint, 'left-0 justify-start bg-linear-to-r from-white via-white/90 to-transparent')}
        >
          <ChevronLeft className="size-4" />
        </button>
      )}
      {ends.right && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          title={_('ui.scrollRow.right')}
          onClick={() => scroll(1)}
          className={cn(hint, 'right-0 justify-end bg-linear-to-l from-white via-white/90 to-transparent')}
        >
          <ChevronRight className="size-4" />
        </button>
      )}
    </div>
  );
}
