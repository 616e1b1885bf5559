import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Newest/largest first, as our indexes store it. drizzle's desc() says plain DESC, which
 * Postgres reads as NULLS FIRST and so cannot walk a `DESC NULLS LAST` index (even on a
 * NOT NULL column): every page would sort the whole table instead.
 */
export const descIndexed = (column: AnyColumn): SQL => sql`${column} desc nulls last`;
