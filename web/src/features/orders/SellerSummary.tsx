import { Link } from 'react-router';
import { Card } from '@web/ui/Card';
import { useOrders } from './api';

const ACTIVE = new Set(['in_progress', 'delivered', 'revision']);

/** The freelancer's active orders and earnings: no fees, so the sum of completed order prices. */
export function SellerSummary() {
  const orders = useOrders('selling');
  if (!orders.data) return null;
  const active = orders.data.filter((o) => ACTIVE.has(o.status)).length;
  const earned = orders.data.filter((o) => o.status === 'completed').reduce((sum, o) => sum + o.price, 0);
  return (
    <section aria-label="Your orders" className="mx-auto grid max-w-6xl gap-4 px-4 pt-6 sm:grid-cols-2">
      <Card className="p-5">
        <p className="text-sm text-slate-500">Active orders</p>
        <p className="mt-1 text-2xl font-semibold text-slate-900">{active}</p>
        <Link to="/orders" className="mt-2 inline-block text-sm text-brand-700 hover:underline">
          See orders
        </Link>
      </Card>
      <Card className="p-5">
        <p className="text-sm text-slate-500">Earned (no fees)</p>
        <p className="mt-1 text-2xl font-semibold text-slate-900">${earned}</p>
      </Card>
    </section>
  );
}
