import { useSearchParams } from 'react-router';
import { safeNext } from '@shared/safe-next';

/** The same-site page that sent the user to sign in (`?next=`), or null. */
export function useNextPath(): string | null {
  const [params] = useSearchParams();
  return safeNext(params.get('next'), window.location.origin);
}
