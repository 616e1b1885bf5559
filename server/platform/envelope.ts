/** The one JSON shape every answer uses: { statusCode, data, message, success }. */
export interface Envelope<T> {
  statusCode: number;
  data: T;
  message: string;
  success: true;
  meta?: { nextCursor: string | null };
}

export function ok<T>(data: T, message = 'Success', statusCode = 200): Envelope<T> {
  return { statusCode, data, message, success: true };
}

export function page<T>(data: T[], nextCursor: string | null, message = 'Success'): Envelope<T[]> {
  return { statusCode: 200, data, message, success: true, meta: { nextCursor } };
}
