import { z } from 'zod';
import { conversationIdParam } from './conversations';
import { GIG_LIMITS } from './gigs';
import { numberOrDecimalText, pageQuery } from './common';
import { toMinorUnits } from '../money';
import { milestoneRowsField, milestoneSchema, milestonesField, type MilestoneRowInput } from './milestones';

// The offer's statuses, actions and who may take them: shared/machines/offers.ts.
export { OFFER_STATUS_LABELS, OPEN_OFFER_STATUSES, type OfferStatus } from '../machines/offers';
import { OFFER_ACTIONS, OFFER_STATUSES } from '../machines/offers';

export const OFFER_LIMITS = { title: 120, description: 5000, declineReason: 1000 } as const;

const wholeNumber = (what: string, min: number, max: number, unit = '') =>
  z.preprocess(
    numberOrDecimalText,
    z
      .number(`${what} must be a number`)
      .int(`${what} must be a whole number`)
      .min(min, `${what} must be at least ${unit}${min}`)
      .max(max, `${what} must be at most ${unit}${max}`),
  );

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.uuid('must be a valid id').optional(),
);

/** The terms, as the offer form sends them. */
export const offerTermsSchema = z.object({
  title: z
    .string('Title is required')
    .trim()
    .min(1, 'Title is required')
    .max(OFFER_LIMITS.title, `Title must be at most ${OFFER_LIMITS.title} characters`),
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
 * inside a conversation (a freelancer's custom offer may start from one of their gigs; a
 * client's may be for one of their open posts the freelancer applied to, as from the application).
 */
export const createOfferSchema = offerTermsSchema
  .extend({
    title: offerTermsSchema.shape.title.optional(),
    // With milestones (issue 34) the price is their total and the days their sum, so both may be left out.
    price: offerTermsSchema.shape.price.optional(),
    deliveryDays: offerTermsSchema.shape.deliveryDays.optional(),
    revisions: offerTermsSchema.shape.revisions.optional(),
    /** Issue 34: a contract paid and delivered one milestone at a time; its price is their sum. */
    milestones: milestonesField.optional(),
    applicationId: optionalId,
    conversationId: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      conversationIdParam.shape.id.optional(),
    ),
    gigId: optionalId,
    /** In a conversation, the client's open post the freelancer applied to: paying the offer hires for it. */
    postId: optionalId,
  })
  .superRefine((v, ctx) => {
    if (!v.milestones) {
      // Without milestones the terms are required, with today's messages.
      if (v.price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], message: 'Price must be a number' });
      if (v.deliveryDays === undefined)
        ctx.addIssue({ code: 'custom', path: ['deliveryDays'], message: 'Delivery days must be a number' });
      if (v.revisions === undefined)
        ctx.addIssue({ code: 'custom', path: ['revisions'], message: 'Revisions must be a number' });
    } else if (
      v.price !== undefined &&
      toMinorUnits(v.price) !== v.milestones.reduce((sum, m) => sum + m.amountCents, 0)
    ) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'must equal the milestones’ total' });
    }
    if (!v.applicationId === !v.conversationId) {
      ctx.addIssue({
        code: 'custom',
        path: ['applicationId'],
        message: 'give either an application or a conversation',
      });
    }
    if (v.gigId && !v.conversationId)
      ctx.addIssue({
        code: 'custom',
        path: ['gigId'],
        message: 'a gig can start only a custom offer in a conversation',
      });
    if (v.postId && !v.conversationId)
      ctx.addIssue({
        code: 'custom',
        path: ['postId'],
        message: 'a post is named only for an offer in a conversation (an application already names its post)',
      });
    if (v.postId && v.gigId)
      ctx.addIssue({ code: 'custom', path: ['postId'], message: 'an offer is for a post or from a gig, not both' });
  });
export type CreateOfferInput = z.input<typeof createOfferSchema>;

/**
 * The web's offer form: one price with its days and revisions, or "Pay in milestones", whose
 * rows are typed in whole dollars and checked by the milestones' own rules (milestoneRowSchema);
 * their total is the offer's price, which the server computes, so the form sends no price then.
 */
export const offerFormSchema = z.discriminatedUnion('payInMilestones', [
  offerTermsSchema.extend({ payInMilestones: z.literal(false) }),
  offerTermsSchema
    .pick({ title: true, description: true })
    .extend({ payInMilestones: z.literal(true), milestones: milestoneRowsField }),
]);
/** Every field the form holds, whichever way it pays (the rows stay while "One payment" is chosen). */
export type OfferFormInput = OfferTermsInput & { payInMilestones: boolean; milestones: MilestoneRowInput[] };
export type OfferFormData = z.output<typeof offerFormSchema>;
export type CreateOfferData = z.output<typeof createOfferSchema>;

export const declineOfferSchema = z.object({
  reason: z
    .string('Reason must be text')
    .trim()
    .max(OFFER_LIMITS.declineReason, `Reason must be at most ${OFFER_LIMITS.declineReason} characters`)
    .optional()
    .transform((v) => v || undefined),
});

export const offersQuery = pageQuery.extend({
  role: z.enum(['sent', 'received'], 'must be sent or received').optional(),
  status: z.enum(OFFER_STATUSES, `must be one of ${OFFER_STATUSES.join(', ')}`).optional(),
});
export type OffersQuery = z.input<typeof offersQuery>;

/** `_id` is null (fullName "Deleted user") once the party deleted their account. */
const party = z.object({ _id: z.string().nullable(), fullName: z.string(), avatar: z.string().nullable() });

export const offerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Whole units of the marketplace currency (stored as offers.price_minor, minor units). */
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
  /**
   * Issue 34: the contract's milestones, [] for a one-price offer. Paying the offer funds the
   * first; once ordered, each answers its state (and the viewer's actions) from the order.
   */
  milestones: z.array(milestoneSchema),
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
export const HIRING_MAIL_KINDS = [
  'offer.received',
  'offer.accepted',
  'application.declined',
  'application.filled',
] as const;
export type HiringMailKind = (typeof HIRING_MAIL_KINDS)[number];
