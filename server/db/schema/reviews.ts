import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { gigs } from './gigs';
import { orders } from './orders';
import { users } from './users';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    /** Null for a review of an offer's order, which has no gig, or once the gig was deleted (the review stays: migration 0030). */
    gigId: uuid('gig_id').references(() => gigs.id, { onDelete: 'set null' }),
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
    index('reviews_hidden_idx')
      .on(t.hiddenAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} IS NOT NULL`),
  ],
);
