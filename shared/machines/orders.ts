/**
 * The order state machine: the only statement of the order rules. The server applies these
 * rows (server/modules/orders/transitions.ts), the database refuses any other status or event
 * kind (migration 0017), and the web app renders the actions the server says are allowed.
 *
 * To add an action: add its name to ORDER_ACTIONS and a row to ORDER_TRANSITIONS (who, from,
 * to, event, guard, money, messages); the server moves the row's money in the ledger
 * (server/modules/orders/money.ts); if it writes more than the status, the event and the money,
 * give it an effect in server/modules/orders/transitions.ts. No other code path changes an order.
 */

/** Every status an order row can hold, in the order they usually come. */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'failed',
  'in_progress',
  'delivered',
  'revision',
  'completed',
  'cancelled',
  'disputed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Every kind of timeline event, in the order events of one transaction are read. */
export const ORDER_EVENT_KINDS = [
  'paid',
  'requirements',
  'delivered',
  'revision',
  'disputed',
  'dispute_withdrawn',
  'dispute_resolved',
  'completed',
  'auto_completed',
  'cancelled',
  'refunded',
  'buyer_rated',
  // Order changes by agreement (issue 34): a longer delivery, a cancellation both want.
  'extension_asked',
  'extension_accepted',
  'extension_declined',
  'cancel_asked',
  'cancel_declined',
  'cancel_expired',
  // Milestone contracts (issue 34): each milestone's steps, named in the event's message.
  'milestone_funded',
  'milestone_submitted',
  'milestone_changes',
  'milestone_approved',
  'milestone_proposed',
  'milestone_accepted',
  'milestone_declined',
  'milestone_refunded',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Who takes an action: a party of the order, or Workify itself (payment provider, sweep). */
export type OrderSide = 'buyer' | 'seller' | 'system';
export type OrderParty = Exclude<OrderSide, 'system'>;

export const ORDER_ACTIONS = [
  'confirm_payment',
  'payment_processing',
  'payment_failed',
  'refuse_payment',
  'send_requirements',
  'deliver',
  'request_revision',
  'accept',
  'auto_complete',
  'cancel',
  'rate_buyer',
  // The resolution center (issue 23, server/modules/disputes): opened by a party; withdrawn and
  // resolved by Workify on the dispute's word (the dispute module checks who may).
  'open_dispute',
  'withdraw_dispute',
  'resolve_release',
  'resolve_refund',
  'resolve_partial',
  // Order changes by agreement (issue 34): the seller asks for more days, either party asks to
  // cancel; the other accepts or declines; an unanswered cancel request expires (the sweep).
  'ask_extension',
  'accept_extension',
  'decline_extension',
  'ask_cancel',
  'accept_cancel',
  'decline_cancel',
  'expire_cancel',
  // A milestone contract completes by itself once every milestone is approved (issue 34).
  'complete_contract',
  // A dispute on one milestone of a contract settled: the contract goes on (issue 34).
  'close_milestone_dispute',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What the rules read of an order; dates may be Date (server) or ISO strings (web). */
export interface OrderFacts {
  status: OrderStatus;
  requirements: string | null;
  revisionsUsed: number;
  revisionsAllowed: number;
  dueAt: Date | string | null;
  /** When a delivered order completes by itself (see autoCompleteTime); null when not delivered. */
  autoCompleteAt: Date | string | null;
  buyerRated: boolean;
  /** The request waiting for the other party's answer (issue 34), if any: one at a time. */
  change: { kind: OrderChangeKind; by: OrderParty; at: Date | string } | null;
  /**
   * A milestone contract (issue 34): its milestones not approved yet (declined and cancelled
   * ones left out), whether one waits for the client's answer, and whether any holds money.
   * Null for a one-price order.
   */
  contract?: { open: number; submitted: boolean; held: boolean } | null;
}

export const ORDER_CHANGE_KINDS = ['extension', 'cancellation'] as const;
export type OrderChangeKind = (typeof ORDER_CHANGE_KINDS)[number];
/** An extension asks for 1 to this many more days. */
export const MAX_EXTENSION_DAYS = 30;
/** An unanswered cancel request expires after this many days. */
export const CANCEL_REQUEST_DAYS = 3;

/**
 * What a step does with the order's money, in the ledger and inside the step's transaction:
 * `charge` takes the payment into escrow; `release` pays what escrow holds to the seller
 * (less the fee); `refund` gives it back to the buyer; `split` refunds the part a dispute's
 * outcome names and releases the rest.
 */
export type OrderMoney = 'charge' | 'release' | 'refund' | 'split';

/** Answers null when the action may go ahead, else the refusal (a 409). Pure: order and clock only. */
export type OrderGuard = (order: OrderFacts, now: Date) => string | null;

export interface OrderTransition {
  action: OrderAction;
  who: OrderSide;
  from: readonly OrderStatus[];
  /**
   * The status after the action; null when the status stays (e.g. rating the buyer), or for
   * withdraw_dispute, returns to the one the dispute recorded when it opened.
   */
  to: OrderStatus | null;
  /** The timeline event the action writes, if any. */
  event: OrderEventKind | null;
  guard?: OrderGuard;
  /** The money the step moves, if any. */
  money?: OrderMoney;
  /** The 403 for a party with no row for this action. */
  forbidden: string;
  /** The 409 when the order is in none of the `from` states. */
  conflict: string;
}

const time = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());
const UNPAID: readonly OrderStatus[] = ['pending', 'processing', 'failed'];
const UNDER_WAY: readonly OrderStatus[] = ['in_progress', 'delivered', 'revision'];
const SYSTEM_ONLY = 'Only Workify can do this.';
const NOT_DISPUTED = 'This order has no open dispute.';
const PAYMENT_DONE = 'This order is already paid or closed.';
const PENDING_CHANGE = 'A request is already waiting for an answer on this order.';
const CHANGE_OPEN = 'This order can no longer be changed.';
/** The guard of an answer to a `kind` request: there is one, and `side` did not send it. */
const answers =
  (kind: OrderChangeKind, side: OrderParty): OrderGuard =>
  (o) => {
    const what = kind === 'extension' ? 'an extension' : 'cancelling';
    if (o.change?.kind !== kind) return `There is no request for ${what} to answer.`;
    return o.change.by === side ? 'You sent this request: the other party answers it.' : null;
  };
const noPendingChange: OrderGuard = (o) => (o.change ? PENDING_CHANGE : null);
/** Refuses a step a milestone contract takes milestone by milestone instead. */
const notContract =
  (message: string, then?: OrderGuard): OrderGuard =>
  (o, now) =>
    o.contract ? message : (then?.(o, now) ?? null);
const BY_MILESTONE = 'This contract is delivered and approved milestone by milestone.';
const ONE_PRICE = notContract('A dispute on a contract settles its milestone only.');
const DELIVERED_ONCE =
  'Work was delivered on this order, so it can no longer be cancelled: open a dispute if something is wrong.';

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  // The payment provider's word (webhook, retrieve or the test-mode confirm).
  {
    action: 'confirm_payment',
    who: 'system',
    from: UNPAID,
    to: 'in_progress',
    event: 'paid',
    money: 'charge',
    forbidden: SYSTEM_ONLY,
    conflict: PAYMENT_DONE,
  },
  {
    action: 'payment_processing',
    who: 'system',
    from: ['pending'],
    to: 'processing',
    event: null,
    forbidden: SYSTEM_ONLY,
    conflict: PAYMENT_DONE,
  },
  {
    action: 'payment_failed',
    who: 'system',
    from: ['pending', 'processing'],
    to: 'failed',
    event: null,
    forbidden: SYSTEM_ONLY,
    conflict: PAYMENT_DONE,
  },
  // Money taken for an order that must not exist (the gig is gone, or it is the buyer's own): cancelled and refunded.
  {
    action: 'refuse_payment',
    who: 'system',
    from: UNPAID,
    to: 'cancelled',
    event: 'cancelled',
    forbidden: SYSTEM_ONLY,
    conflict: PAYMENT_DONE,
  },
  {
    action: 'send_requirements',
    who: 'buyer',
    from: ['in_progress'],
    to: null,
    event: 'requirements',
    guard: (o) => (o.requirements !== null ? 'Requirements were already sent.' : null),
    forbidden: 'Only the buyer can send requirements.',
    conflict: 'Requirements can only be sent while the order is in progress.',
  },
  {
    action: 'deliver',
    who: 'seller',
    from: ['in_progress', 'revision'],
    to: 'delivered',
    event: 'delivered',
    guard: notContract(BY_MILESTONE),
    forbidden: 'Only the seller can deliver.',
    conflict: 'This order cannot be delivered now.',
  },
  {
    action: 'request_revision',
    who: 'buyer',
    from: ['delivered'],
    to: 'revision',
    event: 'revision',
    guard: notContract(BY_MILESTONE, (o) =>
      o.revisionsUsed >= o.revisionsAllowed ? 'No revisions left on this order.' : null,
    ),
    forbidden: 'Only the buyer can request a revision.',
    conflict: 'A revision can only be requested on a delivered order.',
  },
  {
    action: 'accept',
    who: 'buyer',
    from: ['delivered'],
    to: 'completed',
    event: 'completed',
    money: 'release',
    guard: notContract(BY_MILESTONE),
    forbidden: 'Only the buyer can accept the delivery.',
    conflict: 'Only a delivered order can be accepted.',
  },
  {
    action: 'auto_complete',
    who: 'system',
    from: ['delivered'],
    to: 'completed',
    event: 'auto_completed',
    money: 'release',
    guard: (o, now) => {
      const at = time(o.autoCompleteAt);
      return at === null || at > now.getTime() ? 'The buyer still has time to answer the delivery.' : null;
    },
    forbidden: SYSTEM_ONLY,
    conflict: 'Only a delivered order completes by itself.',
  },
  // The seller may cancel before completion; the buyer only once the due date passed without a
  // delivery. Once anything was delivered (delivered, or in revision: a revision follows a
  // delivery, and an order never returns to in_progress after one), the buyer's way out is a
  // dispute: a cancel would refund work they already hold.
  {
    action: 'cancel',
    who: 'seller',
    from: UNDER_WAY,
    to: 'cancelled',
    event: 'cancelled',
    money: 'refund',
    forbidden: SYSTEM_ONLY,
    conflict: 'This order can no longer be cancelled.',
  },
  {
    action: 'cancel',
    who: 'buyer',
    from: UNDER_WAY,
    to: 'cancelled',
    event: 'cancelled',
    money: 'refund',
    guard: (o, now) => {
      if (o.contract) {
        if (o.contract.submitted) return 'A milestone waits for your answer: approve it or ask for changes first.';
        return o.contract.held ? 'A funded milestone holds money: ask the freelancer to cancel by agreement.' : null;
      }
      if (o.status === 'delivered') return 'A delivered order cannot be cancelled: accept it or ask for a revision.';
      if (o.status !== 'in_progress' || o.revisionsUsed > 0) return DELIVERED_ONCE;
      const due = time(o.dueAt);
      return due === null || due > now.getTime()
        ? 'You can cancel once the due date has passed without a delivery.'
        : null;
    },
    forbidden: SYSTEM_ONLY,
    conflict: 'This order can no longer be cancelled.',
  },
  // Either party may open a dispute while the work is under way; the order then waits (no
  // other step, no auto-complete, no cancel) until the dispute is withdrawn or resolved.
  ...(['buyer', 'seller'] as const).map((who): OrderTransition => ({
    action: 'open_dispute',
    who,
    from: UNDER_WAY,
    to: 'disputed',
    event: 'disputed',
    // A contract's dispute is on one milestone that holds money (the dispute module checks which).
    guard: (o) => (o.contract && !o.contract.held ? 'No milestone of this contract holds money to dispute.' : null),
    forbidden: 'Only the buyer or the seller can open a dispute.',
    conflict: 'A dispute can only be opened on an order in progress, delivered or in revision.',
  })),
  {
    action: 'withdraw_dispute',
    who: 'system',
    from: ['disputed'],
    to: null,
    event: 'dispute_withdrawn',
    forbidden: SYSTEM_ONLY,
    conflict: NOT_DISPUTED,
  },
  // A dispute's outcome: all to the seller (completed), all back to the buyer (cancelled), or part back and the rest to the seller (completed).
  {
    action: 'resolve_release',
    who: 'system',
    from: ['disputed'],
    guard: ONE_PRICE,
    to: 'completed',
    event: 'dispute_resolved',
    money: 'release',
    forbidden: SYSTEM_ONLY,
    conflict: NOT_DISPUTED,
  },
  {
    action: 'resolve_refund',
    who: 'system',
    from: ['disputed'],
    guard: ONE_PRICE,
    to: 'cancelled',
    event: 'dispute_resolved',
    money: 'refund',
    forbidden: SYSTEM_ONLY,
    conflict: NOT_DISPUTED,
  },
  {
    action: 'resolve_partial',
    who: 'system',
    from: ['disputed'],
    guard: ONE_PRICE,
    to: 'completed',
    event: 'dispute_resolved',
    money: 'split',
    forbidden: SYSTEM_ONLY,
    conflict: NOT_DISPUTED,
  },
  // Issue 34: a dispute on a contract's milestone settled; that milestone's money moved (milestone machine).
  {
    action: 'close_milestone_dispute',
    who: 'system',
    from: ['disputed'],
    to: 'in_progress',
    event: 'dispute_resolved',
    guard: (o) => (o.contract ? null : 'Only a dispute on a contract’s milestone closes this way.'),
    forbidden: SYSTEM_ONLY,
    conflict: NOT_DISPUTED,
  },
  // Order changes by agreement (issue 34). An extension moves the due date; a mutual cancellation
  // refunds what the order holds, as a cancel does. One request waits at a time.
  {
    action: 'ask_extension',
    who: 'seller',
    from: ['in_progress', 'revision'],
    to: null,
    event: 'extension_asked',
    guard: (o, now) =>
      (o.contract ? 'Each milestone has its own due date: propose a new milestone instead.' : null) ??
      noPendingChange(o, now) ??
      (o.dueAt === null
        ? 'The delivery clock has not started yet: it starts when the buyer answers your questions.'
        : null),
    forbidden: 'Only the seller can ask for more time.',
    conflict: 'More time can only be asked for while the work is under way.',
  },
  {
    action: 'accept_extension',
    who: 'buyer',
    from: UNDER_WAY,
    to: null,
    event: 'extension_accepted',
    guard: answers('extension', 'buyer'),
    forbidden: 'Only the buyer can answer a request for more time.',
    conflict: CHANGE_OPEN,
  },
  {
    action: 'decline_extension',
    who: 'buyer',
    from: UNDER_WAY,
    to: null,
    event: 'extension_declined',
    guard: answers('extension', 'buyer'),
    forbidden: 'Only the buyer can answer a request for more time.',
    conflict: CHANGE_OPEN,
  },
  ...(['buyer', 'seller'] as const).flatMap((who): OrderTransition[] => [
    {
      action: 'ask_cancel',
      who,
      from: UNDER_WAY,
      to: null,
      event: 'cancel_asked',
      guard: noPendingChange,
      forbidden: 'Only the buyer or the seller can ask to cancel.',
      conflict: 'This order can no longer be cancelled.',
    },
    {
      action: 'accept_cancel',
      who,
      from: UNDER_WAY,
      to: 'cancelled',
      event: 'cancelled',
      money: 'refund',
      guard: answers('cancellation', who),
      forbidden: 'Only the buyer or the seller can answer a cancel request.',
      conflict: 'This order can no longer be cancelled.',
    },
    {
      action: 'decline_cancel',
      who,
      from: UNDER_WAY,
      to: null,
      event: 'cancel_declined',
      guard: answers('cancellation', who),
      forbidden: 'Only the buyer or the seller can answer a cancel request.',
      conflict: CHANGE_OPEN,
    },
  ]),
  {
    action: 'expire_cancel',
    who: 'system',
    from: UNDER_WAY,
    to: null,
    event: 'cancel_expired',
    guard: (o, now) => {
      if (o.change?.kind !== 'cancellation') return 'There is no cancel request to expire.';
      return new Date(o.change.at).getTime() + CANCEL_REQUEST_DAYS * 86_400_000 > now.getTime()
        ? 'The cancel request still has time to be answered.'
        : null;
    },
    forbidden: SYSTEM_ONLY,
    conflict: CHANGE_OPEN,
  },
  // Issue 34: the last milestone approved (by the client or the sweep) completes the contract; its money already moved.
  {
    action: 'complete_contract',
    who: 'system',
    from: ['in_progress'],
    to: 'completed',
    event: 'completed',
    guard: (o) => (o.contract && o.contract.open === 0 ? null : 'Not every milestone is approved yet.'),
    forbidden: SYSTEM_ONLY,
    conflict: 'Only a contract in progress completes.',
  },
  {
    action: 'rate_buyer',
    who: 'seller',
    from: ['completed'],
    to: null,
    event: 'buyer_rated',
    guard: (o) => (o.buyerRated ? 'You have already rated this buyer for this order.' : null),
    forbidden: 'Only the seller can rate the buyer.',
    conflict: 'The buyer can be rated once the order is completed.',
  },
];

