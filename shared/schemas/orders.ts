import { z } from 'zod';
import { HIRING_MAIL_KINDS } from './offers';
import { orderExtraSchema, orderPackageSchema } from './gig-packages';
import { orderQuestionSchema } from './gig-questions';
import { deliveryFileViewSchema } from './deliverables';
import { milestoneSchema } from './milestones';
import {
  MAX_EXTENSION_DAYS,
  ORDER_ACTIONS,
  ORDER_CHANGE_KINDS,
  ORDER_EVENT_KINDS,
  ORDER_STATUSES,
  PAID_ORDER_STATUSES,
  type OrderStatus,
} from '../machines/orders';

// The statuses, event kinds and actions live with their rules in shared/machines/orders.ts.
export type { OrderEventKind, OrderStatus } from '../machines/orders';

export const ORDER_ROLES = ['buying', 'selling'] as const;
export type OrderRole = (typeof ORDER_ROLES)[number];

export const ordersQuery = z.object({
  role: z.enum(ORDER_ROLES, 'must be buying or selling').optional(),
  status: z
    .enum(PAID_ORDER_STATUSES as [OrderStatus, ...OrderStatus[]], `must be one of ${PAID_ORDER_STATUSES.join(', ')}`)
    .optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuery>;

const text = (what: string, max: number) =>
  z.string(`${what} is required`).trim().min(1, `${what} is required`).max(max, `must be at most ${max} characters`);

export const requirementsSchema = z.object({ requirements: text('Requirements', 5000) });
export type RequirementsInput = z.infer<typeof requirementsSchema>;

export const deliverySchema = z.object({ message: text('A delivery message', 5000) });
export type DeliveryInput = z.infer<typeof deliverySchema>;

export const revisionSchema = z.object({ message: text('What to change', 5000) });
export type RevisionInput = z.infer<typeof revisionSchema>;

export const cancelSchema = z.object({ reason: text('A reason', 2000) });

/** POST /orders/{id}/extension: the seller asks for 1 to 30 more days, with a reason. */
export const extensionSchema = z.object({
  days: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1 day')
    .max(MAX_EXTENSION_DAYS, `must be at most ${MAX_EXTENSION_DAYS} days`),
  reason: text('A reason', 2000),
});
export type ExtensionInput = z.input<typeof extensionSchema>;
export type CancelInput = z.infer<typeof cancelSchema>;

export const rateBuyerSchema = z.object({
  star: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be between 1 and 5')
    .max(5, 'must be between 1 and 5'),
  desc: text('A few words', 2000),
});
export type RateBuyerInput = z.input<typeof rateBuyerSchema>;

/** Order mails a user may switch off in the profile. */
export const ORDER_MAIL_KINDS = [
  'order.paid',
  'order.requirements',
  'order.delivered',
  'order.revision',
  'order.completed',
  'order.cancelled',
  'order.change',
] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];
/** Every mail kind that can be switched off: the order mails and the hiring mails (offers.ts). */
export const MAIL_KINDS = [...ORDER_MAIL_KINDS, ...HIRING_MAIL_KINDS] as const;
export const mailPreferencesSchema = z.object({
  off: z.array(z.enum(MAIL_KINDS, 'is not a mail kind')).max(MAIL_KINDS.length),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

const orderStatus = z.enum(ORDER_STATUSES);

/** A party of an order; `_id` is null (and fullName "Deleted user") once they deleted their account. */
export const orderPartySchema = z.object({
  _id: z.string().nullable(),
  fullName: z.string(),
  avatar: z.string().nullable(),
});
export type OrderParty = z.infer<typeof orderPartySchema>;

/** One row of GET /orders (a bare list). */
export const orderListItemSchema = z.object({
  _id: z.string(),
  img: z.string(),
  title: z.string(),
  price: z.number(),
  status: orderStatus,
  role: z.enum(ORDER_ROLES),
  otherParty: orderPartySchema,
  createdAt: z.string(),
  dueAt: z.string().nullable(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export const orderListSchema = z.array(orderListItemSchema);

export const orderDeliverySchema = z.object({
  _id: z.string(),
  message: z.string(),
  files: z.array(deliveryFileViewSchema),
  createdAt: z.string(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const orderEventSchema = z.object({
  kind: z.enum(ORDER_EVENT_KINDS),
  actorId: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** GET /orders/{id} (and every order step's answer), bare, for its buyer or seller. */
export const orderDetailSchema = z.object({
  _id: z.string(),
  gig: z.object({ _id: z.string().nullable(), title: z.string(), img: z.string() }),
  buyer: orderPartySchema,
  seller: orderPartySchema,
  price: z.number(),
  status: orderStatus,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  /** The gig's delivery days, copied when the payment started. */
  deliveryDays: z.number(),
  /** The gig package bought and its extras (issue 34); null and [] for an offer's order. */
  package: orderPackageSchema.nullable(),
  extras: z.array(orderExtraSchema),
  /** The gig's requirement questions with the buyer's answers (null until sent); [] for a gig without questions. */
  questions: z.array(orderQuestionSchema),
  /** When the last delivery completes by itself if the buyer leaves it unanswered; null unless delivered. */
  autoCompleteAt: z.string().nullable(),
  requirements: z.string().nullable(),
  revisionsUsed: z.number(),
  revisionsAllowed: z.number(),
  deliveries: z.array(orderDeliverySchema),
  timeline: z.array(orderEventSchema),
  /** Null once a party deleted their account (the conversation went with it). */
  conversationId: z.string().nullable(),
  /** Refunded in full (the order is cancelled); a dispute's partial refund is not, and shows in GET /orders/{id}/receipt. */
  refunded: z.boolean(),
  /** The buyer's review of this order, if any. */
  reviewed: z.boolean(),
  buyerRating: z.object({ star: z.number(), desc: z.string() }).nullable(),
  /** The request waiting for an answer (issue 34): more days asked by the seller, or a cancellation asked by either party. */
  change: z
    .object({
      kind: z.enum(ORDER_CHANGE_KINDS),
      by: z.enum(['buyer', 'seller']),
      days: z.number().nullable(),
      reason: z.string(),
      createdAt: z.string(),
      expiresAt: z.string().nullable(),
    })
    .nullable(),
  /** What the signed-in party may do now, from the order state machine. */
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
  /** Issue 34: a milestone contract's milestones with their state and the viewer's actions; [] for a one-price order. */
  milestones: z.array(milestoneSchema),
  /** Where the order came from: a gig, or an offer (from a job post's application, or a conversation). */
  source: z.enum(['gig', 'offer']),
  offerId: z.string().nullable(),
  /** The job post the offer was made from, if any. */
  postId: z.string().nullable(),
  /** The order's latest dispute (open, or closed), for GET /disputes/{id}; null if it never had one. */
  disputeId: z.string().nullable(),
  /** Issue 34: the milestone a contract's open dispute is about (it pauses the contract); null otherwise. */
  disputedMilestoneId: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /orders/sellers/{id}/facts: the gig page's 'About The Freelancer'. */
export const sellerFactsSchema = z.object({
  country: z.string().nullable(),
  languages: z.array(z.string()),
  memberSince: z.string(),
  /** Average seconds a freelancer took to answer a client's message; null with no replies yet. */
  avgResponseSeconds: z.number().nullable(),
  lastDeliveryAt: z.string().nullable(),
});
export type SellerFacts = z.infer<typeof sellerFactsSchema>;

/** POST /orders/create-payment-intent/{id}: bare, clientSecret first (SPEC), plus what is bought. */
export const paymentIntentStartSchema = z.object({
  clientSecret: z.string(),
  provider: z.enum(['local', 'stripe']),
  /** Stripe's publishable key; null for the local provider. */
  publishableKey: z.string().nullable(),
  /** What is being paid for, to show beside the card form. */
  title: z.string(),
  /** Whole units of the marketplace currency: the package with its extras (stored in minor units). */
  price: z.number(),
  deliveryDays: z.number(),
  revisions: z.number(),
  /** Issue 34: the package and extras bought (the price is their sum); absent for an offer. */
  package: orderPackageSchema.optional(),
  extras: z.array(orderExtraSchema).optional(),
});

/** How long after buying a gig the payment page asks before a second, identical order. */
export const REBUY_WINDOW_HOURS = 24;

/** GET /orders/recent-purchase?gigId= or ?offerId=: exactly one of them. */
export const recentPurchaseQuery = z
  .object({ gigId: z.uuid('must be a valid id').optional(), offerId: z.uuid('must be a valid id').optional() })
  .refine((q) => (q.gigId === undefined) !== (q.offerId === undefined), {
    path: ['gigId'],
    message: 'give either gigId or offerId',
  });
export type RecentPurchaseQuery = z.infer<typeof recentPurchaseQuery>;

/**
 * The signed-in client's paid order of that gig within REBUY_WINDOW_HOURS (the payment
 * page asks before another), or of that offer at any time (an offer is paid once); else null.
 */
export const recentPurchaseSchema = z.object({ order: z.object({ _id: z.string(), paidAt: z.string() }).nullable() });
export type RecentPurchase = z.infer<typeof recentPurchaseSchema>;
