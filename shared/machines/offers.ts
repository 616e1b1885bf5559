/**
 * The offer state machine (issue 21): a fixed-price contract proposed between one client and
 * one freelancer. The client always pays: a client-made offer is accepted by the freelancer,
 * then paid; a freelancer-made offer is accepted by the client by paying it. The server checks
 * every action against this table (server/modules/offers) and answers the allowed ones.
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'ordered', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  ordered: 'Ordered',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** An offer in these states holds its application: no second one is made from it meanwhile. */
export const OPEN_OFFER_STATUSES: readonly string[] = ['pending', 'accepted', 'ordered'];

export const OFFER_ACTIONS = ['accept', 'decline', 'withdraw', 'pay'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];
export type OfferSide = 'client' | 'freelancer';

/**
 * Every way an offer changes by someone's hand, the only statement of these rules: the
 * server checks an action against it, and answers the actions a party may take now.
 * `who`: the sender, the recipient, or the client (who always pays); `sentBy` narrows it to
 * offers made by that side. Paying moves the offer to `ordered` once the provider confirms.
 * A pending offer past its expiry reads as `expired` and allows nothing.
 */
export interface OfferTransition {
  action: OfferAction;
  who: 'sender' | 'recipient' | 'client';
  sentBy?: OfferSide;
  from: OfferStatus;
  to: OfferStatus;
  /** Paying charges the client: the offer becomes an order, whose own machine takes the money into escrow. */
  money?: 'charge';
  /** The 403 for a party this row is not for. */
  forbidden: string;
}

export const OFFER_TRANSITIONS: readonly OfferTransition[] = [
  {
    action: 'accept',
    who: 'recipient',
    sentBy: 'client',
    from: 'pending',
    to: 'accepted',
    forbidden: 'You cannot accept your own offer.',
  },
  {
    action: 'decline',
    who: 'recipient',
    from: 'pending',
    to: 'declined',
    forbidden: 'You cannot decline your own offer.',
  },
  {
    action: 'withdraw',
    who: 'sender',
    from: 'pending',
    to: 'withdrawn',
    forbidden: 'Only the sender can withdraw an offer.',
  },
  {
    action: 'pay',
    who: 'client',
    sentBy: 'client',
    from: 'accepted',
    to: 'ordered',
    money: 'charge',
    forbidden: 'Only the client pays for an offer.',
  },
  {
    action: 'pay',
    who: 'client',
    sentBy: 'freelancer',
    from: 'pending',
    to: 'ordered',
    money: 'charge',
    forbidden: 'Only the client pays for an offer.',
  },
];

/** A client accepting a freelancer's offer: there is no accept row for it, paying is the accept. */
const ACCEPT_BY_PAYING = 'A freelancer’s offer is accepted by paying it.';

/** The actions the viewer (on `side`) may take on an offer in `status` made by `sentBy`. */
export function offerActions(status: OfferStatus, sentBy: OfferSide, side: OfferSide): OfferAction[] {
  const isSender = sentBy === side;
  return OFFER_TRANSITIONS.filter(
    (t) =>
      t.from === status &&
      (!t.sentBy || t.sentBy === sentBy) &&
      (t.who === 'sender' ? isSender : t.who === 'recipient' ? !isSender : side === 'client'),
  ).map((t) => t.action);
}

/**
 * The 403 for `side` taking `action` on an offer made by `sentBy` when no row of the table in any
 * state is theirs, else null (then a refusal is about the offer's state: a 409).
 */
export function offerForbidden(action: OfferAction, sentBy: OfferSide, side: OfferSide): string | null {
  const rows = OFFER_TRANSITIONS.filter((t) => t.action === action);
  if (rows.some((t) => offerActions(t.from, sentBy, side).includes(action))) return null;
  if (action === 'accept' && side === 'client' && sentBy === 'freelancer') return ACCEPT_BY_PAYING;
  return rows[0]!.forbidden;
}