/** Statuses reachable once paid: the ones the order lists and pages show (derived from the table). */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = (() => {
  const seen = new Set<OrderStatus>(ORDER_TRANSITIONS.filter((t) => t.action === 'confirm_payment').map((t) => t.to!));
  for (let grew = true; grew;) {
    grew = false;
    for (const t of ORDER_TRANSITIONS) {
      if (t.to && !seen.has(t.to) && t.from.some((s) => seen.has(s))) {
        seen.add(t.to);
        grew = true;
      }
    }
  }
  return ORDER_STATUSES.filter((s) => seen.has(s));
})();

/** Paid orders someone still has to act on (a delivery, an answer): what "active" and "open" mean. */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = ['in_progress', 'delivered', 'revision', 'disputed'];
/** Paid orders waiting for the seller's work: a due date that passed on one of these is overdue. */
export const AWAITING_WORK_STATUSES: readonly OrderStatus[] = ORDER_TRANSITIONS.find(
  (t) => t.action === 'deliver',
)!.from;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  processing: 'Payment processing',
  failed: 'Payment failed',
  in_progress: 'In progress',
  delivered: 'Delivered',
  revision: 'Revision requested',
  completed: 'Completed',
  cancelled: 'Cancelled',
  disputed: 'Disputed',
};

export type Refusal = { status: 403 | 409; message: string };

