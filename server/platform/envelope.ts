import type { ApiEnvelope } from '@shared/schemas/common';

/** The one JSON shape every answer uses: { statusCode, data, message, success } (the type lives in shared/schemas/common). */
export function ok<T>(data: T, message = 'Success', statusCode = 200): ApiEnvelope<T> {
  return { statusCode, data, message, success: true };
}

export function page<T>(data: T[], nextCursor: string | null, message = 'Success'): ApiEnvelope<T[]> & { meta: { nextCursor: string | null } } {
  return { statusCode: 200, data, message, success: true, meta: { nextCursor } };
}
