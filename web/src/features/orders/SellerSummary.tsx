import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { ACTIVE_ORDER_STATUSES } from '@shared/machines/orders';
import { StatCard } from '@web/ui/StatCard';
import { useOrders } from './api';

/**
 * The freelancer's active orders, beside the cards the page adds (earnings come from the
 * payouts ledger). The card is drawn while the orders load, so the dashboard below does not
 * jump when they arrive.
 */
export function SellerSummary({ children }: { children?: ReactNode }) {
  const { _ } = useLingui();
  const orders = useOrders('selling');
  if (orders.isError) return null;
  const active = orders.data?.filter((o) => ACTIVE_ORDER_STATUSES.includes(o.status)).length ?? null;
  return (
    <section
      aria-label={_('orders.seller.region')}
      aria-busy={!orders.data}
      className="mx-auto grid w-full max-w-6xl gap-4 px-4 pt-6 sm:grid-cols-2 sm:px-6 lg:px-8"
    >
      <StatCard
        label={_('orders.seller.active')}
        value={active}
        link={{ to: '/orders', text: _('orders.seller.see') }}
      />
      {children}
    </section>
  );
}
