import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@shared/money';
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
 * The freelancer's active orders and earnings: no fees, so the sum of completed order prices.
 * The cards are drawn while the orders load, so the dashboard below does not jump when they arrive.
 */
export function SellerSummary() {
  const orders = useOrders('selling');
  if (orders.isError) return null;
  const active = orders.data?.filter((o) => ACTIVE_ORDER_STATUSES.includes(o.status)).length ?? null;
  const earned = orders.data ? orders.data.filter((o) => o.status === 'completed').reduce((sum, o) => sum + o.price, 0) : null;
  return (
    <section aria-label="Your orders" aria-busy={!orders.data} className="mx-auto grid max-w-6xl gap-4 px-4 pt-6 sm:grid-cols-2">
      <Card className="p-5">
        <p className="text-sm text-slate-500">Active orders</p>
        <Figure>{active}</Figure>
        <Link to="/orders" className="mt-2 inline-block text-sm text-brand-700 hover:underline">
          See orders
        </Link>
      </Card>
      <Card className="p-5">
        <p className="text-sm text-slate-500">Earned (no fees)</p>
        <Figure>{earned === null ? null : formatMoney(earned)}</Figure>
      </Card>
    </section>
  );
}
