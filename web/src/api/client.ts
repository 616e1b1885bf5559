import type { ApiEnvelope } from '@shared/schemas/common';

export const API_BASE = '/api/v1';

/** One input the server refused, as a 400 lists them: `field` is the path ('' for the form). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** An answer that was not 2xx; `message` is the server's, meant for the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldProblem[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function fieldProblemsOf(payload: unknown): FieldProblem[] {
  const errors = (payload as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter((e): e is FieldProblem => typeof e?.message === 'string').map((e) => ({ field: typeof e.field === 'string' ? e.field : '', message: e.message }));
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: FormData;
  query?: Query;
  signal?: AbortSignal;
  /** For multipart: called with 0-100 as the body is sent (XMLHttpRequest, as fetch cannot tell). */
  onProgress?: (percent: number) => void;
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
  if (opts.form && opts.onProgress) return sendWithProgress<T>(API_BASE + withQuery(path, opts.query), opts.method ?? 'POST', opts.form, opts.onProgress);
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
    throw new ApiError(res.status, message, fieldProblemsOf(payload));
  }
  return payload as ApiEnvelope<T>;
}

function sendWithProgress<T>(url: string, method: string, form: FormData, onProgress: (percent: number) => void): Promise<ApiEnvelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new ApiError(0, 'Cannot reach the server. Check your connection and try again.'));
    xhr.onload = () => {
      let payload: (ApiEnvelope<T> & { message?: unknown }) | null = null;
      try {
        payload = JSON.parse(xhr.responseText) as ApiEnvelope<T>;
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(payload as ApiEnvelope<T>);
      const message = typeof payload?.message === 'string' ? payload.message : `Request failed (${xhr.status})`;
      reject(new ApiError(xhr.status, message, fieldProblemsOf(payload)));
    };
    xhr.send(form);
  });
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>(path, { query, signal }),
  post: <T>(path: string, json?: unknown) => request<T>(path, { method: 'POST', json }),
  put: <T>(path: string, json?: unknown) => request<T>(path, { method: 'PUT', json }),
  delete: <T>(path: string, json?: unknown) => request<T>(path, { method: 'DELETE', json }),
  upload: <T>(path: string, form: FormData, method: 'POST' | 'PUT' = 'POST', onProgress?: (percent: number) => void) => request<T>(path, { method, form, onProgress }),
};
