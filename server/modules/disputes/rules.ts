import {
  checkDisputeAction,
  refundBounds,
  type DisputeFacts,
  type DisputeViewer as Viewer,
} from '@shared/machines/disputes';
import { DISPUTE_ACTIONS, type DisputeAction, type DisputeOutcome } from '@shared/schemas/disputes';
import { formatMoney } from '@shared/money';
import { conflict, fieldError, forbidden, type HttpError } from '../../platform/errors';

// Who may do what on a dispute is the table in shared/machines/disputes.ts; this applies it.

export type { DisputeFacts, DisputeViewer as Viewer } from '@shared/machines/disputes';

/** Why the viewer may not take `action` now (403: not theirs; 409: not in this state), or null. */
function disputeRefusal(d: DisputeFacts, action: DisputeAction, viewer: Viewer, now: Date): HttpError | null {
  const refusal = checkDisputeAction(d, action, viewer, now);
  if (!refusal) return null;
  return refusal.status === 403 ? forbidden(refusal.message) : conflict(refusal.message);
}

export const allowedDisputeActions = (d: DisputeFacts, viewer: Viewer, now: Date): DisputeAction[] =>
  DISPUTE_ACTIONS.filter((a) => disputeRefusal(d, a, viewer, now) === null);

export function assertDisputeAction(d: DisputeFacts, action: DisputeAction, viewer: Viewer, now: Date): void {
  const refusal = disputeRefusal(d, action, viewer, now);
  if (refusal) throw refusal;
}

/**
 * The buyer's refund for an outcome on an order of `priceCents`: the whole price, nothing, or
 * 1 … price − 1 cents. Anything else is a 400 naming refundCents.
 */
export function refundFor(outcome: DisputeOutcome, refundCents: number | undefined, priceCents: number): number {
  const price = `${formatMoney(priceCents, 'cents')} (${priceCents} cents)`;
  const { min, max } = refundBounds(outcome, priceCents);
  if (refundCents !== undefined && refundCents > priceCents)
    throw fieldError('refundCents', `must be at most the order's price, ${price}`);
  // A full refund and a release have one amount, which may be left out.
  if (outcome !== 'partial' && refundCents === undefined) return min;
  if (refundCents !== undefined && refundCents >= min && refundCents <= max) return refundCents;
  if (outcome === 'refund') throw fieldError('refundCents', `a full refund is the order's price, ${price}`);
  if (outcome === 'release') throw fieldError('refundCents', 'a release refunds nothing: leave it out or send 0');
  throw fieldError('refundCents', `a partial refund is between 1 cent and less than the order's price, ${price}`);
}

/** "a partial refund of $20 (the seller keeps $30)": how bells, mails and the timeline say an outcome. */
export function describeOutcome(outcome: DisputeOutcome, refundCents: number, priceCents: number): string {
  if (outcome === 'refund') return `a full refund of ${formatMoney(priceCents, 'cents')} to the buyer`;
  if (outcome === 'release') return `the release of ${formatMoney(priceCents, 'cents')} to the seller`;
  return `a partial refund of ${formatMoney(refundCents, 'cents')} to the buyer, ${formatMoney(priceCents - refundCents, 'cents')} released to the seller`;
}
