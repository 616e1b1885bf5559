import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { SELLER_NOT_PAYABLE } from '@shared/gig-values';
import { useMe } from '@web/lib/session';
import { useSellerPayoutStatus } from './api';

/**
 * The gig page's word on payouts (Stripe mode): the seller is told to set up payouts, and
 * `unavailable` tells the page to show buyers the gig as unavailable.
 */
export function useGigPayable(sellerId: string): { unavailable: string | null; sellerNotice: React.ReactNode } {
  const { _ } = useLingui();
  const { user } = useMe();
  const status = useSellerPayoutStatus(sellerId);
  if (!status.data || status.data.canBeBought) return { unavailable: null, sellerNotice: null };
  const own = user?._id === sellerId;
  return {
    unavailable: SELLER_NOT_PAYABLE,
    sellerNotice: own ? (
      <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {_('payouts.gig.notPayable')}{' '}
        <Link to="/earnings" className="font-medium underline">
          {_('payouts.gig.setUp')}
        </Link>
      </p>
    ) : null,
  };
}
