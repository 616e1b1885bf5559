import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, currency, id, priceMinor } from './columns';
import { ORDER_CHANGE_KINDS, ORDER_EVENT_KINDS, ORDER_STATUSES } from '@shared/machines/orders';
import { PACKAGE_TIERS, type OrderExtra } from '@shared/schemas/gig-packages';
import type { GigQuestion } from '@shared/schemas/gig-questions';
import { gigs } from './gigs';
import { offers } from './offers';
import { applications, posts } from './posts';
import { users } from './users';

/** `column IN ('a', 'b', …)` over a fixed list of the state machine (migration 0017). */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

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
    /** The package with its extras (or the offer's price): minor units of `currency`. */
    priceMinor: priceMinor(),
    currency: currency(),
    paymentIntentId: text('payment_intent_id').notNull(),
    /** One of ORDER_STATUSES (shared/machines/orders.ts); the database checks it. */
    status: text('status').notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The gig's delivery days and revisions, copied when the payment starts. */
    deliveryDays: integer('delivery_days').notNull().default(1),
    revisionsAllowed: integer('revisions_allowed').notNull().default(0),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    /** Issue 34: the gig package bought (null for an offer's order) and the extras, copied when the payment starts. */
    package: text('package'),
    packageName: text('package_name'),
    extras: jsonb('extras').$type<OrderExtra[]>().notNull().default([]),
    /** The gig's requirement questions, copied when the payment starts, with the buyer's answers once sent. */
    questions: jsonb('questions').$type<StoredOrderQuestion[]>().notNull().default([]),
    /** The change request waiting for the other party (issue 34): its kind, who asked, the days (an extension), why, when. */
    changeKind: text('change_kind'),
    changeBy: text('change_by'),
    changeDays: integer('change_days'),
    changeReason: text('change_reason'),
    changeAt: timestamp('change_at', { withTimezone: true }),
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
    index('orders_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.status} = 'delivered'`),
    // One paid order per offer, however the payments race.
    uniqueIndex('orders_offer_paid_key')
      .on(t.offerId)
      .where(sql`${t.paidAt} is not null`),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check(
      'orders_change_check',
      sql`${t.changeKind} IS NULL OR (${oneOf(t.changeKind, ORDER_CHANGE_KINDS)} AND ${t.changeBy} IN ('buyer', 'seller') AND ${t.changeAt} IS NOT NULL)`,
    ),
    // The sweep expires unanswered cancel requests.
    index('orders_change_idx')
      .on(t.changeAt)
      .where(sql`${t.changeKind} = 'cancellation'`),
    check('orders_price_check', sql`${t.priceMinor} > 0 AND ${t.currency} ~ '^[a-z]{3}$'`),
    check('orders_package_check', sql`${t.package} IS NULL OR ${oneOf(t.package, PACKAGE_TIERS)}`),
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
    /** One of ORDER_EVENT_KINDS (shared/machines/orders.ts); the database checks it. */
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    check('order_events_kind_check', oneOf(t.kind, ORDER_EVENT_KINDS)),
  ],
);

export interface DeliveryFile {
  /** Private storage key; served only to the order's two parties. */
  key: string;
  name: string;
  type: string;
  size: number;
}

/**
 * A requirement question as the order keeps it (issue 34): the buyer's answer (for a file
 * question, the file's name) and, for a file question, the stored file. Rows answered before
 * file questions existed have no `file`.
 */
export type StoredOrderQuestion = GigQuestion & { answer: string | null; file?: DeliveryFile | null };

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
