import {
  checkDisputeAction,
  refundBounds,
  type DisputeFacts,
  type DisputeViewer as Viewer,
} from '@shared/machines/disputes';
import { DISPUTE_ACTIONS, type DisputeAction, type DisputeOutcome } from '@shared/schemas/disputes';
import { formatMoney } from '@shared/money';
import { conflict, fieldError, forbidden, type HttpError } from '../../platform/errors';
import { money, said, type Said } from '../../platform/mail-text';

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
 * What a dispute is about: the order's price, or on a milestone contract the disputed
 * milestone's amount (issue 34), with how the texts name it.
 */
export interface Disputed {
  cents: number;
  /** "the order's price" or "the milestone's amount", in the refusals. */
  of: string;
  /** " for milestone 3, Launch" after an outcome, or "" for a one-price order. */
  on: string;
  /** The disputed milestone, on a contract (what `on` names). */
  milestone?: { position: number; title: string };
}

/**
 * The buyer's refund for an outcome on what is disputed: all of it, nothing, or 1 … all less
 * 1 cent. Anything else is a 400 naming refundCents.
 */
export function refundFor(outcome: DisputeOutcome, refundCents: number | undefined, disputed: Disputed): number {
  const { cents: all, of } = disputed;
  const price = `${formatMoney(all, 'minor')} (${all} cents)`;
  const { min, max } = refundBounds(outcome, all);
  if (refundCents !== undefined && refundCents > all)
    throw fieldError('refundCents', `must be at most ${of}, ${price}`);
  // A full refund and a release have one amount, which may be left out.
  if (outcome !== 'partial' && refundCents === undefined) return min;
  if (refundCents !== undefined && refundCents >= min && refundCents <= max) return refundCents;
  if (outcome === 'refund') throw fieldError('refundCents', `a full refund is ${of}, ${price}`);
  if (outcome === 'release') throw fieldError('refundCents', 'a release refunds nothing: leave it out or send 0');
  throw fieldError('refundCents', `a partial refund is between 1 cent and less than ${of}, ${price}`);
}

/** "a partial refund of $20 to the buyer, $30 released to the seller": how bells, mails and the timeline say an outcome. */
export function describeOutcome(outcome: DisputeOutcome, refundCents: number, disputed: Disputed): string {
  const all = disputed.cents;
  if (outcome === 'refund') return `a full refund of ${formatMoney(all, 'minor')} to the buyer${disputed.on}`;
  if (outcome === 'release') return `the release of ${formatMoney(all, 'minor')} to the seller${disputed.on}`;
  return `a partial refund of ${formatMoney(refundCents, 'minor')} to the buyer, ${formatMoney(all - refundCents, 'minor')} released to the seller${disputed.on}`;
}

/** The same as data, for bells and mails written in their reader's language (`mails.dispute.outcome`). */
export function outcomeSaid(outcome: DisputeOutcome, refundCents: number, disputed: Disputed): Said {
  const all = disputed.cents;
  const m = disputed.milestone;
  return said('mails.dispute.outcome', {
    outcome,
    amount: money(outcome === 'partial' ? refundCents : all),
    released: money(all - refundCents),
    on: m ? said('mails.dispute.onMilestone', { position: m.position, title: m.title }) : null,
  });
}
