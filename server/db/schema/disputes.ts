import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { orderMilestones } from './milestones';
import { orders, type DeliveryFile } from './orders';
import { users } from './users';

export type DisputeStatus = 'open' | 'escalated' | 'settled' | 'withdrawn' | 'decided';

export type DisputeOutcome = 'refund' | 'release' | 'partial';

export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the opener deleted their account: the dispute stays, for the other party and the operators. */
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openedBySide: text('opened_by_side').$type<'buyer' | 'seller'>().notNull(),
    /** The contract's milestone the dispute is about (issue 34, migration 0043); null on a one-price order. */
    milestoneId: uuid('milestone_id').references(() => orderMilestones.id),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<DisputeStatus>().notNull().default('open'),
    /** The order's status when the dispute opened: a withdrawal returns the order to it. */
    previousStatus: text('previous_status').notNull(),
    outcome: text('outcome').$type<DisputeOutcome>(),
    refundCents: integer('refund_cents'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('disputes_active_order_key')
      .on(t.orderId)
      .where(sql`${t.status} IN ('open', 'escalated')`),
    index('disputes_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('disputes_order_idx').on(t.orderId, t.createdAt.desc()),
  ],
);

export const disputeMessages = pgTable(
  'dispute_messages',
  {
    id: id(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    /** Evidence: private storage keys with their names, served to the parties and admins only. */
    files: jsonb('files').$type<DeliveryFile[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('dispute_messages_dispute_idx').on(t.disputeId, t.createdAt, t.id)],
);

export const disputeProposals = pgTable(
  'dispute_proposals',
  {
    id: id(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    proposerId: uuid('proposer_id').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome').$type<DisputeOutcome>().notNull(),
    /** The buyer's refund: the order's price for 'refund', 0 for 'release'. */
    refundCents: integer('refund_cents').notNull(),
    status: text('status').$type<'pending' | 'accepted' | 'superseded' | 'void'>().notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('dispute_proposals_dispute_idx').on(t.disputeId, t.createdAt, t.id),
    // Migration 0027: one pending proposal per dispute (a new one supersedes it).
    uniqueIndex('dispute_proposals_pending_key')
      .on(t.disputeId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
