import { z } from 'zod';
import { ORDER_ROLES, ORDER_STATUSES } from '@shared/schemas/orders';

/** Response shapes, for the OpenAPI document (and checked on the way out). */
const party = z.object({ _id: z.string(), fullName: z.string(), avatar: z.string().nullable() });
const status = z.enum(ORDER_STATUSES);

export const orderListResponse = z.array(
  z.object({
    _id: z.string(),
    img: z.string(),
    title: z.string(),
    price: z.number(),
    status,
    role: z.enum(ORDER_ROLES),
    otherParty: party,
    createdAt: z.string(),
    dueAt: z.string().nullable(),
  }),
);

export const paymentIntentResponse = z.looseObject({ clientSecret: z.string() });

export const orderDetailResponse = z.object({
  _id: z.string(),
  gig: z.object({ _id: z.string().nullable(), title: z.string(), img: z.string() }),
  buyer: party,
  seller: party,
  price: z.number(),
  status,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  requirements: z.string().nullable(),
  revisionsUsed: z.number(),
  revisionsAllowed: z.number(),
  deliveries: z.array(
    z.object({
      _id: z.string(),
      message: z.string(),
      createdAt: z.string(),
      files: z.array(z.object({ name: z.string(), type: z.string(), size: z.number(), url: z.string() })),
    }),
  ),
  timeline: z.array(z.object({ kind: z.string(), actorId: z.string().nullable(), message: z.string().nullable(), createdAt: z.string() })),
  conversationId: z.string(),
  refunded: z.boolean(),
  reviewed: z.boolean(),
  buyerRating: z.object({ star: z.number(), desc: z.string() }).nullable(),
  /** Where the order came from: a gig, or an offer (from a job post's application, or a conversation). */
  source: z.enum(['gig', 'offer']),
  offerId: z.string().nullable(),
  postId: z.string().nullable(),
});
