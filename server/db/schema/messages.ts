import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { conversations } from './conversations';
import { offers } from './offers';
import type { DeliveryFile } from './orders';
import { users } from './users';

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    desc: text('desc').notNull(),
    /** An offer made in this conversation: the thread shows it as a card. */
    offerId: uuid('offer_id').references((): AnyPgColumn => offers.id, { onDelete: 'cascade' }),
    /** Attachments: private storage keys with their names, served only to the pair. */
    files: jsonb('files').$type<DeliveryFile[]>().notNull().default([]),
    /** Set while hidden by moderation: seen only by its owner (with the reason) and admins. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin's Hidden content list (migration 0026).
    index('messages_hidden_idx')
      .on(t.hiddenAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} IS NOT NULL`),
  ],
);
