import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { Button } from './Button';

/**
 * The loading edge of an infinite list: fetches the next page when it scrolls into view
 * (also inside a scrolling box), with a button for keyboards and as a fallback.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
  label,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  label?: string;
}) {
  const { _ } = useLingui();
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoad);
  useEffect(() => {
    latest.current = onLoad;
  });
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || loading) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      rootMargin: '200px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center py-2">
      <Button variant="secondary" size="sm" onClick={onLoad} loading={loading}>
        {label ?? _('ui.loadMore')}
      </Button>
    </div>
  );
}
