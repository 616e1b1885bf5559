import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/errors';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const TITLES: Record<number, string> = {
  400: 'This sign-in was refused',
  403: 'This sign-in was refused',
  404: 'This sign-in is not offered',
  429: 'Too many sign-in attempts',
  503: 'The sign-in provider is unavailable',
};

/**
 * The start and callback routes are browser navigations (to and from the provider), so a
 * refusal answers a small page, with the refusal's status, saying why and leading back to the
 * login screen; an unexpected error is logged and said without details. No script, no style:
 * the strict CSP stays as it is.
 */
export function refusalPage(request: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  const known = err instanceof HttpError;
  if (!known) request.log.error({ err }, 'sign-in with a provider failed');
  const status = known ? err.statusCode : 500;
  const title = TITLES[status] ?? 'The sign-in could not be completed';
  const message = known ? err.message : 'Something went wrong on our side. Please try again in a moment.';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Workify</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/login">Back to the login screen</a></p>
</main>
</body>
</html>
`;
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
