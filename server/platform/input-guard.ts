import type { FastifyInstance } from 'fastify';
import { fieldError } from './errors';

/** C0 controls and DEL, except tab, line feed and carriage return. Postgres refuses NUL in text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const FIELD_MESSAGE = 'must not contain control characters';

/** Throws a 400 naming `field` when the text holds a control character. */
export function checkText(field: string, text: string) {
  if (CONTROL.test(text)) throw fieldError(field, FIELD_MESSAGE);
}

/** No form or schema nests this deep; deeper values would overflow the stack of recursive readers (String(), zod). */
const MAX_DEPTH = 32;

/**
 * Walks a parsed value (JSON body, query, params) and checks every key and string in it.
 * A value nested deeper than MAX_DEPTH is a 400 naming its top-level field ('body' when the
 * body itself is the deep array).
 */
export function checkValue(value: unknown, path: string, depth = 0, top = 'body'): void {
  if (depth > MAX_DEPTH) throw fieldError(top, `nested too deeply (at most ${MAX_DEPTH} levels)`);
  if (typeof value === 'string') return checkText(path, value);
  if (Array.isArray(value)) {
    value.forEach((item, i) => checkValue(item, path ? `${path}.${i}` : String(i), depth + 1, top));
    return;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      checkText(field, key);
      checkValue(item, field, depth + 1, depth === 0 ? key : top);
    }
  }
}

/**
 * One check for every route, before its schema: text with a NUL or another control
 * character is a 400 naming the field, never a database error. Multipart text fields
 * are checked where they are read (readMultipart).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    checkValue(request.params, '');
    checkValue(request.query, '');
    if (!request.isMultipart()) checkValue(request.body, '');
  });
}
