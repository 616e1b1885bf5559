import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { Order } from '@shared/schemas/payments';
import { useStartConversation } from '@web/lib/start-conversation';
import { ButtonLink } from '@web/ui/Button';
import { Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { useMe } from '@web/lib/session';
import { useOrders } from './api';
import { Thumbnail } from '@web/ui/Thumbnail';

function ContactButton({ order }: { order: Order }) {
  const contact = useStartConversation();
  return (
    <button
      type="button"
      onClick={() => contact.mutate(order.otherParty._id)}
      disabled={contact.isPending}
      aria-label={`Contact ${order.otherParty.fullName}`}
      title={contact.isError ? contact.error.message : undefined}
      className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-700 disabled:opacity-60"
    >
      <MessageCircle className="size-5 text-brand-600" aria-hidden />
      <span>{order.otherParty.fullName}</span>
    </button>
  );
}

/** /orders: paid purchases for a client, sales for a freelancer. */
export default function OrdersScreen() {
  const { user } = useMe();
  const orders = useOrders();
  const items = orders.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Page className="space-y-6">
      <PageTitle>Orders</PageTitle>
      {orders.isPending ? (
        <div role="status" aria-label="Loading orders" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : orders.isError ? (
        <ErrorState onRetry={() => void orders.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={user?.isClient === false ? 'No sales yet' : 'You have no orders yet'}>
          {user?.isClient !== false && <ButtonLink to="/gigs">Browse gigs</ButtonLink>}
        </EmptyState>
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">Image</th>
                  <th scope="col" className="px-4 py-3 font-medium">Title</th>
                  <th scope="col" className="px-4 py-3 font-medium">Price</th>
                  <th scope="col" className="px-4 py-3 font-medium">Contact</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((order) => (
                  <tr key={order._id}>
                    <td className="px-4 py-3">
                      <Thumbnail src={order.img} />
                    </td>
                    <td className="px-4 py-3 font-medium text-slate-900">
                      {order.gigId ? (
                        <Link to={`/gig/${order.gigId}`} className="hover:text-brand-700 hover:underline">
                          {order.title}
                        </Link>
                      ) : (
                        order.title
                      )}
                    </td>
                    <td className="px-4 py-3 text-slate-700">${order.price}</td>
                    <td className="px-4 py-3">
                      <ContactButton order={order} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore hasMore={orders.hasNextPage} loading={orders.isFetchingNextPage} onLoad={() => void orders.fetchNextPage()} />
        </>
      )}
    </Page>
  );
}
