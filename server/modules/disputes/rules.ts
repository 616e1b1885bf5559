import { ACTIVE_DISPUTE_STATUSES, DISPUTE_ACTIONS, type DisputeAction, type DisputeOutcome, type DisputeSide, type DisputeStatus } from '@shared/schemas/disputes';
import { formatMoney } from '@shared/money';
import { conflict, fieldError, forbidden, type HttpError } from '../../platform/errors';

/*
 * Who may do what on a dispute, in one place: the routes check an action here before acting
 * (under the dispute's row lock), and the answer's allowedActions is the list of what passes.
 * The order's own moves are the order machine's (shared/order-machine.ts).
 */

/** What the rules read of a dispute. */
export interface DisputeFacts {
  status: DisputeStatus;
  /** Null once the opener deleted their account (nobody can withdraw it then). */
  openedBy: string | null;
  /** From when a party may escalate (opening + DISPUTE_ESCALATE_HOURS). */
  escalateAt: Date;
  /** Who made the pending proposal (at most one is pending), or undefined when none is. */
  pendingProposer?: string | null | undefined;
}

export interface Viewer {
  id: string;
  side: DisputeSide;
}

const PARTIES_ONLY: Partial<Record<DisputeAction, string>> = {
  propose: 'Only the buyer or the seller can propose an outcome.',
  accept: 'Only the buyer or the seller can accept a proposal.',
  escalate: 'Only the buyer or the seller can escalate a dispute.',
  withdraw: 'Only the party who opened the dispute can withdraw it.',
};

const when = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(d);

/** Why the viewer may not take `action` now (403: not theirs; 409: not in this state), or null. */
export function disputeRefusal(d: DisputeFacts, action: DisputeAction, viewer: Viewer, now: Date): HttpError | null {
  if (viewer.side === 'admin' && PARTIES_ONLY[action]) return forbidden(PARTIES_ONLY[action]);
  if (action === 'decide' && viewer.side !== 'admin') return forbidden('Only administrators can do this');
  if (action === 'withdraw' && viewer.id !== d.openedBy) return forbidden(PARTIES_ONLY.withdraw);
  if (!ACTIVE_DISPUTE_STATUSES.includes(d.status)) return conflict(`This dispute is closed: it was ${d.status}.`);
  switch (action) {
    case 'accept':
      if (!d.pendingProposer) return conflict('There is no proposal to accept.');
      return d.pendingProposer === viewer.id ? forbidden('You cannot accept your own proposal: the other party accepts it.') : null;
    case 'escalate':
      if (d.status === 'escalated') return conflict('This dispute is already escalated: an administrator will decide it.');
      return now < d.escalateAt ? conflict(`You can escalate this dispute from ${when(d.escalateAt)}, once the other party has had time to answer.`) : null;
    case 'decide':
      // The parties get their time to agree first: an admin decides only what a party escalated.
      return d.status === 'escalated' ? null : conflict(`Only an escalated dispute can be decided: a party can escalate it from ${when(d.escalateAt)}.`);
    default:
      return null;
  }
}

export const allowedDisputeActions = (d: DisputeFacts, viewer: Viewer, now: Date): DisputeAction[] => DISPUTE_ACTIONS.filter((a) => disputeRefusal(d, a, viewer, now) === null);

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
  if (refundCents !== undefined && refundCents > priceCents) throw fieldError('refundCents', `must be at most the order's price, ${price}`);
  if (outcome === 'refund') {
    if (refundCents !== undefined && refundCents !== priceCents) throw fieldError('refundCents', `a full refund is the order's price, ${price}`);
    return priceCents;
  }
  if (outcome === 'release') {
    if (refundCents !== undefined && refundCents !== 0) throw fieldError('refundCents', 'a release refunds nothing: leave it out or send 0');
    return 0;
  }
  if (refundCents === undefined || refundCents < 1 || refundCents >= priceCents) throw fieldError('refundCents', `a partial refund is between 1 cent and less than the order's price, ${price}`);
  return refundCents;
}

/** "a partial refund of $20 (the seller keeps $30)": how bells, mails and the timeline say an outcome. */
export function describeOutcome(outcome: DisputeOutcome, refundCents: number, priceCents: number): string {
  if (outcome === 'refund') return `a full refund of ${formatMoney(priceCents, 'cents')} to the buyer`;
  if (outcome === 'release') return `the release of ${formatMoney(priceCents, 'cents')} to the seller`;
  return `a partial refund of ${formatMoney(refundCents, 'cents')} to the buyer, ${formatMoney(priceCents - refundCents, 'cents')} released to the seller`;
}
