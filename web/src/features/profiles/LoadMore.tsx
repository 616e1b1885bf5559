import { useEffect, useRef } from 'react';
import { Button } from '@web/ui/Button';

/**
 * The end of an infinite list: loads the next page when it scrolls into view, and
 * offers a "Load more" button for keyboards and for when the observer does not fire.
 */
export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoad);
  useEffect(() => {
    latest.current = onLoad;
  });
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || loading) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { rootMargin: '200px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center pt-2">
      <Button variant="secondary" onClick={onLoad} loading={loading}>
        Load more
      </Button>
    </div>
  );
}
