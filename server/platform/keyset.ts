import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { UUID_PATTERN } from '@shared/schemas/common';
import { fieldError } from './errors';

// Keyset paging, in one place: the opaque cursor a client holds, how it is checked (a forged
// one is a 400 naming `cursor`), and the SQL row comparison that walks a list's index after it.

/** Keyset cursor: the sort key and id of the last row of a page, opaque to clients. */
export interface Cursor {
  /** ISO timestamp or a number, whatever the list sorts by. */
  key: string | number;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

/** ISO 8601 as JS writes it, or timestamptz::text as Postgres does ('2026-01-02 03:04:05.123456+00'). */
const TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-](\d{2})(:?\d{2})?)$/;
/** Scores and counts are far below this; anything beyond cannot be a real key (and overflows int4/real). */
const MAX_NUMBER_KEY = 2_147_483_647;

/** A timestamp Postgres reads as the same instant JS would: real calendar fields, no year 0. */
function isTimeKey(key: unknown): key is string {
  if (typeof key !== 'string') return false;
  const m = TIME.exec(key);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const offsetHours = m[9] ? Number(m[9]) : 0;
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 15
  );
}

const isNumberKey = (key: unknown): key is number =>
  typeof key === 'number' && Number.isFinite(key) && Math.abs(key) <= MAX_NUMBER_KEY;

/** What a list sorts by: a timestamp, any number (a score), a whole number (a count), or a search tier and a timestamp ('1|<time>') or whole number ('1|<n>'). */
export type CursorKind = 'time' | 'number' | 'integer' | 'tier' | 'tierInteger';

const fitsKind: Record<CursorKind, (key: unknown) => boolean> = {
  time: isTimeKey,
  number: isNumberKey,
  integer: (key) => isNumberKey(key) && Number.isInteger(key),
  tier: (key) => typeof key === 'string' && /^\d\|/.test(key) && isTimeKey(key.slice(2)),
  tierInteger: (key) => typeof key === 'string' && /^\d\|-?\d{1,10}$/.test(key) && isNumberKey(Number(key.slice(2))),
};

/**
 * Reads a client's cursor. Anything a client can forge (not base64url JSON, a key that is
 * neither a sane timestamp nor a sane number, an id that is not a UUID, a key of another
 * kind than `kind`; ids are UUIDs unless `idPattern` says otherwise) is a 400 naming `cursor`, never a query the database rejects.
 */
export function decodeCursor(
  raw: string | undefined,
  kind?: CursorKind,
  idPattern: RegExp = UUID_PATTERN,
): Cursor | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  if (Array.isArray(value) && value.length === 2 && typeof value[1] === 'string' && idPattern.test(value[1])) {
    const key: unknown = value[0];
    if (kind ? fitsKind[kind](key) : isTimeKey(key) || isNumberKey(key))
      return { key: key as string | number, id: value[1] };
  }
  throw fieldError('cursor', 'invalid pagination cursor');
}

/** Fetch limit + 1 rows, then call this to split off the page and compute the next cursor. */
export function splitPage<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => Cursor,
): { items: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { items: rows, nextCursor: null };
  const items = rows.slice(0, limit);
  return { items, nextCursor: encodeCursor(keyOf(items[items.length - 1]!)) };
}

/**
 * Newest/largest first, as the list indexes store it (DESC NULLS LAST). drizzle's desc()
 * says plain DESC, which Postgres reads as NULLS FIRST and so cannot walk such an index
 * (even on a NOT NULL column): every page would sort the whole table instead.
 */
export const descIndexed = (column: AnyColumn): SQL => sql`${column} desc nulls last`;

/**
 * A timestamp as cursor text with Postgres' full microsecond precision: a JS Date keeps
 * only milliseconds, and a cursor that rounds would skip or repeat rows at a page edge.
 */
export const timeKey = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** How a sort key and an id are compared in SQL: the cast each cursor value gets, and the kind of key it must be. */
const KEY_TYPES = {
  time: ['timestamptz', 'time'],
  score: ['real', 'number'],
  count: ['integer', 'integer'],
} as const satisfies Record<string, readonly [string, CursorKind]>;
const ID_TYPES = { uuid: 'uuid', text: 'text' } as const;
export type KeyType = keyof typeof KEY_TYPES;

/**
 * Rows after the cursor in a list sorted by (key DESC, id DESC), or ASC when asked: the one place
 * the keyset row comparison is written. The cursor's key must be of `keyType` (a 400 naming `cursor` if not:
 * a cursor of another sort, or a forged one); ids are UUIDs unless `idType` says text.
 */
export function afterCursor(
  key: AnyColumn | SQL,
  id: AnyColumn,
  cursor: Cursor | undefined,
  keyType: KeyType,
  opts: { idType?: keyof typeof ID_TYPES; ascending?: boolean } = {},
): SQL | undefined {
  if (!cursor) return undefined;
  const [cast, kind] = KEY_TYPES[keyType];
  if (!fitsKind[kind](cursor.key)) throw fieldError('cursor', 'does not match the sort');
  return rowsAfter(
    key,
    id,
    sql`${cursor.key}::${sql.raw(cast)}`,
    sql`${cursor.id}::${sql.raw(ID_TYPES[opts.idType ?? 'uuid'])}`,
    opts.ascending,
  );
}

/** The keyset row comparison itself, for a key and id already checked and cast by the caller. */
export const rowsAfter = (key: AnyColumn | SQL, id: AnyColumn, keyValue: SQL, idValue: SQL, ascending = false): SQL =>
  ascending ? sql`(${key}, ${id}) > (${keyValue}, ${idValue})` : sql`(${key}, ${id}) < (${keyValue}, ${idValue})`;

/** Rows after the cursor in a list sorted by (time DESC, id DESC). */
export const beforeTimeCursor = (time: AnyColumn, id: AnyColumn, cursor: Cursor | undefined) =>
  afterCursor(time, id, cursor, 'time');

/** The same, from the raw `cursor` query parameter. */
export const olderThanCursor = (time: AnyColumn, id: AnyColumn, raw: string | undefined) =>
  beforeTimeCursor(time, id, decodeCursor(raw, 'time'));
