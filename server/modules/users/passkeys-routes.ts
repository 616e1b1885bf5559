import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, idParam, messageOnlySchema } from '@shared/schemas/common';
import {
  passkeyLoginSchema,
  passkeyOptionsSchema,
  passkeySchema,
  passkeysSchema,
  registerPasskeySchema,
} from '@shared/schemas/passkeys';
import { loginResponseSchema } from '@shared/schemas/users';
import { requireRecentAuth, requireUser, SESSION_COOKIE, startSession } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { mailSecurityNotice, security } from '../../platform/security-notice';
import { finishPasskeyLogin, finishPasskeyReauth, loginOptions, reauthOptions } from './passkey-login';
import { addPasskey, listPasskeys, registrationOptions, removePasskey } from './passkeys';
import { markRecentlyProven } from './reauth';
import { noteSignIn } from './security-mail';
import { getSelf } from './service';

const options = { 200: envelopeSchema(passkeyOptionsSchema) };

/** Passkeys (WebAuthn, issue 32): add, list and remove them on the Security screen, and sign in with one. */
export default async function passkeysRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const authLimit = { rateLimit: { max: ctx.config.authRateLimit, timeWindow: '1 minute' } };
  const session = { days: ctx.config.sessionDays, secure: ctx.config.secureCookies };

  // A new way into the account: like the money and security changes, only on a recently proven
  // session, so a stolen session cookie cannot plant a passkey. The challenge then lives 5 minutes.
  app.post(
    '/passkeys/register/options',
    { config: authLimit, schema: { response: options } },
    async (request, reply) => {
      const user = requireUser(request);
      await requireRecentAuth(ctx.db, request);
      return ok(await registrationOptions(ctx, reply, user), 'Follow your browser to create the passkey');
    },
  );

  app.post(
    '/passkeys/register',
    { config: authLimit, schema: { body: registerPasskeySchema, response: { 201: envelopeSchema(passkeySchema) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const passkey = await addPasskey(ctx, request, reply, user, request.body);
      mailSecurityNotice(ctx, user, security('passkeyAdded'), [security('passkeyName', { name: passkey.name })]);
      return reply.status(201).send(ok(passkey, 'Passkey added', 201));
    },
  );

  app.get('/passkeys', { schema: { response: { 200: envelopeSchema(passkeysSchema) } } }, async (request) =>
    ok(await listPasskeys(ctx, requireUser(request).id), 'Passkeys'),
  );

  app.delete(
    '/passkeys/:id',
    { schema: { params: idParam, response: { 200: messageOnlySchema } } },
    async (request) => {
      const user = requireUser(request);
      await requireRecentAuth(ctx.db, request);
      const name = await removePasskey(ctx, user.id, request.params.id);
      mailSecurityNotice(ctx, user, security('passkeyRemoved'), [security('passkeyName', { name })]);
      return ok(null, 'Passkey removed');
    },
  );

  app.post('/login/passkey/options', { config: authLimit, schema: { response: options } }, async (_request, reply) =>
    ok(await loginOptions(ctx, reply), 'Choose your passkey'),
  );

  // The usual login answer (SPEC.md section 7), session and cookie; the session counts as freshly proven.
  app.post(
    '/login/passkey',
    { config: authLimit, schema: { body: passkeyLoginSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const user = await finishPasskeyLogin(ctx, request, reply, request.body);
      await startSession(ctx.db, reply, user.id, session, { userAgent: request.headers['user-agent'], ip: request.ip });
      await noteSignIn(ctx, request, reply, user);
      const self = await getSelf(ctx, user);
      return { statusCode: 200, data: self, message: { user: self }, success: true };
    },
  );

  // Step-up with a passkey instead of the password: the same 10 minutes as POST /users/reauth.
  app.post('/reauth/passkey/options', { config: authLimit, schema: { response: options } }, async (request, reply) =>
    ok(await reauthOptions(ctx, reply, requireUser(request)), 'Choose your passkey'),
  );

  app.post(
    '/reauth/passkey',
    { config: authLimit, schema: { body: passkeyLoginSchema, response: { 200: messageOnlySchema } } },
    async (request, reply) => {
      await finishPasskeyReauth(ctx, request, reply, requireUser(request), request.body);
      await markRecentlyProven(ctx, request.cookies[SESSION_COOKIE]!);
      return ok(null, 'Thank you: confirmed for the next 10 minutes');
    },
  );
}
