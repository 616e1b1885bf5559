import type { ApiEnvelope } from '@shared/schemas/common';

/** The one JSON shape every answer uses: { statusCode, data, message, success } (the type lives in shared/schemas/common). */
export function ok<T>(data: T, message = 'Success', statusCode = 200): ApiEnvelope<T> {
  return { statusCode, data, message, success: true };
}

export function page<T>(
  data: T[],
  nextCursor: string | null,
  message = 'Success',
  count?: { count: number; countCapped: boolean } | null,
): ApiEnvelope<T[]> & { meta: { nextCursor: string | null; count?: number; countCapped?: boolean } } {
  return { statusCode: 200, data, message, success: true, meta: { nextCursor, ...count } };
}
