import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { fieldError } from './errors';
import { decodeCursor, type Cursor } from './pagination';

/**
 * A timestamp as cursor text with Postgres' full microsecond precision: a JS Date keeps
 * only milliseconds, and a cursor that rounds would skip or repeat rows at a page edge.
 */
export const timeKey = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** How a sort key and an id are compared in SQL: the cast each cursor value gets. */
const KEY_TYPES = { time: 'timestamptz', score: 'real', count: 'integer' } as const;
const ID_TYPES = { uuid: 'uuid', text: 'text' } as const;
export type KeyType = keyof typeof KEY_TYPES;

const KEY_CHECKS: Record<KeyType, (key: Cursor['key']) => boolean> = {
  time: (key) => typeof key === 'string' && !Number.isNaN(Date.parse(key)),
  score: (key) => typeof key === 'number' && Number.isFinite(key),
  count: (key) => Number.isInteger(key),
};

/**
 * Rows after the cursor in a list sorted by (key DESC, id DESC): the one place the keyset row
 * comparison is written. The cursor's key must be of `keyType` (a 400 naming `cursor` if not:
 * a cursor of another sort, or a forged one); ids are UUIDs unless `idType` says text.
 */
export function afterCursor(key: AnyColumn | SQL, id: AnyColumn, cursor: Cursor | undefined, keyType: KeyType, idType: keyof typeof ID_TYPES = 'uuid'): SQL | undefined {
  if (!cursor) return undefined;
  if (!KEY_CHECKS[keyType](cursor.key)) throw fieldError('cursor', 'does not match the sort');
  return sql`(${key}, ${id}) < (${cursor.key}::${sql.raw(KEY_TYPES[keyType])}, ${cursor.id}::${sql.raw(ID_TYPES[idType])})`;
}

/** Rows after the cursor in a list sorted by (time DESC, id DESC). */
export const beforeTimeCursor = (time: AnyColumn, id: AnyColumn, cursor: Cursor | undefined) => afterCursor(time, id, cursor, 'time');

/** The same, from the raw `cursor` query parameter. */
export const olderThanCursor = (time: AnyColumn, id: AnyColumn, raw: string | undefined) => beforeTimeCursor(time, id, decodeCursor(raw, 'time'));

/** Rows after the cursor in a list sorted by (score DESC, id DESC); scores are float4. */
export const beforeScoreCursor = (score: SQL, id: AnyColumn, cursor: Cursor | undefined) => afterCursor(score, id, cursor, 'score');
