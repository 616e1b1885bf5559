/** One rejected field: `field` is its dotted path in the request ('' for the whole body). */
export interface FieldError {
  field: string;
  message: string;
}

/** An error whose message is safe to show the user, with the HTTP status it answers. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** A machine-readable why, for a screen that acts on it (e.g. 'email_unverified'). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
/** A 400 for one named field, shown under that field by the forms. */
export const fieldError = (field: string, message: string) =>
  new HttpError(400, `${field}: ${message}`, [{ field, message }]);
export const unauthorized = (message = 'Please log in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);
/** A money route asked of an account whose e-mail is not verified yet (issue 32). */
export const emailUnverified = () =>
  new HttpError(
    403,
    'Please verify your email first: open the link we mailed you, or ask for a new one from the banner.',
    undefined,
    'email_unverified',
  );
export const conflict = (message: string) => new HttpError(409, message);
/** A person's own quota used up (50 invitations a day): not the platform's rate limit, which has its own answer. */
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);

/** Postgres unique_violation, so services can turn a lost race into a 409. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
