import type { QueryClient } from '@tanstack/react-query';
import { SellerSummary } from '@web/features/orders/SellerSummary';
import { ClientHome } from '@web/app/client-home/ClientHome';
import { FirstSteps } from '@web/app/freelancer-home/FirstSteps';
import { FreelancerDashboard } from '@web/features/posts/FreelancerDashboard';
import { ProfessionNotice } from '@web/features/users/ProfessionNotice';
import { ordersQuery } from '@web/features/orders/api';
import { EarnedCard } from '@web/features/payouts/EarnedCard';
import { balanceQuery } from '@web/features/payouts/api';
import { allPostsQuery } from '@web/features/posts/api';
import { meQueryOptions, useMe } from '@web/lib/session';
import { PageSpinner } from '@web/ui/Spinner';

/** The route loader's head start for a freelancer: the job list, the orders summary and the balance (the session check is preloaded by the page). */
/** @public The router reads it from the lazily loaded module (routes.tsx). */
export function prefetch(queryClient: QueryClient) {
  return queryClient
    .ensureQueryData(meQueryOptions)
    .then((user) => {
      if (!user || user.isClient) return;
      return Promise.all([
        queryClient.prefetchInfiniteQuery(allPostsQuery()),
        queryClient.prefetchQuery(ordersQuery('selling')),
        queryClient.prefetchQuery(balanceQuery()),
      ]);
    })
    .catch(() => undefined); // a failed session check is the guard's to show, not the loader's
}

/** /dashboard: the client's workspace, or the freelancer's job dashboard. */
export default function DashboardRoute() {
  const { user } = useMe();
  if (!user) return <PageSpinner />;
  if (user.isClient) return <ClientHome user={user} />;
  return (
    <>
      <div className="mx-auto w-full max-w-6xl px-4 pt-6 empty:hidden sm:px-6 lg:px-8">
        <ProfessionNotice user={user} />
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 pt-6 empty:hidden sm:px-6 lg:px-8">
        <FirstSteps user={user} />
      </div>
      <SellerSummary>
        <EarnedCard />
      </SellerSummary>
      <FreelancerDashboard user={user} />
    </>
  );
}
