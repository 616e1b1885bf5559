import type { ApiEnvelope } from '@shared/schemas/common';

export const API_BASE = '/api/v1';

/** An answer that was not 2xx; `message` is the server's, meant for the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: FormData;
  query?: Query;
  signal?: AbortSignal;
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The one fetch of the app: cookies included, JSON or multipart out, the envelope back. */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  let res: Response;
  try {
    res = await fetch(API_BASE + withQuery(path, opts.query), { method: opts.method ?? 'GET', headers, body, credentials: 'include', signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  const payload = (await res.json().catch(() => null)) as (ApiEnvelope<T> & { message?: unknown }) | null;
  if (!res.ok) {
    const message = typeof payload?.message === 'string' ? payload.message : `Request failed (${res.status})`;
    throw new ApiError(res.status, message);
  }
  return payload as ApiEnvelope<T>;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>(path, { query, signal }),
  post: <T>(path: string, json?: unknown) => request<T>(path, { method: 'POST', json }),
  put: <T>(path: string, json?: unknown) => request<T>(path, { method: 'PUT', json }),
  delete: <T>(path: string, json?: unknown) => request<T>(path, { method: 'DELETE', json }),
  upload: <T>(path: string, form: FormData, method: 'POST' | 'PUT' = 'POST') => request<T>(path, { method, form }),
};
