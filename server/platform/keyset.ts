import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { fieldError } from './errors';
import { decodeCursor, type Cursor } from './pagination';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A timestamp as cursor text with Postgres' full microsecond precision: a JS Date keeps
 * only milliseconds, and a cursor that rounds would skip or repeat rows at a page edge.
 */
export const timeKey = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function checkCursor(cursor: Cursor, validKey: (key: Cursor['key']) => boolean) {
  if (!validKey(cursor.key) || !UUID.test(cursor.id)) throw fieldError('cursor', 'invalid pagination cursor');
}

/** Rows after the cursor in a list sorted by (time DESC, id DESC). */
export function beforeTimeCursor(time: AnyColumn, id: AnyColumn, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  checkCursor(cursor, (key) => typeof key === 'string' && !Number.isNaN(Date.parse(key)));
  return sql`(${time}, ${id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`;
}

/** The same, from the raw `cursor` query parameter. */
export const olderThanCursor = (time: AnyColumn, id: AnyColumn, raw: string | undefined) => beforeTimeCursor(time, id, decodeCursor(raw));

/** Rows after the cursor in a list sorted by (score DESC, id DESC); scores are float4. */
export function beforeScoreCursor(score: SQL, id: AnyColumn, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  checkCursor(cursor, (key) => typeof key === 'number' && Number.isFinite(key));
  return sql`(${score}, ${id}) < (${cursor.key}::real, ${cursor.id}::uuid)`;
}
