import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from './errors';

function describeZodIssues(issues: { path: PropertyKey[]; message: string }[]): string {
  return issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message)).join('; ');
}

/** The one place that shapes errors: { statusCode, success: false, message }, never a stack. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError, request, reply) => {
    let statusCode = 500;
    let message = 'Something went wrong on our side';
    if (err instanceof HttpError) {
      statusCode = err.statusCode;
      message = err.message;
    } else if (err instanceof ZodError) {
      statusCode = 400;
      message = describeZodIssues(err.issues);
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      statusCode = 400;
      message = err.validation
        .map((v) => {
          const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
          return field ? `${field}: ${v.message}` : (v.message ?? 'Invalid input');
        })
        .join('; ');
    } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      statusCode = err.statusCode;
      message = err.code === 'FST_REQ_FILE_TOO_LARGE' ? `File is too large (limit ${Math.round(app.ctx.config.uploads.maxBytes / 1048576)} MB)` : err.message;
    }
    if (statusCode >= 500) request.log.error({ err }, 'request failed');
    reply.status(statusCode).send({ statusCode, success: false, message });
  });
}
