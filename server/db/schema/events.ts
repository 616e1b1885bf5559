import { bigserial, index, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { LiveEvent } from '@shared/schemas/events';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Every live event, kept for a retention window so a stream that reconnects (Last-Event-ID)
 * and an instance whose LISTEN connection dropped can catch up on what they missed.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<LiveEvent>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_user_id_idx').on(t.userId, t.id), index('live_events_created_at_idx').on(t.createdAt)],
);
