import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  fromName: text('from_name').notNull(),
  fromEmail: text('from_email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
