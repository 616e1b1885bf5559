import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError, type FieldError } from './errors';
import { localeOf, translateMessage } from './i18n';

function fieldOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Postgres codes and socket errors that mean the connection died, not that the query was wrong. */
const CONNECTION_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);

/** The request's connection died (terminated, server restarting): worth a retry, so a 503. */
export function isConnectionLost(err: unknown): boolean {
  for (
    let e = err as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code && CONNECTION_CODES.has(e.code)) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|Client has encountered a connection error|connection is not queryable/i.test(e.message)
    )
      return true;
  }
  return false;
}

/**
 * An error the Stripe SDK threw (StripeInvalidRequestError, StripeAPIError…): the provider
 * refused or failed a call Workify made, not the request it was answering. Its statusCode is
 * Stripe's, and its message is written for developers, so neither reaches the user.
 */
function isPaymentProviderError(err: unknown): boolean {
  const type = (err as { type?: unknown }).type;
  return typeof type === 'string' && type.startsWith('Stripe') && type.endsWith('Error');
}

/** One message for people and old clients: each field error on its own, joined. */
function summarise(errors: FieldError[]): string {
  return errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; ') || 'Invalid input';
}

/**
 * The message and field messages in the request's language (shared/i18n/locales.ts decides it).
 * Each is looked up by its English text among the `errors.*` catalog keys (server/platform/i18n.ts);
 * a whole message built from the field messages (a validation summary, or the taken username and
 * e-mail joined) is built again from the translated ones. English answers are left byte for byte.
 */
function inLanguage(locale: ReturnType<typeof localeOf>, message: string, errors: FieldError[] | undefined) {
  if (locale === 'en') return { message, errors };
  const translated = errors?.map((e) => ({ ...e, message: translateMessage(locale, e.message) }));
  let text = translateMessage(locale, message);
  if (errors?.length && translated && text === message) {
    if (message === summarise(errors)) text = summarise(translated);
    else if (message === errors.map((e) => e.message).join('. ')) text = translated.map((e) => e.message).join('. ');
  }
  return { message: text, errors: translated };
}

/** An error answer's status and body, in the caller's language: { statusCode, success: false, message, errors?, reason? }. */
export function errorAnswer(
  err: FastifyError | HttpError | ZodError,
  locale: ReturnType<typeof localeOf>,
  log: FastifyBaseLogger,
  maxUploadBytes: number,
) {
  let statusCode = 500;
  let message = 'Something went wrong on our side';
  let errors: FieldError[] | undefined;
  let reason: string | undefined;
  if (err instanceof HttpError) {
    statusCode = err.statusCode;
    message = err.message;
    errors = err.errors;
    reason = err.reason;
  } else if (err instanceof ZodError) {
    statusCode = 400;
    errors = err.issues.map((i) => ({ field: fieldOf(i.path), message: i.message }));
    message = summarise(errors);
  } else if (hasZodFastifySchemaValidationErrors(err)) {
    statusCode = 400;
    errors = err.validation.map((v) => ({
      field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: v.message ?? 'Invalid input',
    }));
    message = summarise(errors);
  } else if (isPaymentProviderError(err)) {
    statusCode = 502;
    message = 'The payment provider could not do this just now; nothing was changed. Please try again later.';
  } else if (isConnectionLost(err)) {
    statusCode = 503;
    message = 'The database connection was lost; please try again';
  } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    statusCode = err.statusCode;
    message =
      err.code === 'FST_REQ_FILE_TOO_LARGE'
        ? `File is too large (limit ${Math.round(maxUploadBytes / 1048576)} MB)`
        : err.message;
  }
  if (statusCode >= 500) log.error({ err }, 'request failed');
  ({ message, errors } = inLanguage(locale, message, errors));
  return {
    statusCode,
    body: {
      statusCode,
      success: false,
      message,
      ...(errors?.length ? { errors } : {}),
      ...(reason ? { reason } : {}),
    },
  };
}

/**
 * The one place that shapes errors (errorAnswer), never a stack. Validation failures carry
 * `errors: [{ field, message }]` so a form can show each message under its own field.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError, request, reply) => {
    const { statusCode, body } = errorAnswer(err, localeOf(request), request.log, app.ctx.config.uploads.maxBytes);
    if (statusCode === 503) reply.header('retry-after', 1);
    reply.status(statusCode).send(body);
  });
}
