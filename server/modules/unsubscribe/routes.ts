import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shared/schemas/common';
import { unsubscribeQuery, unsubscribeResultSchema } from '@shared/schemas/unsubscribe';
import { ok } from '../../platform/envelope';
import { unsubscribe } from './service';

const LABELS = {
  'invitation.received': 'invitations to jobs',
  'search.digest': 'the daily digest of your saved searches',
} as const;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One-click unsubscribe (RFC 8058): the mail's List-Unsubscribe link. A POST (the mailbox
 * provider's, body "List-Unsubscribe=One-Click") switches the kind off, signed in or not; a GET
 * (a person who opened the link) only shows a button that POSTs, as a GET must change nothing.
 */
export default async function unsubscribeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // The one-click body is a form ("List-Unsubscribe=One-Click"); what it says changes nothing.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.post(
    '/',
    { schema: { querystring: unsubscribeQuery, response: { 200: envelopeSchema(unsubscribeResultSchema) } } },
    async (request) =>
      ok(await unsubscribe(ctx, request.query), `You will no longer receive ${LABELS[request.query.kind]} by mail.`),
  );

  app.get('/', { schema: { querystring: unsubscribeQuery, hide: true } }, async (request, reply) => {
    const action = `/api/v1/unsubscribe?${new URLSearchParams(request.query).toString()}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribe · Workify</title></head>` +
          `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>Unsubscribe</h1><p>Stop receiving ${escapeHtml(LABELS[request.query.kind])} by mail?</p>` +
          `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form></body></html>`,
      );
  });
}
