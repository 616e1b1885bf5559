import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast, type ToastOptions } from 'react-toastify';
import { ApiError } from '@web/api/client';

/**
 * Puts a server 400's `errors: [{ field, message }]` under the form's own fields (setError) and
 * returns what is left for the form as a whole: problems about fields the form does not show
 * (e.g. a reset link's token), or the message of any other failure. Returns null when every
 * problem found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  /** The form's name for a field the API names otherwise (a row's `amountCents` typed as `amount` in dollars). */
  formFieldOf: (apiField: string) => string = (f) => f,
): string | null {
  // Not the server's answer (a fault in this page): errors.server's English, which the screens translate.
  if (!(err instanceof ApiError)) return 'Something went wrong on our side';
  // A 413/415 about an upload names its field in the message only ("attachment: must be ...").
  const named = /^([a-zA-Z]+): (.+)$/.exec(err.message);
  const problems = err.fieldErrors.length ? err.fieldErrors : named ? [{ field: named[1]!, message: named[2]! }] : [];
  if (problems.length === 0) return err.message;
  const rest: string[] = [];
  let focused = false;
  for (const problem of problems) {
    const asked = formFieldOf(problem.field);
    const field = fields.find((f) => f === asked || asked.startsWith(`${f}.`));
    if (field) {
      setError(field, { type: 'server', message: problem.message }, { shouldFocus: !focused });
      focused = true;
    } else rest.push(problem.message);
  }
  return rest.length ? rest.join(' ') : null;
}

/**
 * One toast per kind of error: a new error of the same kind replaces the one on screen instead of
 * piling up beside it.
 */
export function errorToast(kind: string, message: string, options?: ToastOptions) {
  const toastId = `error:${kind}`;
  if (toast.isActive(toastId)) toast.update(toastId, { render: message, ...options });
  else toast.error(message, { ...options, toastId });
}
