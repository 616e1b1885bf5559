import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export const conversations = pgTable(
  'conversations',
  {
    /** SPEC.md section 3's key: the freelancer's user id followed by the client's, one string. */
    id: text('id').primaryKey(),
    /** The client and the freelancer; either goes null when they delete their account (the other keeps the thread: migration 0030). */
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    freelancerId: uuid('freelancer_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessage: text('last_message'),
    readByClient: boolean('read_by_client').notNull().default(true),
    readByFreelancer: boolean('read_by_freelancer').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('conversations_id_is_pair_key', sql`${t.id} = ${t.freelancerId}::text || ${t.clientId}::text`),
    uniqueIndex('conversations_pair_key').on(t.clientId, t.freelancerId),
    // DESC NULLS FIRST is what ORDER BY ... DESC means, so the lists read these indexes in order.
    index('conversations_client_idx').on(t.clientId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('conversations_freelancer_idx').on(t.freelancerId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
