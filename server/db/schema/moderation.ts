import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

export type ReportTargetType = 'gig' | 'post' | 'user' | 'message' | 'review';

export const reports = pgTable(
  'reports',
  {
    id: id(),
    /** Null once the reporter deleted their account: the report stays in the queue (migration 0030). */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
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
    uniqueIndex('reports_open_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_queue_idx').on(t.status, t.targetType, t.targetId, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt.desc()),
    // The queue's history, newest decision first (migration 0026).
    index('reports_resolved_idx')
      .on(t.status, t.resolvedAt.desc(), t.targetId.desc(), t.targetType)
      .where(sql`${t.status} <> 'open'`),
  ],
);
