import type { DestinationStream, LoggerOptions } from 'pino';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Tokens travel after these path segments and in these query parameters; they never reach a log line. */
const SECRET_AFTER = new Set(['reset-password', 'resetpassword']);
// code: an OpenID provider's authorization code on the sign-in callback (issue 32).
const SECRET_KEYS = new Set(['client_secret', 'token', 'cursor', 'code']);

/** A URL piece as the router and the query parser read it (percent-escapes and, in a query, '+'). */
const decoded = (text: string) => {
  try {
    return decodeURIComponent(text).toLowerCase();
  } catch {
    return text.toLowerCase();
  }
};

/**
 * The URL with its secrets replaced. Each piece is compared decoded, as the router and the
 * query parser will read it: /reset-p%61ssword/<token> and ?%74oken= are redacted too.
 */
export function redactUrl(url: string): string {
  const cut = url.search(/[?#]/);
  const [path, rest] = cut === -1 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
  const segments = path.split('/');
  for (let i = 0; i < segments.length - 1; i++) {
    if (SECRET_AFTER.has(decoded(segments[i]!)) && segments[i + 1]) segments[i + 1] = '[redacted]';
  }
  if (!rest.startsWith('?')) return segments.join('/') + rest;
  const [query, hash] = [rest.slice(1).split('#', 1)[0]!, rest.includes('#') ? rest.slice(rest.indexOf('#')) : ''];
  const pairs = query.split('&').map((pair) => {
    const key = pair.split('=', 1)[0]!;
    return SECRET_KEYS.has(decoded(key.replaceAll('+', ' '))) && pair.includes('=') ? `${key}=[redacted]` : pair;
  });
  return `${segments.join('/')}?${pairs.join('&')}${hash}`;
}

/** Quoted values in database messages ('invalid input syntax for type uuid: "…"') may be user data. */
const scrubMessage = (message: unknown) =>
  typeof message === 'string' ? message.replace(/"[^"]*"|'[^']*'|\([^)]*\)=\([^)]*\)/g, '"…"') : undefined;

/**
 * What a logged error may say: its kind, the Postgres code and where it failed, the SQL
 * text without its parameters, never the parameters (password hashes, e-mails, message
 * text), the failing row (`detail`) or a mail body. A Drizzle error carries the params
 * both in `params` and inside its message, so neither is logged; the cause's is, scrubbed.
 */
export function sanitizeError(err: unknown): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const e = err as {
    name?: string;
    message?: string;
    code?: string;
    stack?: string;
    query?: unknown;
    cause?: unknown;
    statusCode?: number;
  };
  const cause =
    e.cause && typeof e.cause === 'object'
      ? (e.cause as {
          code?: string;
          message?: string;
          table?: string;
          column?: string;
          constraint?: string;
          routine?: string;
        })
      : undefined;
  const isQueryError = typeof e.query === 'string';
  return {
    type: e.name,
    message: isQueryError ? 'Failed query' : scrubMessage(e.message),
    code: e.code ?? cause?.code,
    statusCode: e.statusCode,
    ...(isQueryError ? { query: e.query } : {}),
    ...(cause
      ? {
          cause: {
            code: cause.code,
            message: scrubMessage(cause.message),
            table: cause.table,
            column: cause.column,
            constraint: cause.constraint,
            routine: cause.routine,
          },
        }
      : {}),
    stack: isQueryError ? undefined : e.stack?.split('\n').slice(1, 6).join('\n'),
  };
}

/** Fastify's pino, with serializers and redaction that keep secrets out of every line. */
export function loggerOptions(
  config: Config,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["stripe-signature"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.params',
        '*.text',
        '*.body',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      err: sanitizeError,
    },
  };
}

/**
 * One access line per request, written when the answer is sent, instead of Fastify's two
 * (received, completed): the same facts (method, url, address, status, time) for half the
 * logging work on every request.
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
