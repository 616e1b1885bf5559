import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders so every table names ids and timestamps the same way. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A price as every table stores it (issue 33, migration 0056): integer minor units of its
 * currency (lower case, 'usd'), whole units of it (the whole_marketplace_units trigger checks).
 * SPEC's whole-unit `price` is derived where it is answered (fromMinorUnits).
 */
export const priceMinor = () => integer('price_minor').notNull();
export const currency = () => text('currency').notNull();
