import { PlusCircle } from 'lucide-react';
import { SellerSummary } from '@web/features/orders/SellerSummary';
import { FreelancerDashboard } from '@web/features/posts/FreelancerDashboard';
import { useMe } from '@web/lib/session';
import { ButtonLink } from '@web/ui/Button';
import { Card, Page } from '@web/ui/Card';
import { PageSpinner } from '@web/ui/Spinner';

/** /dashboard: the client home, or the freelancer's job dashboard. */
export default function DashboardRoute() {
  const { user } = useMe();
  if (!user) return <PageSpinner />;
  if (user.isClient) {
    return (
      <Page>
        <Card className="flex flex-col items-start gap-4 bg-gradient-to-br from-brand-600 to-brand-800 text-white sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h1 className="text-2xl font-semibold">Welcome, {user.fullName}</h1>
            <p className="mt-1 text-brand-100">You are a client</p>
          </div>
          <ButtonLink to="/createpost" variant="secondary">
            <PlusCircle className="size-4" aria-hidden /> Create Post
          </ButtonLink>
        </Card>
      </Page>
    );
  }
  return (
    <>
      <SellerSummary />
      <FreelancerDashboard user={user} />
    </>
  );
}
