import { bigint, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The operator's display-currency rates (issue 33): how many units of `currency` one unit of
 * the marketplace currency buys, in integer millionths (0.92 is 920000), so the stored value
 * never drifts as a float would. Only for showing an approximation beside a price; never used
 * to charge. `set_by` is the admin who set it (no foreign key, as in the audit log: the rate
 * outlives the account); null when the command line set it.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: text('currency').primaryKey(),
    rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    setBy: uuid('set_by'),
  },
  (t) => [
    check('currency_rates_code_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('currency_rates_rate_check', sql`${t.rateMicros} > 0`),
  ],
);
