import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { useFormatMoney } from '@web/lib/i18n';
import { useReceipt } from './api';

type Side = 'buyer' | 'seller';

/**
 * Where the money is, keys of orders.json with `amount` (the refund once there is one, else the
 * price) and `rest` (what a partial refund left to the freelancer). Each party reads it about
 * themselves: the seller's money goes "to you".
 */
const WHERE = {
  held: () => 'orders.funds.held',
  released: (side: Side) => (side === 'seller' ? 'orders.funds.releasedToYou' : 'orders.funds.released'),
  refunded: (side: Side) => (side === 'buyer' ? 'orders.funds.refundedToYou' : 'orders.funds.refunded'),
  partly_refunded: (side: Side) => (side === 'seller' ? 'orders.funds.partlySeller' : 'orders.funds.partlyBuyer'),
  none: () => 'orders.funds.none',
} as const;

/** The order page's line on where the order's money is, with its receipt. */
export function OrderFunds({ orderId, status, side }: { orderId: string; status: string; side: Side }) {
  const { _ } = useLingui();
  const money = useFormatMoney();
  const receipt = useReceipt(orderId, status);
  if (!receipt.data) return null;
  const r = receipt.data;
  return (
    <section
      aria-label={_('orders.funds.label')}
      className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm shadow-sm"
    >
      <p className="text-slate-700">
        {_(WHERE[r.funds](side), {
          amount: money(r.refund?.amountCents ?? r.amountCents, 'minor'),
          rest: money(r.amountCents - (r.refund?.amountCents ?? 0), 'minor'),
        })}
      </p>
      <Link to={`/orders/${orderId}/receipt`} className="font-medium text-brand-700 hover:underline">
        {_('orders.funds.receipt')}
      </Link>
    </section>
  );
}
