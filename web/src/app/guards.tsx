import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '@web/lib/session';
import { PageSpinner } from '@web/ui/Spinner';

/** Signed-out users go to /login; the page they wanted rides along in state. */
export function ProtectedRoute() {
  const { user, isLoading } = useMe();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Landing, login and sign-up are for guests; a signed-in user belongs on the dashboard. */
export function GuestRoute() {
  const { user, isLoading } = useMe();
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
