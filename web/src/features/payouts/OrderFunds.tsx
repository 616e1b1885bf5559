import { Link } from 'react-router';
import { useReceipt } from './api';
import { cents } from './words';

type Side = 'buyer' | 'seller';

/**
 * `amount` is the refund once there is one, else the price; `rest` what a partial refund left
 * to the freelancer. Each party reads it about themselves: the seller's money goes "to you".
 */
const WHERE = {
  held: (amount: string) => `${amount} is held while the order is in progress.`,
  released: (amount: string, _rest: string, side: Side) =>
    `${amount} was released to ${side === 'seller' ? 'you' : 'the freelancer'}.`,
  refunded: (amount: string, _rest: string, side: Side) =>
    `${amount} was refunded to ${side === 'buyer' ? 'you' : 'the client'}.`,
  partly_refunded: (amount: string, rest: string, side: Side) =>
    side === 'seller'
      ? `${amount} was refunded to the client and the rest, ${rest}, released to you.`
      : `${amount} was refunded to you and the rest, ${rest}, released to the freelancer.`,
  none: () => 'No payment was taken for this order.',
} as const;

/** The order page's line on where the order's money is, with its receipt. */
export function OrderFunds({ orderId, status, side }: { orderId: string; status: string; side: Side }) {
  const receipt = useReceipt(orderId, status);
  if (!receipt.data) return null;
  const r = receipt.data;
  return (
    <section
      aria-label="Payment"
      className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm shadow-sm"
    >
      <p className="text-slate-700">
        {WHERE[r.funds](
          cents(r.refund?.amountCents ?? r.amountCents),
          cents(r.amountCents - (r.refund?.amountCents ?? 0)),
          side,
        )}
      </p>
      <Link to={`/orders/${orderId}/receipt`} className="font-medium text-brand-700 hover:underline">
        View receipt
      </Link>
    </section>
  );
}
