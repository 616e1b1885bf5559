import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts of the rate limits, shared by every app instance on the database.
 * `key` is a hash of the limit, route and client address or account; a row whose
 * window has ended starts over on the next request and is swept now and then.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
