import { formatRefusalDate } from '../i18n/refusal-date';
import {
  ACTIVE_DISPUTE_STATUSES,
  type DisputeAction,
  type DisputeOutcome,
  type DisputeSide,
  type DisputeStatus,
} from '../schemas/disputes';

/**
 * The dispute state machine (issue 23): who may do what on a dispute, in one table. The server
 * checks an action against it under the dispute's row lock (server/modules/disputes/rules.ts)
 * and answers the actions that pass as `allowedActions`; the web renders those. The order's own
 * moves (opened, withdrawn, resolved) are the order machine's (shared/machines/orders.ts).
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

export interface DisputeViewer {
  id: string;
  side: DisputeSide;
  /** An administrator who is a party here is seen as that party, so cannot decide it. */
  isAdmin?: boolean;
}

export type DisputeRefusal = { status: 403 | 409; message: string };

/** Who takes an action: anyone who sees the dispute, either party, the party who opened it, or an administrator. */
type DisputeWho = 'anyone' | 'party' | 'opener' | 'admin';

export interface DisputeTransition {
  action: DisputeAction;
  who: DisputeWho;
  from: readonly DisputeStatus[];
  /** The status after the action; null when it stays. */
  to: DisputeStatus | null;
  /** outcome: the order's money moves as the agreed or decided outcome says (the order machine's resolve_* rows). */
  money?: 'outcome';
  guard?: (d: DisputeFacts, viewer: DisputeViewer, now: Date) => DisputeRefusal | null;
  /** The 403 for someone the row is not for. */
  forbidden: string;
}

/** A moment in a refusal, in English (UTC, named); translated by the `{date}` of its errors.* key. */
const when = (d: Date) => formatRefusalDate(d);
const conflict = (message: string): DisputeRefusal => ({ status: 409, message });

export const DISPUTE_TRANSITIONS: readonly DisputeTransition[] = [
  {
    action: 'message',
    who: 'anyone',
    from: ACTIVE_DISPUTE_STATUSES,
    to: null,
    forbidden: 'Only the parties and administrators can write here.',
  },
  {
    action: 'propose',
    who: 'party',
    from: ACTIVE_DISPUTE_STATUSES,
    to: null,
    forbidden: 'Only the buyer or the seller can propose an outcome.',
  },
  {
    action: 'accept',
    who: 'party',
    from: ACTIVE_DISPUTE_STATUSES,
    to: 'settled',
    money: 'outcome',
    guard: (d, viewer) => {
      if (!d.pendingProposer) return conflict('There is no proposal to accept.');
      return d.pendingProposer === viewer.id
        ? { status: 403, message: 'You cannot accept your own proposal: the other party accepts it.' }
        : null;
    },
    forbidden: 'Only the buyer or the seller can accept a proposal.',
  },
  {
    action: 'escalate',
    who: 'party',
    from: ACTIVE_DISPUTE_STATUSES,
    to: 'escalated',
    guard: (d, _viewer, now) => {
      if (d.status === 'escalated')
        return conflict('This dispute is already escalated: an administrator will decide it.');
      return now < d.escalateAt
        ? conflict(
            `You can escalate this dispute from ${when(d.escalateAt)}, once the other party has had time to answer.`,
          )
        : null;
    },
    forbidden: 'Only the buyer or the seller can escalate a dispute.',
  },
  {
    action: 'withdraw',
    who: 'opener',
    from: ACTIVE_DISPUTE_STATUSES,
    to: 'withdrawn',
    forbidden: 'Only the party who opened the dispute can withdraw it.',
  },
  {
    action: 'decide',
    who: 'admin',
    from: ACTIVE_DISPUTE_STATUSES,
    to: 'decided',
    money: 'outcome',
    // The parties get their time to agree first: an admin decides only what a party escalated.
    guard: (d) =>
      d.status === 'escalated'
        ? null
        : conflict(`Only an escalated dispute can be decided: a party can escalate it from ${when(d.escalateAt)}.`),
    forbidden: 'Only administrators can do this',
  },
];

const OWN_DISPUTE = 'You cannot decide a dispute on your own order: another administrator decides it.';

function mayTake(who: DisputeWho, d: DisputeFacts, viewer: DisputeViewer): boolean {
  if (who === 'anyone') return true;
  if (who === 'admin') return viewer.side === 'admin';
  return viewer.side !== 'admin' && (who === 'party' || viewer.id === d.openedBy);
}

/** Why the viewer may not take `action` now (403: not theirs; 409: not in this state), or null. */
export function checkDisputeAction(
  d: DisputeFacts,
  action: DisputeAction,
  viewer: DisputeViewer,
  now: Date,
): DisputeRefusal | null {
  const row = DISPUTE_TRANSITIONS.find((t) => t.action === action)!;
  if (!mayTake(row.who, d, viewer))
    return { status: 403, message: action === 'decide' && viewer.isAdmin ? OWN_DISPUTE : row.forbidden };
  if (!row.from.includes(d.status)) return conflict(`This dispute is closed: it was ${d.status}.`);
  return row.guard?.(d, viewer, now) ?? null;
}

/** The buyer's refund an outcome allows on an order of `priceCents`: all of it, nothing, or 1 cent to the price less 1 cent. */
export function refundBounds(outcome: DisputeOutcome, priceCents: number): { min: number; max: number } {
  if (outcome === 'refund') return { min: priceCents, max: priceCents };
  if (outcome === 'release') return { min: 0, max: 0 };
  return { min: 1, max: priceCents - 1 };
}
