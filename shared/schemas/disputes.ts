import { z } from 'zod';
import { envelopeSchema, pageQuery, pageSchema } from './common';
import { MESSAGE_FILE_ACCEPT, MESSAGE_FILE_TYPES } from './messages';
import { orderDeliverySchema, orderEventSchema, orderPartySchema } from './orders';
import { ORDER_STATUSES } from '../machines/orders';

/*
 * The resolution center (issue 23): a dispute on one paid order, between its buyer and its
 * seller, decided by them (a proposal the other side accepts) or by an admin once escalated.
 * On a milestone contract (issue 34) the dispute is on one funded, unreleased milestone: its
 * outcome moves only that milestone's money, and the contract then goes on.
 *
 * Routes (all under /api/v1, all answering the envelope { statusCode, data, message, success }):
 *   POST /orders/{id}/dispute                         openDisputeSchema        → 201 disputeResponse
 *   GET  /disputes/{id}                                (parties and admins)     → disputeResponse
 *   POST /disputes/{id}/messages                       multipart: DISPUTE_MESSAGE_FIELDS (multipart-fields.ts) → 201 disputeResponse
 *   GET  /disputes/{id}/messages/{messageId}/files/{index}   the evidence file (parties and admins; others 404)
 *   POST /disputes/{id}/proposals                      proposalSchema           → 201 disputeResponse
 *   POST /disputes/{id}/proposals/{proposalId}/accept                           → disputeResponse (settled)
 *   POST /disputes/{id}/escalate                                                → disputeResponse
 *   POST /disputes/{id}/withdraw                                                → disputeResponse
 *   GET  /disputes/{id}/deliveries/{deliveryId}/files/{index}  the order's delivered file (parties and admins)
 *   GET  /admin/disputes?status=&limit=&cursor=        adminDisputesQuery       → adminDisputesResponse (meta.nextCursor)
 *   GET  /admin/disputes/{id}                                                   → adminDisputeResponse
 *   POST /admin/disputes/{id}/decide                   decideSchema             → adminDisputeResponse
 *
 * On the order side: GET /orders/{id} says `disputeId` (the order's latest dispute, or null),
 * its allowedActions include 'open_dispute' for a party of an order in progress, delivered or
 * in revision, and its timeline has the kinds 'disputed', 'dispute_withdrawn' and
 * 'dispute_resolved' (shared/machines/orders.ts).
 */

