import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { orders, type DeliveryFile } from './gigs';
import { users } from './users';

// Issue 23's data model (migration 0024): the audit log, reports, blocks and disputes.

/** Append-only (a trigger refuses UPDATE and DELETE); no foreign keys, so history outlives accounts. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()), index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc())],
);

export type ReportTargetType = 'gig' | 'post' | 'user' | 'message' | 'review';

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<ReportTargetType>().notNull(),
    targetId: uuid('target_id').notNull(),
    /** The account the target belongs to: the one a 'suspend' resolution suspends. */
    targetOwnerId: uuid('target_owner_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<'open' | 'dismissed' | 'actioned'>().notNull().default('open'),
    resolution: text('resolution').$type<'dismiss' | 'hide' | 'suspend'>(),
    resolutionReason: text('resolution_reason'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_open_key').on(t.reporterId, t.targetType, t.targetId).where(sql`${t.status} = 'open'`),
    index('reports_queue_idx').on(t.status, t.targetType, t.targetId, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt.desc()),
    // The queue's history, newest decision first (migration 0026).
    index('reports_resolved_idx').on(t.status, t.resolvedAt.desc(), t.targetId.desc(), t.targetType).where(sql`${t.status} <> 'open'`),
  ],
);

export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

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
    uniqueIndex('disputes_active_order_key').on(t.orderId).where(sql`${t.status} IN ('open', 'escalated')`),
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
    uniqueIndex('dispute_proposals_pending_key').on(t.disputeId).where(sql`${t.status} = 'pending'`),
  ],
);
