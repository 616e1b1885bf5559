import { z } from 'zod';
import { HIRING_MAIL_KINDS } from './offers';

/** Statuses of a paid order, in the order they usually come. */
export const ORDER_STATUSES = ['in_progress', 'delivered', 'revision', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  in_progress: 'In progress',
  delivered: 'Delivered',
  revision: 'Revision requested',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const ORDER_ROLES = ['buying', 'selling'] as const;
export type OrderRole = (typeof ORDER_ROLES)[number];

export const ordersQuery = z.object({
  role: z.enum(ORDER_ROLES, 'must be buying or selling').optional(),
  status: z.enum(ORDER_STATUSES, `must be one of ${ORDER_STATUSES.join(', ')}`).optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuery>;

const text = (what: string, max: number) =>
  z
    .string(`${what} is required`)
    .trim()
    .min(1, `${what} is required`)
    .max(max, `must be at most ${max} characters`);

export const requirementsSchema = z.object({ requirements: text('Requirements', 5000) });
export type RequirementsInput = z.infer<typeof requirementsSchema>;

export const deliverySchema = z.object({ message: text('A delivery message', 5000) });
export type DeliveryInput = z.infer<typeof deliverySchema>;

export const revisionSchema = z.object({ message: text('What to change', 5000) });
export type RevisionInput = z.infer<typeof revisionSchema>;

export const cancelSchema = z.object({ reason: text('A reason', 2000) });
export type CancelInput = z.infer<typeof cancelSchema>;

export const rateBuyerSchema = z.object({
  star: z.coerce.number('must be a number').int('must be a whole number').min(1, 'must be between 1 and 5').max(5, 'must be between 1 and 5'),
  desc: text('A few words', 2000),
});
export type RateBuyerInput = z.input<typeof rateBuyerSchema>;

/** Deliveries: at most this many files, each an image, a PDF or a ZIP. */
export const DELIVERY_MAX_FILES = 5;
export const DELIVERY_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,application/pdf,application/zip,.zip,.pdf';

/** Order mails a user may switch off in the profile. */
export const ORDER_MAIL_KINDS = ['order.paid', 'order.requirements', 'order.delivered', 'order.revision', 'order.completed', 'order.cancelled'] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];
export const ORDER_MAIL_LABELS: Record<OrderMailKind, string> = {
  'order.paid': 'A new paid order',
  'order.requirements': 'Requirements sent',
  'order.delivered': 'Work delivered',
  'order.revision': 'Revision requested',
  'order.completed': 'Order completed',
  'order.cancelled': 'Order cancelled',
};
/** Every mail kind that can be switched off: the order mails and the hiring mails (offers.ts). */
export const MAIL_KINDS = [...ORDER_MAIL_KINDS, ...HIRING_MAIL_KINDS] as const;
export const mailPreferencesSchema = z.object({ off: z.array(z.enum(MAIL_KINDS, 'is not a mail kind')).max(MAIL_KINDS.length) });
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

export interface OrderParty {
  _id: string;
  fullName: string;
  avatar: string | null;
}

/** One row of GET /orders (a bare list). */
export interface OrderListItem {
  _id: string;
  img: string;
  title: string;
  price: number;
  status: OrderStatus;
  role: OrderRole;
  otherParty: OrderParty;
  createdAt: string;
  dueAt: string | null;
}

export interface DeliveryFileView {
  name: string;
  type: string;
  size: number;
  url: string;
}

export interface OrderDelivery {
  _id: string;
  message: string;
  files: DeliveryFileView[];
  createdAt: string;
}

export interface OrderEvent {
  kind: string;
  actorId: string | null;
  message: string | null;
  createdAt: string;
}

/** GET /orders/{id}, bare, for its buyer or seller. */
export interface OrderDetail {
  _id: string;
  gig: { _id: string | null; title: string; img: string };
  buyer: OrderParty;
  seller: OrderParty;
  price: number;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  dueAt: string | null;
  requirements: string | null;
  revisionsUsed: number;
  revisionsAllowed: number;
  deliveries: OrderDelivery[];
  timeline: OrderEvent[];
  conversationId: string;
  refunded: boolean;
  /** The buyer's review of this order, if any. */
  reviewed: boolean;
  buyerRating: { star: number; desc: string } | null;
  source: 'gig' | 'offer';
  offerId: string | null;
  postId: string | null;
}

/** GET /orders/sellers/{id}/facts: the gig page's 'About The Freelancer'. */
export interface SellerFacts {
  country: string | null;
  languages: string[];
  memberSince: string;
  /** Average seconds a freelancer took to answer a client's message; null with no replies yet. */
  avgResponseSeconds: number | null;
  lastDeliveryAt: string | null;
}
