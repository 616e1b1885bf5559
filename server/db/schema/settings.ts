import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The marketplace's own facts, one row (issue 33): the currency its money is written in and its
 * minor-unit digits, recorded at the first start (or 'USD' for data from before). A start whose
 * MARKETPLACE_CURRENCY names another refuses (server/platform/currency.ts); the trigger on
 * order_milestones reads minor_digits (migration 0050).
 */
export const marketplaceSettings = pgTable(
  'marketplace_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** Upper-case ISO 4217: 'USD', 'EUR', 'JPY'. */
    currency: text('currency').notNull(),
    minorDigits: smallint('minor_digits').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('marketplace_settings_one_row', sql`${t.id}`),
    check(
      'marketplace_settings_currency_check',
      sql`${t.currency} ~ '^[A-Z]{3}$' AND ${t.minorDigits} BETWEEN 0 AND 4`,
    ),
  ],
);
