import type { DestinationStream, LoggerOptions } from 'pino';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Tokens travel in these paths and query parameters; they never reach a log line. */
const SECRET_PATHS = /(\/(?:reset-password|resetpassword)\/)[^/?#]+/gi;
const SECRET_QUERY = /([?&](?:client_secret|token|cursor)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PATHS, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');

/** Quoted values in database messages ('invalid input syntax for type uuid: "…"') may be user data. */
const scrubMessage = (message: unknown) => (typeof message === 'string' ? message.replace(/"[^"]*"|'[^']*'|\([^)]*\)=\([^)]*\)/g, '"…"') : undefined);

/**
 * What a logged error may say: its kind, the Postgres code and where it failed, the SQL
 * text without its parameters, never the parameters (password hashes, e-mails, message
 * text), the failing row (`detail`) or a mail body. A Drizzle error carries the params
 * both in `params` and inside its message, so neither is logged; the cause's is, scrubbed.
 */
export function sanitizeError(err: unknown): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const e = err as { name?: string; message?: string; code?: string; stack?: string; query?: unknown; cause?: unknown; statusCode?: number };
  const cause = e.cause && typeof e.cause === 'object' ? (e.cause as { code?: string; message?: string; table?: string; column?: string; constraint?: string; routine?: string }) : undefined;
  const isQueryError = typeof e.query === 'string';
  return {
    type: e.name,
    message: isQueryError ? 'Failed query' : scrubMessage(e.message),
    code: e.code ?? cause?.code,
    statusCode: e.statusCode,
    ...(isQueryError ? { query: e.query } : {}),
    ...(cause ? { cause: { code: cause.code, message: scrubMessage(cause.message), table: cause.table, column: cause.column, constraint: cause.constraint, routine: cause.routine } } : {}),
    stack: isQueryError ? undefined : e.stack?.split('\n').slice(1, 6).join('\n'),
  };
}

/** Fastify's pino, with serializers and redaction that keep secrets out of every line. */
export function loggerOptions(config: Config, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
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
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
