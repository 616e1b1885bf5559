/** The one JSON shape every answer uses: { statusCode, data, message, success }. */
export interface Envelope<T> {
  statusCode: number;
  data: T;
  message: string;
  success: true;
  /** Paged lists: the next cursor; searches also say on their first page how many match (at most a cap: `countCapped`). */
  meta?: { nextCursor: string | null; count?: number; countCapped?: boolean };
}

export function ok<T>(data: T, message = 'Success', statusCode = 200): Envelope<T> {
  return { statusCode, data, message, success: true };
}

export function page<T>(data: T[], nextCursor: string | null, message = 'Success', count?: { count: number; countCapped: boolean } | null): Envelope<T[]> {
  return { statusCode: 200, data, message, success: true, meta: { nextCursor, ...count } };
}
