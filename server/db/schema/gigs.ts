import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { ORDER_EVENT_KINDS, ORDER_STATUSES } from '@shared/order-machine';
import { users } from './users';
import { applications, posts } from './posts';
import { offers } from './offers';

/** `column IN ('a', 'b', …)` over a fixed list of the state machine (migration 0017). */
const oneOf = (column: AnyPgColumn, values: readonly string[]) => sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

export const gigs = pgTable(
  'gigs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    desc: text('desc').notNull(),
    /** Storage key of the cover image. */
    coverKey: text('cover_key').notNull(),
    imageKeys: text('image_keys').array().notNull().default([]),
    shortTitle: text('short_title').notNull(),
    shortDesc: text('short_desc').notNull(),
    /** Whole US dollars. */
    price: integer('price').notNull(),
    deliveryTime: integer('delivery_time').notNull(),
    revisionNumber: integer('revision_number').notNull(),
    features: text('features').array().notNull().default([]),
    sales: integer('sales').notNull().default(0),
    totalStars: integer('total_stars').notNull().default(0),
    starNumber: integer('star_number').notNull().default(0),
    /** Set while the seller has paused the gig: out of lists and search, not for sale, page kept. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Visits of the gig's page by anyone but its seller. */
    views: integer('views').notNull().default(0),
    /** Set while hidden by moderation: seen only by its owner (with the reason) and admins. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** 'admin' (a moderation decision) or 'suspension' (its owner's account; lifting it restores these). */
    hiddenCause: text('hidden_cause').$type<'admin' | 'suspension'>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('gigs_user_id_idx').on(t.userId, t.createdAt.desc()),
    index('gigs_category_sales_idx').on(t.category, t.sales.desc(), t.id.desc()),
    index('gigs_category_created_idx').on(t.category, t.createdAt.desc(), t.id.desc()),
    index('gigs_sales_idx').on(t.sales.desc(), t.id.desc()),
    index('gigs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // Migration 0020 also indexes the search documents, the title's trigrams and the rating key (expressions).
    index('gigs_price_idx').on(t.price, t.id),
    // The admin's Hidden content list (migration 0026).
    index('gigs_hidden_idx').on(t.hiddenAt.desc(), t.id.desc()).where(sql`${t.hiddenCause} = 'admin'`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    /** Null for a review of an offer's order, which has no gig. */
    gigId: uuid('gig_id').references(() => gigs.id, { onDelete: 'cascade' }),
    /** The freelancer reviewed: the seller of the order. */
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    desc: text('desc').notNull(),
    star: integer('star').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /** The completed order this review is about: one review per order. */
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /** Set while hidden by moderation: seen only by its owner (with the reason) and admins. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_order_key').on(t.orderId),
    index('reviews_gig_created_idx').on(t.gigId, t.createdAt.desc()),
    index('reviews_seller_created_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    index('reviews_hidden_idx').on(t.hiddenAt.desc(), t.id.desc()).where(sql`${t.hiddenAt} IS NOT NULL`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Kept when the gig is deleted: the order is a record of a payment. */
    gigId: uuid('gig_id').references(() => gigs.id, { onDelete: 'set null' }),
    /** Null once the buyer or seller deleted their account: the order is a money record and stays. */
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    imgKey: text('img_key').notNull(),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    /** One of ORDER_STATUSES (shared/order-machine.ts); the database checks it. */
    status: text('status').notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The gig's delivery days and revisions, copied when the payment starts. */
    deliveryDays: integer('delivery_days').notNull().default(1),
    revisionsAllowed: integer('revisions_allowed').notNull().default(0),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
    requirements: text('requirements'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundId: text('refund_id'),
    /** The seller's rating of the buyer, after completion. */
    buyerStar: integer('buyer_star'),
    buyerReview: text('buyer_review'),
    /** 'gig' or 'offer': where the order came from (an offer's terms, or a gig's). */
    source: text('source').notNull().default('gig'),
    offerId: uuid('offer_id').references((): AnyPgColumn => offers.id, { onDelete: 'set null' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_payment_intent_key').on(t.paymentIntentId),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_seller_idx').on(t.sellerId, t.createdAt.desc()),
    // Deleting a gig sets its orders' gig_id to null; this keeps that from scanning orders.
    index('orders_gig_idx').on(t.gigId),
    // The auto-complete sweep reads only delivered orders.
    index('orders_delivered_idx').on(t.deliveredAt).where(sql`${t.status} = 'delivered'`),
    // One paid order per offer, however the payments race.
    uniqueIndex('orders_offer_paid_key').on(t.offerId).where(sql`${t.paidAt} is not null`),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
  ],
);

/** Every step of an order, shown as its timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** One of ORDER_EVENT_KINDS (shared/order-machine.ts); the database checks it. */
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt), check('order_events_kind_check', oneOf(t.kind, ORDER_EVENT_KINDS))],
);

export interface DeliveryFile {
  /** Private storage key; served only to the order's two parties. */
  key: string;
  name: string;
  type: string;
  size: number;
}

export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    files: jsonb('files').$type<DeliveryFile[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('order_deliveries_order_idx').on(t.orderId, t.createdAt)],
);

/** Refunds recorded by the built-in test-mode provider (Stripe keeps its own). */
export const paymentRefunds = pgTable('payment_refunds', {
  id: text('id').primaryKey(),
  intentId: text('intent_id').notNull(),
  amount: integer('amount').notNull(),
  createdAt: createdAt(),
});

/**
 * Payment intents of the built-in `local` test-mode provider (Stripe keeps its own).
 * Only a hash of the client secret is stored; the id is the secret's prefix.
 */
export const paymentIntents = pgTable('payment_intents', {
  /** pi_local_<random>, the value orders.payment_intent_id holds. */
  id: text('id').primaryKey(),
  clientSecretHash: text('client_secret_hash').notNull(),
  /** Cents. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** requires_payment_method | processing | succeeded, as Stripe names them. */
  status: text('status').notNull().default('requires_payment_method'),
  receiptEmail: text('receipt_email'),
  /** The test card's brand and last four digits, for the receipt. */
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  lastErrorCode: text('last_error_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
