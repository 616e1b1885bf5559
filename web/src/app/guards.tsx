import { Navigate, Outlet, useLocation } from 'react-router';
import { useEffect } from 'react';
import { loginFor } from '@shared/safe-next';
import { useNextPath } from '@web/lib/next-path';
import { clearSignedOutDestination, signedOutDestination, useMe } from '@web/lib/session';
import { PageSpinner } from '@web/ui/Spinner';

/**
 * Signed-out users go to /login?next=<the page they wanted>, so signing in (or signing up, then
 * in) brings them back to it; after a logout or an account deletion they go where that asked.
 */
export function ProtectedRoute() {
  const { user, isLoading } = useMe();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) {
    const destination = signedOutDestination();
    const to = destination === '/login' ? loginFor(location.pathname + location.search) : destination;
    return <Navigate to={to} replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}

/** Landing, login and sign-up are for guests; a signed-in user goes back to the page that asked, or the dashboard. */
export function GuestRoute() {
  const { user, isLoading } = useMe();
  const next = useNextPath();
  useEffect(() => {
    if (!isLoading && !user) clearSignedOutDestination();
  }, [isLoading, user]);
  if (isLoading) return <PageSpinner />;
  // An administrator's home is the console, not a client's dashboard.
  if (user) return <Navigate to={next ?? (user.isAdmin ? '/admin' : '/dashboard')} replace />;
  return <Outlet />;
}
