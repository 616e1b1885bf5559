import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, messageOnlySchema } from '@shared/schemas/common';
import {
  changeEmailSchema,
  loginResponseSchema,
  reauthSchema,
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
} from '@shared/schemas/users';
import { requireRecentAuth, requireUser, SESSION_COOKIE, startSession } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { mailSecurityNotice, security } from '../../platform/security-notice';
import { noteSignIn } from './security-mail';
import { getSelf } from './service';
import { disableTwoFactor, enableTwoFactor, regenerateRecoveryCodes, setupTwoFactor } from './two-factor';
import { finishChallenge } from './two-step-login';
import { reauthenticate } from './reauth';
import { requestEmailChange } from './email-change';

/** Account security (issue 32): two-step sign-in on and off, the login's second step, step-up and the change of e-mail. */
export default async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const authLimit = { rateLimit: { max: ctx.config.authRateLimit, timeWindow: '1 minute' } };
  const session = { days: ctx.config.sessionDays, secure: ctx.config.secureCookies };
  const codeBody = { body: twoFactorCodeSchema };

  app.post('/2fa/setup', { schema: { response: { 200: envelopeSchema(twoFactorSetupSchema) } } }, async (request) =>
    ok(
      await setupTwoFactor(ctx, requireUser(request)),
      'Scan the code with your authenticator app, then type the code it shows',
    ),
  );

  app.post(
    '/2fa/enable',
    { config: authLimit, schema: { ...codeBody, response: { 200: envelopeSchema(recoveryCodesSchema) } } },
    async (request) => {
      const user = requireUser(request);
      const recoveryCodes = await enableTwoFactor(ctx, user, request.body.code);
      mailSecurityNotice(ctx, user, security('twoFactorOn'));
      return ok(
        { recoveryCodes },
        'Two-step sign-in is on. Keep these recovery codes somewhere safe: they are shown once.',
      );
    },
  );

  app.post(
    '/2fa/recovery-codes',
    { config: authLimit, schema: { ...codeBody, response: { 200: envelopeSchema(recoveryCodesSchema) } } },
    async (request) => {
      const user = requireUser(request);
      const recoveryCodes = await regenerateRecoveryCodes(ctx, user, request.body.code);
      mailSecurityNotice(ctx, user, security('recoveryCodes'), [security('recoveryCodesOld')]);
      return ok({ recoveryCodes }, 'New recovery codes; the old ones no longer work');
    },
  );

  app.post(
    '/2fa/disable',
    { config: authLimit, schema: { ...codeBody, response: { 200: messageOnlySchema } } },
    async (request) => {
      const user = requireUser(request);
      await requireRecentAuth(ctx.db, request);
      await disableTwoFactor(ctx, user, request.body.code);
      mailSecurityNotice(ctx, user, security('twoFactorOff'));
      return ok(null, 'Two-step sign-in is off');
    },
  );

  // The account keeps its address until the link mailed to the new one is followed.
  app.post(
    '/change-email',
    { config: authLimit, schema: { body: changeEmailSchema, response: { 200: messageOnlySchema } } },
    async (request) => {
      await requestEmailChange(ctx, requireUser(request), request.body);
      return ok(null, `We sent a link to ${request.body.newEmail}: your email changes when you open it`);
    },
  );

  // Step-up: proves the owner again on this session for 10 minutes.
  app.post(
    '/reauth',
    { config: authLimit, schema: { body: reauthSchema, response: { 200: messageOnlySchema } } },
    async (request) => {
      await reauthenticate(ctx, requireUser(request), request.cookies[SESSION_COOKIE]!, request.body);
      return ok(null, 'Thank you: confirmed for the next 10 minutes');
    },
  );

  // The usual login answer (SPEC.md section 7) once the code is right.
  app.post(
    '/login/2fa',
    { config: authLimit, schema: { ...codeBody, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const user = await finishChallenge(ctx, request, reply, request.body.code);
      await startSession(ctx.db, reply, user.id, session, { userAgent: request.headers['user-agent'], ip: request.ip });
      await noteSignIn(ctx, request, reply, user);
      const self = await getSelf(ctx, user);
      return { statusCode: 200, data: self, message: { user: self }, success: true };
    },
  );
}
