import { NEXT_CURSOR_HEADER, RESULT_COUNT_HEADER } from '@shared/constants';
import { API_BASE, ApiError, withQuery } from './client';

type Query = Parameters<typeof withQuery>[1];

interface BareRequest {
  query?: Query;
  signal?: AbortSignal;
  method?: 'GET' | 'POST';
  json?: unknown;
}

/**
 * The calls SPEC.md answers with the bare body (no envelope). A paged list's next cursor
 * rides in the NEXT_CURSOR_HEADER response header.
 */
async function fetchBare<T>(path: string, { query, signal, method = 'GET', json }: BareRequest): Promise<{ body: T; nextCursor: string | null; count: string | null }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (json !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(API_BASE + withQuery(path, query), { method, credentials: 'include', headers, body: json === undefined ? undefined : JSON.stringify(json), signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : `Request failed (${res.status})`;
    throw new ApiError(res.status, message);
  }
  return { body: body as T, nextCursor: res.headers.get(NEXT_CURSOR_HEADER), count: res.headers.get(RESULT_COUNT_HEADER) };
}

/** The bare body of a GET. */
export const getBare = async <T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> => (await fetchBare<T>(path, { query, signal })).body;

/** The bare body of a JSON POST. */
export const postBare = async <T>(path: string, json: unknown): Promise<T> => (await fetchBare<T>(path, { method: 'POST', json })).body;

/** One page of a bare list, the cursor of the next and, when the server says it, how many match ("12", "50+"). */
export async function getBarePage<T>(path: string, query: Query, signal?: AbortSignal): Promise<{ items: T[]; nextCursor: string | null; count: string | null }> {
  const { body, nextCursor, count } = await fetchBare<T[]>(path, { query, signal });
  if (!Array.isArray(body)) throw new ApiError(500, 'Unexpected answer from the server');
  return { items: body, nextCursor, count };
}
