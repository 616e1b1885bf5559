import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_ORDER_STATUSES, ORDER_STATUSES, type OrderStatus } from '@shared/machines/orders';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';

/** An order as GET /orders lists it (the bare-list shape; the older enveloped shape is normalised to it). */
export interface WorkspaceOrder {
  _id: string;
  img: string;
  title: string;
  price: number;
  status: OrderStatus;
  role: 'buying' | 'selling';
  otherParty: { _id: string; fullName: string; avatar: string | null };
  createdAt: string;
  dueAt: string | null;
}

const isStatus = (s: unknown): s is OrderStatus => ORDER_STATUSES.includes(s as OrderStatus);

type LegacyOrder = Partial<WorkspaceOrder> & { _id: string; title: string; paidAt?: string | null };

/** Older servers answer { data: [...] } with paid orders and no status; a paid one is under way. */
function normalise(payload: unknown): WorkspaceOrder[] {
  const list = (
    Array.isArray(payload) ? payload : ((payload as { data?: unknown } | null)?.data ?? [])
  ) as LegacyOrder[];
  if (!Array.isArray(list)) return [];
  return list.map((o) => ({
    _id: o._id,
    img: o.img ?? '',
    title: o.title,
    price: o.price ?? 0,
    status: isStatus(o.status) ? o.status : o.paidAt ? 'in_progress' : 'pending',
    role: o.role ?? 'buying',
    otherParty: {
      _id: o.otherParty?._id ?? '',
      fullName: o.otherParty?.fullName ?? '',
      avatar: o.otherParty?.avatar ?? null,
    },
    createdAt: o.createdAt ?? '',
    dueAt: o.dueAt ?? null,
  }));
}

export const ordersInProgressQuery = () =>
  queryOptions({
    // In the orders domain, so every order change refreshes it.
    queryKey: [...rootKeys.orders, 'workspace'],
    queryFn: async ({ signal }) =>
      normalise((await request('/orders', { answer: 'orderList', query: { limit: 50 }, signal })).data).filter((o) =>
        ACTIVE_ORDER_STATUSES.includes(o.status),
      ),
  });
export const useOrdersInProgress = () => useQuery(ordersInProgressQuery());
