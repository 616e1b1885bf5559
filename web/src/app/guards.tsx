import { Navigate, Outlet, useLocation } from 'react-router';
import { useEffect } from 'react';
import { clearSignedOutDestination, signedOutDestination, useMe } from '@web/lib/session';
import { PageSpinner } from '@web/ui/Spinner';

/** Signed-out users go to /login; the page they wanted rides along in state. */
export function ProtectedRoute() {
  const { user, isLoading } = useMe();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={signedOutDestination()} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Landing, login and sign-up are for guests; a signed-in user belongs on the dashboard. */
export function GuestRoute() {
  const { user, isLoading } = useMe();
  useEffect(() => {
    if (!isLoading && !user) clearSignedOutDestination();
  }, [isLoading, user]);
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
