import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

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
    createdAt: createdAt(),
  },
  (t) => [
    index('gigs_user_id_idx').on(t.userId, t.createdAt.desc()),
    index('gigs_category_sales_idx').on(t.category, t.sales.desc(), t.id.desc()),
    index('gigs_category_created_idx').on(t.category, t.createdAt.desc(), t.id.desc()),
    index('gigs_sales_idx').on(t.sales.desc(), t.id.desc()),
    index('gigs_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    gigId: uuid('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    desc: text('desc').notNull(),
    star: integer('star').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reviews_gig_user_key').on(t.gigId, t.userId), index('reviews_gig_created_idx').on(t.gigId, t.createdAt.desc())],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Kept when the gig is deleted: the order is a record of a payment. */
    gigId: uuid('gig_id').references(() => gigs.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imgKey: text('img_key').notNull(),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    /** pending | processing | paid | failed */
    status: text('status').notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_payment_intent_key').on(t.paymentIntentId),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_seller_idx').on(t.sellerId, t.createdAt.desc()),
    // Deleting a gig sets its orders' gig_id to null; this keeps that from scanning orders.
    index('orders_gig_idx').on(t.gigId),
  ],
);

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
  lastErrorCode: text('last_error_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
