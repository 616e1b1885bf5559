import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@shared/money';
import type { OrderListItem, OrderRole } from '@shared/schemas/orders';
import { useStartConversation } from '@web/lib/start-conversation';
import { useMe } from '@web/lib/session';
import { ButtonLink } from '@web/ui/Button';
import { Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { Skeleton } from '@web/ui/Skeleton';
import { Tabs } from '@web/ui/Tabs';
import { Thumbnail } from '@web/ui/Thumbnail';
import { useOrders } from './api';
import { DueDate, StatusBadge } from './OrderBits';

function ContactButton({ order }: { order: OrderListItem }) {
  const contact = useStartConversation();
  const otherId = order.otherParty._id;
  // A party who deleted their account can no longer be contacted.
  if (!otherId) return <span className="px-2 py-1.5 text-sm text-slate-600">{order.otherParty.fullName}</span>;
  return (
    <button
      type="button"
      onClick={() => contact.mutate(otherId)}
      disabled={contact.isPending}
      aria-label={`Contact ${order.otherParty.fullName}`}
      title={contact.isError ? contact.error.message : undefined}
      className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 disabled:opacity-60"
    >
      <MessageCircle className="size-5 text-brand-600" aria-hidden />
      <span>{order.otherParty.fullName}</span>
    </button>
  );
}

function OrderCard({ order }: { order: OrderListItem }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <Thumbnail src={order.img} />
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          to={`/orders/${order._id}`}
          className="block font-medium text-slate-900 hover:text-brand-700 hover:underline"
        >
          {order.title}
        </Link>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StatusBadge status={order.status} />
          <span className="text-sm font-semibold whitespace-nowrap text-slate-800">{formatMoney(order.price)}</span>
          <DueDate dueAt={order.dueAt} status={order.status} />
        </div>
      </div>
      <ContactButton order={order} />
    </li>
  );
}

function OrderList({ role, isClient }: { role: OrderRole; isClient: boolean }) {
  const orders = useOrders(role);
  if (orders.isPending)
    return (
      <div role="status" aria-label="Loading orders" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  if (orders.isError) return <ErrorState onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0)
    return (
      <EmptyState title={role === 'selling' ? 'No sales yet' : 'You have no orders yet'}>
        {role === 'buying' && isClient && <ButtonLink to="/gigs">Browse gigs</ButtonLink>}
        {role === 'selling' && <ButtonLink to="/mygigs">See your gigs</ButtonLink>}
      </EmptyState>
    );
  return (
    <ul className="space-y-3" aria-label={role === 'buying' ? 'Orders you bought' : 'Orders you sell'}>
      {orders.data.map((order) => (
        <OrderCard key={order._id} order={order} />
      ))}
    </ul>
  );
}

/** /orders: Buying and Selling tabs; a client opens on Buying, a freelancer on Selling. */
export default function OrdersScreen() {
  const { user } = useMe();
  const isClient = user?.isClient !== false;
  const [role, setRole] = useState<OrderRole>(isClient ? 'buying' : 'selling');
  return (
    <Page className="space-y-6">
      <PageTitle>Orders</PageTitle>
      <Tabs
        label="Orders"
        value={role}
        onChange={setRole}
        items={[
          { value: 'buying', label: 'Buying' },
          { value: 'selling', label: 'Selling' },
        ]}
      >
        <OrderList role={role} isClient={isClient} />
      </Tabs>
    </Page>
  );
}