export const DISPUTE_STATUSES = ['open', 'escalated', 'settled', 'withdrawn', 'decided'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
// Their names on screen are the catalogs' disputes.status.* (shared/i18n/messages).
/** A dispute still being worked out: messages, proposals and (for escalated) an admin's decision. */
export const ACTIVE_DISPUTE_STATUSES: readonly DisputeStatus[] = ['open', 'escalated'];

/** refund: the whole price back to the buyer (order cancelled); release: all to the seller (order completed); partial: refundCents back, the rest to the seller (order completed). */
export const DISPUTE_OUTCOMES = ['refund', 'release', 'partial'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DISPUTE_REASONS = [
  'not_as_described',
  'poor_quality',
  'not_delivered',
  'late',
  'unresponsive',
  'scope',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  not_as_described: 'The work is not what was ordered',
  poor_quality: 'The quality is not acceptable',
  not_delivered: 'The work was not delivered',
  late: 'The work is late',
  unresponsive: 'The other party does not answer',
  scope: 'Work beyond what was agreed is asked for',
  other: 'Something else',
};

/** pending: waiting for the other side; superseded: a newer proposal replaced it; void: the dispute closed another way. */
export const DISPUTE_PROPOSAL_STATUSES = ['pending', 'accepted', 'superseded', 'void'] as const;

/**
 * What the viewer may do now (the server's word; every route checks it again):
 *   message  – write a message / add evidence (parties and admins, while open or escalated)
 *   propose  – propose an outcome (parties, while open or escalated)
 *   accept   – accept the pending proposal, which the OTHER party made (settles the dispute)
 *   escalate – ask an admin to decide (parties, open, from `escalateAt`)
 *   withdraw – drop the dispute (its opener, open or escalated); the order returns to `previousStatus`
 *   decide   – an admin's decision (admins, escalated only)
 */
export const DISPUTE_ACTIONS = ['message', 'propose', 'accept', 'escalate', 'withdraw', 'decide'] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];

export const DISPUTE_SIDES = ['buyer', 'seller', 'admin'] as const;
export type DisputeSide = (typeof DISPUTE_SIDES)[number];

export const DISPUTE_LIMITS = { details: 5000, body: 5000, decisionReason: 2000 } as const;
/** Evidence: at most this many files per message, each an image or a PDF of at most UPLOAD_MAX_MB. */
export const DISPUTE_MAX_FILES = 5;
export const DISPUTE_FILE_TYPES = MESSAGE_FILE_TYPES;
export const DISPUTE_FILE_ACCEPT = MESSAGE_FILE_ACCEPT;

const text = (what: string, max: number) =>
  z.string(`${what} is required`).trim().min(1, `${what} is required`).max(max, `must be at most ${max} characters`);

// ---- Requests ----

/**
 * POST /orders/{id}/dispute. `milestoneId`: on a milestone contract, the milestone the dispute
 * is about, required (400 naming it), one of the order's (404 otherwise) that holds money
 * (funded, submitted or with changes asked; 409 otherwise); on a one-price order, refused (400).
 */
export const openDisputeSchema = z.object({
  milestoneId: z.uuid('Choose a milestone').optional(),
  reason: z.enum(DISPUTE_REASONS, 'Choose a reason'),
  details: text('Details', DISPUTE_LIMITS.details),
});
export type OpenDisputeInput = z.infer<typeof openDisputeSchema>;

/**
 * POST /disputes/{id}/messages, multipart/form-data: the text field `body` (may be empty when
 * files are sent; one of the two is required, 400 naming `body`) and up to DISPUTE_MAX_FILES
 * files in the field `files` (PNG, JPEG, WebP, GIF or PDF by their bytes: 415 otherwise; 413
 * above UPLOAD_MAX_MB). A JSON body { body } is accepted too.
 */
export const disputeMessageFieldsSchema = z.object({
  body: z.string().trim().max(DISPUTE_LIMITS.body, `must be at most ${DISPUTE_LIMITS.body} characters`).default(''),
});

/** Whole cents; the server checks them against the disputed amount (400 naming refundCents). */
const refundCentsField = z.number('must be a number of cents').int('must be whole cents').min(0, 'must be 0 or more');

/**
 * An outcome and, for 'partial', the cents refunded to the buyer (1 … price − 1; the rest goes
 * to the seller). For 'refund' and 'release' refundCents may be left out; if sent it must be
 * the price (refund) or 0 (release). More than the price: 400 naming refundCents. On a
 * milestone's dispute, "the price" is the milestone's amount.
 */
const outcomeFields = {
  outcome: z.enum(DISPUTE_OUTCOMES, 'Choose an outcome'),
  refundCents: refundCentsField.optional(),
};
const partialNeedsAmount = (v: { outcome: DisputeOutcome; refundCents?: number | undefined }, ctx: z.RefinementCtx) => {
  if (v.outcome === 'partial' && v.refundCents === undefined)
    ctx.addIssue({ code: 'custom', path: ['refundCents'], message: 'Enter the amount to refund' });
};

/** POST /disputes/{id}/proposals. A new proposal supersedes every pending one (either side's). */
export const proposalSchema = z.object(outcomeFields).superRefine(partialNeedsAmount);
export type ProposalInput = z.infer<typeof proposalSchema>;

/** POST /admin/disputes/{id}/decide: the outcome, and the reason both parties (and the audit log) read. */
export const decideSchema = z
  .object({ ...outcomeFields, reason: text('A reason', DISPUTE_LIMITS.decisionReason) })
  .superRefine(partialNeedsAmount);
export type DecideInput = z.infer<typeof decideSchema>;

export const disputeParams = z.object({ id: z.uuid('must be a valid id') });
export const proposalParams = z.object({ id: z.uuid('must be a valid id'), proposalId: z.uuid('must be a valid id') });
export const disputeFileParams = z.object({
  id: z.uuid('must be a valid id'),
  messageId: z.uuid('must be a valid id'),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(DISPUTE_MAX_FILES - 1),
});
export const disputeDeliveryFileParams = z.object({
  id: z.uuid('must be a valid id'),
  deliveryId: z.uuid('must be a valid id'),
  index: z.coerce.number().int().min(0).max(20),
});

/** GET /admin/disputes: one status (none: all), newest first, keyset paged (meta.nextCursor). */
export const adminDisputesQuery = pageQuery.extend({
  status: z.enum(DISPUTE_STATUSES, `must be one of ${DISPUTE_STATUSES.join(', ')}`).optional(),
});
export type AdminDisputesQuery = z.infer<typeof adminDisputesQuery>;

// ---- Answers ----

/** A file of a message; `url` downloads it for the parties and admins (anyone else: 404). */
export const disputeFileSchema = z.object({ name: z.string(), type: z.string(), size: z.number(), url: z.string() });

export const disputeMessageSchema = z.object({
  _id: z.string(),
  /** "Deleted user" with a null _id once the author deleted their account. */
  author: orderPartySchema,
  side: z.enum(DISPUTE_SIDES),
  body: z.string(),
  files: z.array(disputeFileSchema),
  createdAt: z.string(),
});
export type DisputeMessage = z.infer<typeof disputeMessageSchema>;

export const disputeProposalSchema = z.object({
  _id: z.string(),
  /** Which party proposed it. */
  side: z.enum(['buyer', 'seller']),
  proposer: orderPartySchema,
  outcome: z.enum(DISPUTE_OUTCOMES),
  /** Back to the buyer. */
  refundCents: z.number(),
  /** To the seller (before any platform fee): the price (or the milestone's amount) less refundCents. */
  releaseCents: z.number(),
  status: z.enum(DISPUTE_PROPOSAL_STATUSES),
  createdAt: z.string(),
  /** When it was accepted, superseded or voided; null while pending. */
  decidedAt: z.string().nullable(),
});
export type DisputeProposal = z.infer<typeof disputeProposalSchema>;

/** The contract's milestone a dispute is about (issue 34): its outcome moves only its amount. */
export const disputeMilestoneSchema = z.object({
  _id: z.string(),
  position: z.number(),
  title: z.string(),
  /** The most a refund can be on this dispute. */
  amountCents: z.number(),
});
export type DisputeMilestone = z.infer<typeof disputeMilestoneSchema>;

/** The disputed order, as the dispute page's header shows it. */
export const disputeOrderSchema = z.object({
  _id: z.string(),
  title: z.string(),
  img: z.string(),
  /** The order's price in cents (the most a refund can be, unless the dispute is on a milestone). */
  priceCents: z.number(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  buyer: orderPartySchema,
  seller: orderPartySchema,
});

/** GET /disputes/{id} and every party step's answer. */
export const disputeSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.enum(DISPUTE_REASONS),
  details: z.string(),
  openedBy: orderPartySchema,
  openedBySide: z.enum(['buyer', 'seller']),
  /** The order's status when the dispute opened: where a withdrawal returns it. */
  previousStatus: z.enum(ORDER_STATUSES),
  /** From when either party may escalate (opening + DISPUTE_ESCALATE_HOURS). */
  escalateAt: z.string(),
  escalatedAt: z.string().nullable(),
  /** Set once settled or decided. */
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  refundCents: z.number().nullable(),
  releaseCents: z.number().nullable(),
  /** An admin's reason for the decision; null otherwise. */
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  /** When it was settled, withdrawn or decided. */
  closedAt: z.string().nullable(),
  order: disputeOrderSchema,
  /** On a milestone contract, the milestone disputed (its amount bounds the refund); null on a one-price order. */
  milestone: disputeMilestoneSchema.nullable(),
  /** Who is looking: the order's buyer or seller, or an admin. */
  viewerSide: z.enum(DISPUTE_SIDES),
  /** Oldest first. */
  messages: z.array(disputeMessageSchema),
  /** Oldest first; at most one is pending. */
  proposals: z.array(disputeProposalSchema),
  allowedActions: z.array(z.enum(DISPUTE_ACTIONS)),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** GET /admin/disputes/{id}: the dispute plus what an admin needs to decide it. */
export const adminDisputeSchema = disputeSchema.extend({
  /** The order's whole timeline (both sides' steps), oldest first. */
  timeline: z.array(orderEventSchema),
  /** Every delivery of the order; file urls under /disputes/{id}/deliveries/…, for admins and the parties. */
  deliveries: z.array(orderDeliverySchema),
  /** The admin who decided it; null unless decided. */
  decidedBy: z.object({ _id: z.string().nullable(), fullName: z.string() }).nullable(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

/** One row of GET /admin/disputes. */
export const adminDisputeListItemSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderTitle: z.string(),
  priceCents: z.number(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.enum(DISPUTE_REASONS),
  openedBySide: z.enum(['buyer', 'seller']),
  buyer: orderPartySchema,
  seller: orderPartySchema,
  /** On a milestone contract, the milestone disputed (its amount is what the outcome shares out); else null. */
  milestone: disputeMilestoneSchema.nullable(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  refundCents: z.number().nullable(),
  createdAt: z.string(),
  escalatedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type AdminDisputeListItem = z.infer<typeof adminDisputeListItemSchema>;

export const disputeResponse = envelopeSchema(disputeSchema);
export const adminDisputeResponse = envelopeSchema(adminDisputeSchema);
export const adminDisputesResponse = pageSchema(adminDisputeListItemSchema);
