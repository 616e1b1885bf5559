/**
 * The milestone state machine (issue 34): a contract (an offer's order) paid and delivered one
 * milestone at a time. The server applies these rows (server/modules/milestones), the database
 * refuses any other status (migration 0041), and the web app renders the allowed actions.
 *
 * A milestone agreed with the offer is `pending` until the client funds it; a milestone either
 * party proposes later is `proposed` until the other accepts (pending) or declines it. The
 * money effect of a row moves in the ledger inside the step's transaction
 * (server/modules/orders/contract.ts), keyed by the milestone, so each moves once.
 */
export const MILESTONE_STATUSES = [
  'proposed',
  'pending',
  'funded',
  'submitted',
  'changes_requested',
  'approved',
  'declined',
  'refunded',
  'cancelled',
  // A dispute's partial refund (issue 34): its refunded cents back to the client, the rest released.
  'settled',
] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

export const MILESTONE_STATUS_LABELS: Record<MilestoneStatus, string> = {
  proposed: 'Proposed',
  pending: 'Not funded yet',
  funded: 'Funded',
  submitted: 'Submitted',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  declined: 'Declined',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  settled: 'Settled in a dispute',
};

export const MILESTONE_ACTIONS = [
  'fund',
  'confirm_funding',
  'submit',
  'approve',
  'request_changes',
  'auto_approve',
  'accept_proposal',
  'decline_proposal',
  'refund',
  'drop',
  // A dispute on the milestone settled (by agreement or an admin's decision): its outcome.
  'settle_release',
  'settle_refund',
  'settle_partial',
] as const;
export type MilestoneAction = (typeof MILESTONE_ACTIONS)[number];

/** The client (buyer) or the freelancer (seller) of the contract, or Workify (provider, sweep, a cancel). */
export type MilestoneSide = 'buyer' | 'seller' | 'system';
export type MilestoneParty = Exclude<MilestoneSide, 'system'>;

/** A contract has 1 to this many milestones, offered and proposed together. */
export const MAX_MILESTONES = 20;
/** Statuses whose money is held for the milestone: a cancel refunds them, a dispute may move them. */
export const HELD_MILESTONE_STATUSES: readonly MilestoneStatus[] = ['funded', 'submitted', 'changes_requested'];
/** Statuses whose money has moved for good: released, refunded, or split by a dispute. */
export const CLOSED_MILESTONE_STATUSES: readonly MilestoneStatus[] = ['approved', 'refunded', 'settled'];
/** Statuses that are no longer part of the work: left out of "every milestone approved". */
export const DROPPED_MILESTONE_STATUSES: readonly MilestoneStatus[] = ['declined', 'cancelled'];

/** What the rules read of a milestone and its contract; dates may be Date (server) or ISO strings (web). */
export interface MilestoneFacts {
  status: MilestoneStatus;
  /** Who proposed it after the offer, or null for a milestone of the offer. */
  proposedBy: MilestoneParty | null;
  submittedAt: Date | string | null;
  /** The contract's order status: milestones move only while it is in progress. */
  orderStatus: string;
  /** MILESTONE_AUTO_APPROVE_DAYS: a submission left unanswered this long is approved. */
  autoApproveDays: number;
}

/**
 * `charge` takes the milestone's amount into escrow; `release` pays it to the seller; `refund`
 * gives it back; `split` refunds the part a dispute's outcome names and releases the rest.
 */
export type MilestoneMoney = 'charge' | 'release' | 'refund' | 'split';
export type MilestoneGuard = (m: MilestoneFacts, now: Date) => string | null;

export interface MilestoneTransition {
  action: MilestoneAction;
  who: MilestoneSide;
  from: readonly MilestoneStatus[];
  /** The status after the action; null when it stays (funding starts a payment, the provider confirms it). */
  to: MilestoneStatus | null;
  guard?: MilestoneGuard;
  money?: MilestoneMoney;
  /** The 403 for a party with no row for this action. */
  forbidden: string;
  /** The 409 when the milestone is in none of the `from` states. */
  conflict: string;
}

const SYSTEM_ONLY = 'Only Workify can do this.';
const DISPUTE_SETTLED = 'This milestone holds no money any more: its dispute was already settled.';
const answersProposal =
  (side: MilestoneParty): MilestoneGuard =>
  (m) =>
    m.proposedBy === side ? 'You proposed this milestone: the other party accepts or declines it.' : null;

