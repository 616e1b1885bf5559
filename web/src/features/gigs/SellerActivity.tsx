import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { SellerFacts } from '@shared/schemas/orders';
import { sellerFactsQuery } from '@web/lib/seller-facts';

export const UNKNOWN = '—';

/** Seconds as the largest sensible unit: 12 minutes, 4 hours, 2 days (the catalog words them). */
function duration(seconds: number): { count: number; unit: 'minute' | 'hour' | 'day' } {
  if (seconds < 3600) return { count: Math.max(1, Math.round(seconds / 60)), unit: 'minute' };
  if (seconds < 172_800) return { count: Math.round(seconds / 3600), unit: 'hour' };
  return { count: Math.round(seconds / 86_400), unit: 'day' };
}

export const useSellerFacts = (sellerId: string) => useQuery(sellerFactsQuery(sellerId));

/** A seller's average response time ("4 hours") and last delivery ("2 days ago") in the page's language; '—' when unknown. */
export function useSellerActivityText(facts: SellerFacts | undefined) {
  const { _ } = useLingui();
  return {
    responseTime:
      facts?.avgResponseSeconds != null ? _('gigs.seller.duration', duration(facts.avgResponseSeconds)) : UNKNOWN,
    lastDelivery: facts?.lastDeliveryAt
      ? _('gigs.seller.ago', duration((Date.now() - new Date(facts.lastDeliveryAt).getTime()) / 1000))
      : UNKNOWN,
  };
}

/** A freelancer's average response time and last delivery, as rows of the profile's fact list. */
export function SellerActivity({ sellerId }: { sellerId: string }) {
  const { _ } = useLingui();
  const { data } = useSellerFacts(sellerId);
  const { responseTime, lastDelivery } = useSellerActivityText(data);
  return (
    <dl className="w-full space-y-2 text-start text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-slate-500">{_('gigs.seller.responseTime')}</dt>
        <dd className="font-medium text-slate-800">{responseTime}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-slate-500">{_('gigs.seller.lastDelivery')}</dt>
        <dd className="font-medium text-slate-800">{lastDelivery}</dd>
      </div>
    </dl>
  );
}
