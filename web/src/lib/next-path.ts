import { useSearchParams } from 'react-router';
import { safeNext } from '@shared/safe-next';

/** The same-site page that sent the user to sign in (`?next=`), or null. */
export function useNextPath(): string | null {
  const [params] = useSearchParams();
  const next = params.get('next');
  // A server render (a signed-out visitor's page) has no window; `next` only matters once signed in.
  return next && typeof window !== 'undefined' ? safeNext(next, window.location.origin) : null;
}