export const MILESTONE_TRANSITIONS: readonly MilestoneTransition[] = [
  {
    action: 'fund',
    who: 'buyer',
    from: ['pending'],
    to: null,
    forbidden: 'Only the client funds a milestone.',
    conflict: 'Only a milestone that is not funded yet can be funded.',
  },
  // The payment provider's word on a funding payment.
  {
    action: 'confirm_funding',
    who: 'system',
    from: ['pending'],
    to: 'funded',
    money: 'charge',
    forbidden: SYSTEM_ONLY,
    conflict: 'This milestone is already funded.',
  },
  {
    action: 'submit',
    who: 'seller',
    from: ['funded', 'changes_requested'],
    to: 'submitted',
    forbidden: 'Only the freelancer submits work on a milestone.',
    conflict: 'Work can be submitted only on a funded milestone that is not waiting for an answer.',
  },
  {
    action: 'approve',
    who: 'buyer',
    from: ['submitted'],
    to: 'approved',
    money: 'release',
    forbidden: 'Only the client approves a milestone.',
    conflict: 'Only a submitted milestone can be approved.',
  },
  {
    action: 'request_changes',
    who: 'buyer',
    from: ['submitted'],
    to: 'changes_requested',
    forbidden: 'Only the client asks for changes.',
    conflict: 'Changes can be asked for only on a submitted milestone.',
  },
  {
    action: 'auto_approve',
    who: 'system',
    from: ['submitted'],
    to: 'approved',
    money: 'release',
    guard: (m, now) => {
      // A dispute pauses the whole contract: nothing is approved by itself until it closes.
      if (m.orderStatus !== 'in_progress') return notInProgress(m.orderStatus);
      const at = m.submittedAt === null ? null : new Date(m.submittedAt).getTime() + m.autoApproveDays * 86_400_000;
      return at === null || at > now.getTime() ? 'The client still has time to answer the submission.' : null;
    },
    forbidden: SYSTEM_ONLY,
    conflict: 'Only a submitted milestone is approved by itself.',
  },
  ...(['buyer', 'seller'] as const).flatMap((who): MilestoneTransition[] => [
    {
      action: 'accept_proposal',
      who,
      from: ['proposed'],
      to: 'pending',
      guard: answersProposal(who),
      forbidden: 'Only the client or the freelancer answers a proposed milestone.',
      conflict: 'This milestone is not waiting for an answer.',
    },
    {
      action: 'decline_proposal',
      who,
      from: ['proposed'],
      to: 'declined',
      guard: answersProposal(who),
      forbidden: 'Only the client or the freelancer answers a proposed milestone.',
      conflict: 'This milestone is not waiting for an answer.',
    },
  ]),
  // The contract is cancelled: held money goes back to the client; what was not funded is dropped.
  {
    action: 'refund',
    who: 'system',
    from: HELD_MILESTONE_STATUSES,
    to: 'refunded',
    money: 'refund',
    forbidden: SYSTEM_ONLY,
    conflict: 'This milestone holds no money to refund.',
  },
  {
    action: 'drop',
    who: 'system',
    from: ['proposed', 'pending'],
    to: 'cancelled',
    forbidden: SYSTEM_ONLY,
    conflict: 'This milestone was funded or closed.',
  },
  // A dispute on the milestone settles (server/modules/milestones/dispute.ts): only its money moves.
  ...(
    [
      ['settle_release', 'approved', 'release'],
      ['settle_refund', 'refunded', 'refund'],
      ['settle_partial', 'settled', 'split'],
    ] as const
  ).map(([action, to, money]): MilestoneTransition => ({
    action,
    who: 'system',
    from: HELD_MILESTONE_STATUSES,
    to,
    money,
    forbidden: SYSTEM_ONLY,
    conflict: DISPUTE_SETTLED,
  })),
];

export const CONTRACT_CLOSED = 'This contract is closed: its milestones can no longer change.';
export const CONTRACT_DISPUTED =
  'A dispute on this contract is open: its milestones wait until it is settled or withdrawn.';
/** The 409 for a step on a contract that is not in progress: paused by a dispute, or closed. */
const notInProgress = (orderStatus: string) => (orderStatus === 'disputed' ? CONTRACT_DISPUTED : CONTRACT_CLOSED);

export type MilestoneRefusal = { status: 403 | 409; message: string };

/**
 * Why `side` may not take `action` on the milestone now (403: not theirs; 409: the contract is
 * not in progress, the milestone is in none of the row's states, or a guard says no), or null.
 */
export function checkMilestone(
  m: MilestoneFacts,
  action: MilestoneAction,
  side: MilestoneSide,
  now: Date,
): { row: MilestoneTransition; refusal: null } | { row: null; refusal: MilestoneRefusal } {
  const rows = MILESTONE_TRANSITIONS.filter((t) => t.action === action);
  const row = rows.find((t) => t.who === side);
  if (!row) return { row: null, refusal: { status: 403, message: rows[0]?.forbidden ?? SYSTEM_ONLY } };
  // A cancel of the contract refunds and drops its milestones as the order leaves in_progress.
  if (side !== 'system' && m.orderStatus !== 'in_progress')
    return { row: null, refusal: { status: 409, message: notInProgress(m.orderStatus) } };
  if (!row.from.includes(m.status)) return { row: null, refusal: { status: 409, message: row.conflict } };
  const refused = row.guard?.(m, now) ?? null;
  return refused === null ? { row, refusal: null } : { row: null, refusal: { status: 409, message: refused } };
}

/** The actions `side` may take on the milestone now, in table order. */
export function milestoneActions(m: MilestoneFacts, side: MilestoneSide, now: Date): MilestoneAction[] {
  return [
    ...new Set(
      MILESTONE_TRANSITIONS.filter(
        (t) => t.who === side && checkMilestone(m, t.action, side, now).refusal === null,
      ).map((t) => t.action),
    ),
  ];
}

/**
 * Proposing a new milestone: either party of a contract in progress, up to MAX_MILESTONES in
 * all (declined and cancelled ones not counted). Answers the 409, or null.
 */
export function proposalRefusal(orderStatus: string, milestonesCounted: number): string | null {
  if (orderStatus !== 'in_progress') return notInProgress(orderStatus);
  return milestonesCounted >= MAX_MILESTONES ? `A contract has at most ${MAX_MILESTONES} milestones.` : null;
}
