import type { FastifyReply, FastifyRequest } from 'fastify';
import { dirOf } from '@shared/i18n/locales';
import { HttpError } from '../../platform/errors';
import { localeOf, translate, translateMessage } from '../../platform/i18n';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's heading by status (auth.refusal.* keys). */
const TITLES: Record<number, string> = {
  400: 'refused',
  403: 'refused',
  404: 'notOffered',
  429: 'tooMany',
  503: 'unavailable',
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
  // In the visitor's language, as every page and refusal is (?lang=, the lang cookie, Accept-Language).
  const locale = localeOf(request);
  const title = translate(locale, `auth.refusal.${TITLES[status] ?? 'failed'}`);
  const message = known ? translateMessage(locale, err.message) : translate(locale, 'auth.refusal.unexpected');
  const html = `<!doctype html>
<html lang="${locale}" dir="${dirOf(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Workify</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/login">${escapeHtml(translate(locale, 'auth.refusal.back'))}</a></p>
</main>
</body>
</html>
`;
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
