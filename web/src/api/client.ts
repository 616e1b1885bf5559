import { NEXT_CURSOR_HEADER, RESULT_COUNT_HEADER } from '@shared/constants';
import type { ApiEnvelope } from '@shared/schemas/common';
import type { AnswerName, AnswerOf } from './answers';

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

const UNREACHABLE = 'Cannot reach the server. Check your connection and try again.';
/** An answer without a message (a proxy's error page): errors.network.failed's English, which the screens translate. */
const requestFailed = (status: number) => `Request failed (${status})`;

/** server/platform/error-handler.ts sends field problems as a list: `errors: [{ field, message }]`. */
function fieldProblemsOf(payload: unknown): FieldProblem[] {
  const errors = (payload as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((e): e is FieldProblem => typeof e?.message === 'string')
    .map((e) => ({ field: typeof e.field === 'string' ? e.field : '', message: e.message }));
}

type Query = Record<string, string | number | boolean | undefined | null>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: FormData;
  query?: Query;
  signal?: AbortSignal;
  /** For multipart: called with 0-100 as the body is sent (XMLHttpRequest, as fetch cannot tell). */
  onProgress?: (percent: number) => void;
}

interface Raw {
  status: number;
  body: unknown;
  header: (name: string) => string | null;
}

/**
 * How a call travels: the browser's fetch, or, when the server renders a public page
 * (web/src/entry-server.tsx), the server's own API answering a signed-out visitor.
 */
const browserFetch = (url: string, init: RequestInit) => fetch(url, init);
let transport: (url: string, init: RequestInit) => Promise<Response> = browserFetch;
/** One per process: the server renders with its own app's API, set before each render. */
export function setApiTransport(next: typeof transport) {
  transport = next;
}
/** Back to the global fetch (tests that stub fetch in a process where a server render ran). */
export function resetApiTransport() {
  transport = browserFetch;
}

async function viaFetch(url: string, opts: RequestOptions): Promise<Raw> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  let res: Response;
  try {
    res = await transport(url, {
      method: opts.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, UNREACHABLE);
  }
  return {
    status: res.status,
    body: (await res.json().catch(() => null)) as unknown,
    header: (name) => res.headers.get(name),
  };
}

function viaXhr(
  url: string,
  opts: RequestOptions & { form: FormData; onProgress: (percent: number) => void },
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new ApiError(0, UNREACHABLE));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body, header: (name) => xhr.getResponseHeader(name) });
    };
    xhr.send(opts.form);
  });
}

/**
 * Who asks the person to prove it is them again (issue 32's step-up): the app's dialog registers
 * itself here; it answers true once they did (POST /users/reauth), false if they gave up.
 */
let stepUp: (() => Promise<boolean>) | null = null;
export function handleStepUp(handler: () => Promise<boolean>): () => void {
  stepUp = handler;
  return () => {
    if (stepUp === handler) stepUp = null;
  };
}

/** Sends the call and returns the 2xx body as it came; anything else is an ApiError with its field problems. */
async function send(
  path: string,
  opts: RequestOptions,
  retried = false,
): Promise<{ body: unknown; nextCursor: string | null; count: string | null }> {
  const url = API_BASE + withQuery(path, opts.query);
  const { form, onProgress } = opts;
  const raw = form && onProgress ? await viaXhr(url, { ...opts, form, onProgress }) : await viaFetch(url, opts);
  // A money or security change asks for the password again: the dialog asks, then the same call is retried once.
  if (
    raw.status === 403 &&
    (raw.body as { reason?: unknown } | null)?.reason === 'reauth_required' &&
    stepUp &&
    !retried &&
    (await stepUp())
  )
    return send(path, opts, true);
  if (raw.status < 200 || raw.status >= 300) {
    const message = (raw.body as { message?: unknown } | null)?.message;
    throw new ApiError(
      raw.status,
      typeof message === 'string' ? message : requestFailed(raw.status),
      fieldProblemsOf(raw.body),
    );
  }
  // A bare list's next cursor rides in a header; the envelope's in meta.nextCursor.
  const meta = (raw.body as { meta?: { nextCursor?: unknown; count?: unknown; countCapped?: unknown } } | null)?.meta;
  const nextCursor = raw.header(NEXT_CURSOR_HEADER) ?? (typeof meta?.nextCursor === 'string' ? meta.nextCursor : null);
  // A search's first page says how many match ("12", or "50+" past the server's cap): a header beside a bare list, meta.count in the envelope.
  const count =
    raw.header(RESULT_COUNT_HEADER) ??
    (typeof meta?.count === 'number' ? `${meta.count}${meta.countCapped ? '+' : ''}` : null);
  return { body: raw.body, nextCursor, count };
}

/** Answers are checked against the shared schemas in development and tests; production ships no zod for it. */
// `?.`: on the server (its esbuild bundle, tsx) there is no import.meta.env; Vite replaces it in the browser's build.
const CHECK_ANSWERS = Boolean(import.meta.env?.DEV || import.meta.env?.VITE_CHECK_ANSWERS === '1');

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    'data' in body &&
    typeof (body as { success?: unknown }).success === 'boolean' &&
    typeof (body as { statusCode?: unknown }).statusCode === 'number'
  );
}

/** The enveloped answer's data, or the bare answer itself (SPEC.md section 7 reads some calls bare). */
type DataOf<T> = T extends { success: boolean; statusCode: number; data: infer D } ? D : T;

export interface Answer<K extends AnswerName> {
  /** The whole body, as the answer's schema describes it (login's message.user, say). */
  body: AnswerOf<K>;
  /** The envelope's data, or the bare body. */
  data: DataOf<AnswerOf<K>>;
  /** The envelope's text message, meant for a toast ('' for a bare answer and for login's message object). */
  message: string;
  /** The next page's cursor of a paged list (meta.nextCursor or the header), else null. */
  nextCursor: string | null;
  /** How many match, on a search's first page ("12", "50+"), else null. */
  count: string | null;
}

/**
 * The one request of the web app: cookies included, JSON or multipart out (with upload
 * progress through XMLHttpRequest when asked), bare or enveloped answers back, field errors
 * kept. `answer` names the shared schema the body follows (api/answers.ts).
 */
export async function request<K extends AnswerName>(
  path: string,
  opts: RequestOptions & { answer: K },
): Promise<Answer<K>> {
  const { body: received, nextCursor, count } = await send(path, opts);
  let body = received;
  if (CHECK_ANSWERS) {
    const { checkAnswer } = await import('./answers');
    body = checkAnswer(opts.answer, `${opts.method ?? 'GET'} ${path}`, received);
  }
  const envelope = isEnvelope(body) ? body : null;
  const message = typeof envelope?.message === 'string' ? envelope.message : '';
  return {
    body: body as AnswerOf<K>,
    data: (envelope ? envelope.data : body) as DataOf<AnswerOf<K>>,
    message,
    nextCursor,
    count,
  };
}
