import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DeliveryFile } from './gigs';
import { offers } from './offers';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const conversations = pgTable(
  'conversations',
  {
    /** SPEC.md section 3's key: the freelancer's user id followed by the client's, one string. */
    id: text('id').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    index('messages_hidden_idx').on(t.hiddenAt.desc(), t.id.desc()).where(sql`${t.hiddenAt} IS NOT NULL`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The bell's unread count and mark-all-read touch only unread rows, however many read ones pile up.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.read} = false`),
  ],
);