/**
 * Why `side` may not take `action` on the order now (403: not theirs to take; 409: not in this
 * state, or a guard says no), or null when they may. Also answers which row applies.
 */
export function checkTransition(
  order: OrderFacts,
  action: OrderAction,
  side: OrderSide,
  now: Date,
): { row: OrderTransition; refusal: null } | { row: null; refusal: Refusal } {
  const rows = ORDER_TRANSITIONS.filter((t) => t.action === action);
  const row = rows.find((t) => t.who === side);
  if (!row) return { row: null, refusal: { status: 403, message: rows[0]?.forbidden ?? SYSTEM_ONLY } };
  if (!row.from.includes(order.status)) return { row: null, refusal: { status: 409, message: row.conflict } };
  const refused = row.guard?.(order, now) ?? null;
  return refused === null ? { row, refusal: null } : { row: null, refusal: { status: 409, message: refused } };
}

/** The actions `side` may take on the order now, in table order. */
export function allowedActions(order: OrderFacts, side: OrderSide, now: Date): OrderAction[] {
  return [
    ...new Set(
      ORDER_TRANSITIONS.filter(
        (t) => t.who === side && checkTransition(order, t.action, side, now).refusal === null,
      ).map((t) => t.action),
    ),
  ];
}

/** When a delivery left unanswered completes by itself: `days` after it (ORDER_AUTO_COMPLETE_DAYS). */
export function autoCompleteTime(status: OrderStatus, deliveredAt: Date | null, days: number): Date | null {
  return status === 'delivered' && deliveredAt ? new Date(deliveredAt.getTime() + days * 86_400_000) : null;
}
