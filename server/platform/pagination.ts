import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { fieldError } from './errors';

/** Keyset cursor: the sort key and id of the last row of a page, opaque to clients. */
export interface Cursor {
  /** ISO timestamp or a number, whatever the list sorts by. */
  key: string | number;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[1] === 'string' && ['string', 'number'].includes(typeof value[0])) {
      return { key: value[0] as string | number, id: value[1] };
    }
  } catch {
    // fall through to the 400 below
  }
  throw fieldError('cursor', 'invalid pagination cursor');
}

/** Fetch limit + 1 rows, then call this to split off the page and compute the next cursor. */
export function splitPage<T>(rows: T[], limit: number, keyOf: (row: T) => Cursor): { items: T[]; nextCursor: string | null } {
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
