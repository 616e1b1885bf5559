import { SellerSummary } from '@web/features/orders/SellerSummary';
import { ClientHome } from '@web/app/client-home/ClientHome';
import { FreelancerDashboard } from '@web/features/posts/FreelancerDashboard';
import { useMe } from '@web/lib/session';
import { PageSpinner } from '@web/ui/Spinner';

/** /dashboard: the client's workspace, or the freelancer's job dashboard. */
export default function DashboardRoute() {
  const { user } = useMe();
  if (!user) return <PageSpinner />;
  if (user.isClient) return <ClientHome user={user} />;
  return (
    <>
      <SellerSummary />
      <FreelancerDashboard user={user} />
    </>
  );
}
