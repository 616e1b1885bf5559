import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The key that signs one-click unsubscribe links, made once by the first instance that needs it
 * and shared by all through the database, so a link signed by one instance works on every other.
 */
export const unsubscribeKeys = pgTable('unsubscribe_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
