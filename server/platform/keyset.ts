import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { decodeCursor, type Cursor } from './pagination';
import { badRequest } from './errors';

const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A timestamp as Postgres prints it, microseconds included, for a cursor key. A JS Date
 * keeps only milliseconds, so rows that differ below that would be skipped or repeated
 * at the edge of a page.
 */
export const timeKey = (column: AnyColumn) => sql<string>`${column}::text`;

/** The condition "older than the cursor" for a list sorted by (time DESC, id DESC). */
export function olderThanCursor(timeColumn: AnyColumn, idColumn: AnyColumn, raw: string | undefined): SQL | undefined {
  const cursor: Cursor | undefined = decodeCursor(raw);
  if (!cursor) return undefined;
  if (typeof cursor.key !== 'string' || !PG_TIMESTAMP.test(cursor.key) || !UUID.test(cursor.id)) throw badRequest('cursor: invalid pagination cursor');
  return sql`(${timeColumn}, ${idColumn}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`;
}
