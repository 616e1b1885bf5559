import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ACTIVE_ORDER_STATUSES } from '@shared/order-machine';
import { Card } from '@web/ui/Card';
import { Skeleton } from '@web/ui/Skeleton';
import { useOrders } from './api';

/** A figure, or a placeholder of the same height while the orders load. */
function Figure({ children }: { children: ReactNode | null }) {
  if (children === null) return <Skeleton className="mt-1 h-8 w-16" />;
  return <p className="mt-1 text-2xl font-semibold text-slate-900">{children}</p>;
}

/**
 * The freelancer's active orders, beside the cards the page adds (earnings come from the
 * payouts ledger). The card is drawn while the orders load, so the dashboard below does not
 * jump when they arrive.
 */
export function SellerSummary({ children }: { children?: ReactNode }) {
  const orders = useOrders('selling');
  if (orders.isError) return null;
  const active = orders.data?.filter((o) => ACTIVE_ORDER_STATUSES.includes(o.status)).length ?? null;
  return (
    <section aria-label="Your orders" aria-busy={!orders.data} className="mx-auto grid w-full max-w-6xl gap-4 px-4 pt-6 sm:grid-cols-2 sm:px-6 lg:px-8">
      <Card className="p-5">
        <p className="text-sm text-slate-500">Active orders</p>
        <Figure>{active}</Figure>
        <Link to="/orders" className="mt-2 inline-block text-sm text-brand-700 hover:underline">
          See orders
        </Link>
      </Card>
      {children}
    </section>
  );
}
