import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MILESTONE_STATUSES } from '@shared/machines/milestones';
import { createdAt, id } from './columns';
import { oneOf, orders, type DeliveryFile } from './orders';

/**
 * A contract's milestone (issue 34): an offer's order paid, delivered and released one
 * milestone at a time. Copied from the offer's terms when its payment starts; proposed ones
 * are added later by either party. Kept with the order: it is a record of money.
 */
export const orderMilestones = pgTable(
  'order_milestones',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** 1, 2, …: the order shown, the offer's first; proposals come after. */
    position: integer('position').notNull(),
    title: text('title').notNull(),
    amountCents: integer('amount_cents').notNull(),
    dueInDays: integer('due_in_days').notNull(),
    /** One of MILESTONE_STATUSES (shared/machines/milestones.ts); the database checks it. */
    status: text('status').notNull().default('pending'),
    /** 'buyer' | 'seller' for a milestone proposed after the offer; null for the offer's own. */
    proposedBy: text('proposed_by'),
    /** The payment that funded it (the offer's for the first). */
    paymentIntentId: text('payment_intent_id'),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submission: text('submission'),
    changes: text('changes'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** A dispute's partial refund (status 'settled', migration 0043): the cents back to the client. */
    refundedCents: integer('refunded_cents'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_milestones_position_key').on(t.orderId, t.position),
    uniqueIndex('order_milestones_intent_key').on(t.paymentIntentId),
    // The auto-approve sweep reads only submitted milestones.
    index('order_milestones_submitted_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'submitted'`),
    check('order_milestones_status_check', oneOf(t.status, MILESTONE_STATUSES)),
    // Whole units of the marketplace currency: the order_milestones_whole_units trigger (migration 0050).
    check('order_milestones_amount_check', sql`${t.amountCents} > 0`),
    check(
      'order_milestones_refunded_check',
      sql`(${t.status} = 'settled') = (${t.refundedCents} IS NOT NULL) AND (${t.refundedCents} IS NULL OR (${t.refundedCents} > 0 AND ${t.refundedCents} < ${t.amountCents}))`,
    ),
    check('order_milestones_proposed_by_check', sql`${t.proposedBy} IS NULL OR ${t.proposedBy} IN ('buyer', 'seller')`),
  ],
);

/**
 * Every payment started to fund a milestone after the first (the first is the offer's, on the
 * order row): the provider's confirmation finds its milestone here. Two payments of one
 * milestone may both be confirmed; only the first funds it, the other is refunded.
 */
export const milestonePayments = pgTable(
  'milestone_payments',
  {
    intentId: text('intent_id').primaryKey(),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => orderMilestones.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountCents: integer('amount_cents').notNull(),
    /** Set when the payment was refused (the milestone was funded by another) and refunded. */
    refundId: text('refund_id'),
    createdAt: createdAt(),
  },
  (t) => [index('milestone_payments_milestone_idx').on(t.milestoneId)],
);

/**
 * Each submission of work on a milestone (issue 34, "like a delivery"): its message and files,
 * oldest first. The milestone keeps the last message (`submission`); the order answers the
 * last submission's files, served only to the order's parties and admins.
 */
export const milestoneSubmissions = pgTable(
  'milestone_submissions',
  {
    id: id(),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => orderMilestones.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    message: text('message').notNull(),
    files: jsonb('files').$type<DeliveryFile[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('milestone_submissions_milestone_idx').on(t.milestoneId, t.createdAt)],
);
