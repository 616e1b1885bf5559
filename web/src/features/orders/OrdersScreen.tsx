import { useLingui } from '@lingui/react';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OrderListItem, OrderRole } from '@shared/schemas/orders';
import { useFormatMoney } from '@web/lib/i18n';
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
  const { _ } = useLingui();
  const contact = useStartConversation();
  const otherId = order.otherParty._id;
  // A party who deleted their account can no longer be contacted.
  if (!otherId) return <bdi className="px-2 py-1.5 text-sm text-slate-600">{order.otherParty.fullName}</bdi>;
  return (
    <button
      type="button"
      onClick={() => contact.mutate(otherId)}
      disabled={contact.isPending}
      aria-label={_('orders.list.contact', { name: order.otherParty.fullName })}
      title={contact.isError ? contact.error.message : undefined}
      className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 disabled:opacity-60"
    >
      <MessageCircle className="size-5 text-brand-600" aria-hidden />
      <bdi>{order.otherParty.fullName}</bdi>
    </button>
  );
}

function OrderCard({ order }: { order: OrderListItem }) {
  const money = useFormatMoney();
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <Thumbnail src={order.img} />
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          to={`/orders/${order._id}`}
          className="block font-medium text-slate-900 hover:text-brand-700 hover:underline"
        >
          <bdi>{order.title}</bdi>
        </Link>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StatusBadge status={order.status} />
          <span className="text-sm font-semibold whitespace-nowrap text-slate-800">{money(order.price)}</span>
          <DueDate dueAt={order.dueAt} status={order.status} />
        </div>
      </div>
      <ContactButton order={order} />
    </li>
  );
}

function OrderList({ role, isClient }: { role: OrderRole; isClient: boolean }) {
  const { _ } = useLingui();
  const orders = useOrders(role);
  if (orders.isPending)
    return (
      <div role="status" aria-label={_('orders.list.loading')} className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  if (orders.isError) return <ErrorState onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0)
    return (
      <EmptyState title={_(role === 'selling' ? 'orders.list.noSales' : 'orders.list.noOrders')}>
        {role === 'buying' && isClient && <ButtonLink to="/gigs">{_('orders.list.browseGigs')}</ButtonLink>}
        {role === 'selling' && <ButtonLink to="/mygigs">{_('orders.list.yourGigs')}</ButtonLink>}
      </EmptyState>
    );
  return (
    <ul className="space-y-3" aria-label={_(role === 'buying' ? 'orders.list.bought' : 'orders.list.sold')}>
      {orders.data.map((order) => (
        <OrderCard key={order._id} order={order} />
      ))}
    </ul>
  );
}

/** /orders: Buying and Selling tabs; a client opens on Buying, a freelancer on Selling. */
export default function OrdersScreen() {
  const { _ } = useLingui();
  const { user } = useMe();
  const isClient = user?.isClient !== false;
  const [role, setRole] = useState<OrderRole>(isClient ? 'buying' : 'selling');
  return (
    <Page className="space-y-6">
      <PageTitle>{_('orders.list.title')}</PageTitle>
      <Tabs
        label={_('orders.list.title')}
        value={role}
        onChange={setRole}
        items={[
          { value: 'buying', label: _('orders.list.buying') },
          { value: 'selling', label: _('orders.list.selling') },
        ]}
      >
        <OrderList role={role} isClient={isClient} />
      </Tabs>
    </Page>
  );
}
