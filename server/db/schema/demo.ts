import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * The demo accounts the login page offers, written by the demo generator. A row goes
 * with its user: deleting the account removes the offer. Their password is the public
 * demo password of shared/demo.ts, never stored in clear.
 */
export const demoAccounts = pgTable('demo_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
