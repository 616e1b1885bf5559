import type { OfferStatus } from '@shared/schemas/offers';

/**
 * A pending offer past its expiry is expired, whether or not a write has said so yet:
 * expiry is evaluated on every read and every action, so no sweep has to run first.
 */
export function offerStatusAt(status: string, expiresAt: Date | string, now = new Date()): OfferStatus {
  return status === 'pending' && new Date(expiresAt) <= now ? 'expired' : (status as OfferStatus);
}
