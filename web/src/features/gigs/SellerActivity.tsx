import { useQuery } from '@tanstack/react-query';
import type { SellerFacts } from '@shared/schemas/orders';
import { sellerFactsQuery } from '@web/lib/seller-facts';

export const UNKNOWN = '—';

/** Seconds as the largest sensible unit: "12 minutes", "4 hours", "2 days". */
export function duration(seconds: number): string {
  const [value, unit] =
    seconds < 3600
      ? [Math.max(1, Math.round(seconds / 60)), 'minute']
      : seconds < 172_800
        ? [Math.round(seconds / 3600), 'hour']
        : [Math.round(seconds / 86_400), 'day'];
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

export const useSellerFacts = (sellerId: string) => useQuery(sellerFactsQuery(sellerId));

export function responseTime(facts: SellerFacts | undefined): string {
  return facts?.avgResponseSeconds != null ? duration(facts.avgResponseSeconds) : UNKNOWN;
}

export function lastDelivery(facts: SellerFacts | undefined): string {
  return facts?.lastDeliveryAt
    ? `${duration((Date.now() - new Date(facts.lastDeliveryAt).getTime()) / 1000)} ago`
    : UNKNOWN;
}

/** A freelancer's average response time and last delivery, as rows of the profile's fact list. */
export function SellerActivity({ sellerId }: { sellerId: string }) {
  const { data } = useSellerFacts(sellerId);
  return (
    <dl className="w-full space-y-2 text-left text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-slate-500">Avg. response time</dt>
        <dd className="font-medium text-slate-800">{responseTime(data)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-slate-500">Last delivery</dt>
        <dd className="font-medium text-slate-800">{lastDelivery(data)}</dd>
      </div>
    </dl>
  );
}
