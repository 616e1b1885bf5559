import { z } from 'zod';
import { conversationIdParam } from './conversations';
import { GIG_LIMITS } from './gigs';
import { pageQuery } from './common';

/**
 * Offers (issue 21): a fixed-price contract proposed between one client and one freelancer.
 * The client always pays: a client-made offer is accepted by the freelancer, then paid; a
 * freelancer-made offer is accepted by the client by paying it.
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
export const OFFER_TRANSITIONS: readonly { action: OfferAction; who: 'sender' | 'recipient' | 'client'; sentBy?: OfferSide; from: OfferStatus; to: OfferStatus }[] = [
  { action: 'accept', who: 'recipient', sentBy: 'client', from: 'pending', to: 'accepted' },
  { action: 'decline', who: 'recipient', from: 'pending', to: 'declined' },
  { action: 'withdraw', who: 'sender', from: 'pending', to: 'withdrawn' },
  { action: 'pay', who: 'client', sentBy: 'client', from: 'accepted', to: 'ordered' },
  { action: 'pay', who: 'client', sentBy: 'freelancer', from: 'pending', to: 'ordered' },
];

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

export const OFFER_LIMITS = { title: 120, description: 5000, declineReason: 1000 } as const;

const wholeNumber = (what: string, min: number, max: number, unit = '') =>
  z.coerce
    .number(`${what} must be a number`)
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${unit}${min}`)
    .max(max, `${what} must be at most ${unit}${max}`);

const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.uuid('must be a valid id').optional());

/** The terms, as the offer form sends them. */
export const offerTermsSchema = z.object({
  title: z.string('Title is required').trim().min(1, 'Title is required').max(OFFER_LIMITS.title, `Title must be at most ${OFFER_LIMITS.title} characters`),
  description: z
    .string('Describe the work')
    .trim()
    .min(1, 'Describe the work')
    .max(OFFER_LIMITS.description, `Description must be at most ${OFFER_LIMITS.description} characters`),
  price: wholeNumber('Price', 1, GIG_LIMITS.maxPrice, '$'),
  deliveryDays: wholeNumber('Delivery days', 1, GIG_LIMITS.maxDeliveryDays),
  revisions: wholeNumber('Revisions', 0, GIG_LIMITS.maxRevisions),
});
export type OfferTermsInput = z.input<typeof offerTermsSchema>;

/**
 * POST /offers: from an application on the client's post (title defaults to the post's), or
 * inside a conversation (a freelancer's custom offer may start from one of their gigs).
 */
export const createOfferSchema = offerTermsSchema
  .extend({
    title: offerTermsSchema.shape.title.optional(),
    applicationId: optionalId,
    conversationId: z.preprocess((v) => (v === '' || v === null ? undefined : v), conversationIdParam.shape.id.optional()),
    gigId: optionalId,
  })
  .superRefine((v, ctx) => {
    if (!v.applicationId === !v.conversationId) {
      ctx.addIssue({ code: 'custom', path: ['applicationId'], message: 'give either an application or a conversation' });
    }
    if (v.gigId && !v.conversationId) ctx.addIssue({ code: 'custom', path: ['gigId'], message: 'a gig can start only a custom offer in a conversation' });
  });
export type CreateOfferInput = z.input<typeof createOfferSchema>;
export type CreateOfferData = z.output<typeof createOfferSchema>;

export const declineOfferSchema = z.object({
  reason: z
    .string('Reason must be text')
    .trim()
    .max(OFFER_LIMITS.declineReason, `Reason must be at most ${OFFER_LIMITS.declineReason} characters`)
    .optional()
    .transform((v) => v || undefined),
});
export type DeclineOfferInput = z.input<typeof declineOfferSchema>;

export const offersQuery = pageQuery.extend({
  role: z.enum(['sent', 'received'], 'must be sent or received').optional(),
  status: z.enum(OFFER_STATUSES, `must be one of ${OFFER_STATUSES.join(', ')}`).optional(),
});
export type OffersQuery = z.input<typeof offersQuery>;

const party = z.object({ _id: z.string(), fullName: z.string(), avatar: z.string().nullable() });

export const offerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Whole dollars. */
  price: z.number(),
  deliveryDays: z.number(),
  revisions: z.number(),
  status: z.enum(OFFER_STATUSES),
  sentBy: z.enum(['client', 'freelancer']),
  client: party,
  freelancer: party,
  declineReason: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  applicationId: z.string().nullable(),
  postId: z.string().nullable(),
  postTitle: z.string().nullable(),
  conversationId: z.string().nullable(),
  gigId: z.string().nullable(),
  orderId: z.string().nullable(),
  /** What the signed-in viewer may do now (see OFFER_TRANSITIONS). */
  actions: z.array(z.enum(OFFER_ACTIONS)),
  /**
   * Why the viewer may not accept or pay now, in words (a block between the two, a suspended
   * account, a gig or post removed by Workify), or null. Those actions are left out of
   * `actions` meanwhile; declining and withdrawing stay open.
   */
  onHold: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

/** Hiring mails a user may switch off beside the order mails (GET/PUT /orders/mail-preferences). */
export const HIRING_MAIL_KINDS = ['offer.received', 'offer.accepted', 'application.declined', 'application.filled'] as const;
export type HiringMailKind = (typeof HIRING_MAIL_KINDS)[number];
export const HIRING_MAIL_LABELS: Record<HiringMailKind, string> = {
  'offer.received': 'An offer arrives',
  'offer.accepted': 'Your offer is accepted',
  'application.declined': 'An application is declined',
  'application.filled': 'A position I applied to is filled',
};
