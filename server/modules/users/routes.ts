import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParam, messageOnlySchema } from '@shared/schemas/common';
import {
  activeSessionsSchema,
  changePasswordSchema,
  deleteAccountSchema,
  endedSessionsSchema,
  forgotPasswordSchema,
  loginStepSchema,
  loginSchema,
  publicUserSchema,
  resetPasswordSchema,
  sessionSchema,
  updateProfileSchema,
  userSchema,
  verifyEmailParams,
} from '@shared/schemas/users';
import { endSession, requireUser, SESSION_COOKIE, startSession } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { fieldError, HttpError } from '../../platform/errors';
import { failedLoginLimit } from '../../platform/rate-limit';
import { readMultipart } from '../../platform/uploads';
import { changePassword, deleteAccount, forgotPassword, resetPassword } from './account';
import { checkCredentials, getPublicUser, getSelf, register, updateAvatar, updateProfile } from './service';
import { mailSecurityNotice, security } from '../../platform/security-notice';
import { noteSignIn } from './security-mail';
import { endOtherSessions, endSession as endOneSession, listSessions } from './sessions';
import { startChallenge } from './two-step-login';
import { resendVerification, verifyEmail } from './verification';

const oneUser = { 200: envelopeSchema(userSchema) };

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const authLimit = { rateLimit: { max: ctx.config.authRateLimit, timeWindow: '1 minute' } };
  const failedLogins = failedLoginLimit(ctx.db, ctx.config.authRateLimit * 3, 15 * 60_000);
  const session = { days: ctx.config.sessionDays, secure: ctx.config.secureCookies };

  app.post(
    '/register',
    { config: authLimit, schema: { response: { 201: envelopeSchema(userSchema) } } },
    async (request, reply) => {
      const body = await readMultipart(request, { avatar: 1 });
      const user = await register(ctx, body.fields as never, body.files.avatar?.[0]);
      return reply.status(201).send(ok(user, 'User registered successfully', 201));
    },
  );

  app.post(
    '/login',
    {
      config: authLimit,
      preHandler: failedLogins.check,
      schema: { body: loginSchema, response: { 200: loginStepSchema } },
    },
    async (request, reply) => {
      const user = await checkCredentials(ctx, request.body.email, request.body.password).catch(
        async (err: unknown) => {
          if (err instanceof HttpError && err.statusCode === 401) await failedLogins.countFailure(request);
          throw err;
        },
      );
      if (user.totpEnabledAt) {
        // Two-step sign-in: the password was right, but no session until the code (POST /users/login/2fa).
        await startChallenge(ctx, reply, user.id);
        return { statusCode: 200, data: null, message: { twoFactorRequired: true as const }, success: true };
      }
      await startSession(ctx.db, reply, user.id, session, { userAgent: request.headers['user-agent'], ip: request.ip });
      await noteSignIn(ctx, request, reply, user);
      const self = await getSelf(ctx, user);
      return { statusCode: 200, data: self, message: { user: self }, success: true };
    },
  );

  app.post('/logout', { schema: { response: { 200: messageOnlySchema } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    await endSession(ctx.db, request, reply);
    if (request.user && token) await ctx.events.endSessions(request.user.id, token);
    return ok(null, 'User logged out');
  });

  app.get('/get-user', { schema: { response: oneUser } }, async (request) =>
    ok(await getSelf(ctx, requireUser(request)), 'Current user'),
  );

  // The web app asks this on every page: signed out is a 200 with no user, so no page logs a 401.
  app.get('/session', { schema: { response: { 200: envelopeSchema(sessionSchema) } } }, async (request) =>
    ok({ user: request.user ? await getSelf(ctx, request.user) : null }, request.user ? 'Current user' : 'Signed out'),
  );

  app.put('/update-avatar', { schema: { response: oneUser } }, async (request) => {
    const user = requireUser(request);
    const body = await readMultipart(request, { avatar: 1 });
    const image = body.files.avatar?.[0];
    if (!image) throw fieldError('avatar', 'choose an image to upload');
    return ok(await updateAvatar(ctx, user, image), 'Avatar updated');
  });

  app.put('/update-profile', { schema: { body: updateProfileSchema, response: oneUser } }, async (request) =>
    ok(await updateProfile(ctx, requireUser(request), request.body), 'Profile updated'),
  );

  app.post(
    '/forgot-password',
    { config: authLimit, schema: { body: forgotPasswordSchema, response: { 200: messageOnlySchema } } },
    async (request) => {
      forgotPassword(ctx, request.body.email);
      return ok(null, 'If an account uses this email, a reset link is on its way');
    },
  );

  app.post(
    '/reset-password/:token',
    {
      config: authLimit,
      schema: {
        params: z.object({ token: z.string().min(10).max(200) }),
        body: resetPasswordSchema,
        response: { 200: messageOnlySchema },
      },
    },
    async (request) => {
      const userId = await resetPassword(ctx, request.params.token, request.body.password);
      await ctx.events.endSessions(userId);
      return ok(null, 'Password reset successfully');
    },
  );

  // Every other session ends; this one stays signed in (its live stream reconnects).
  app.post(
    '/change-password',
    { config: authLimit, schema: { body: changePasswordSchema, response: { 200: messageOnlySchema } } },
    async (request) => {
      const user = requireUser(request);
      await changePassword(ctx, user, request.cookies[SESSION_COOKIE]!, request.body);
      await ctx.events.endSessions(user.id);
      mailSecurityNotice(ctx, user, security('passwordChanged'), [security('signedOut')]);
      return ok(null, 'Password changed; every other session was signed out');
    },
  );

  app.get('/sessions', { schema: { response: { 200: envelopeSchema(activeSessionsSchema) } } }, async (request) =>
    ok(await listSessions(ctx, requireUser(request).id, request.cookies[SESSION_COOKIE]!), 'Sessions'),
  );

  // Ends every session but this one; their live streams close too (this browser's reconnects).
  app.post(
    '/sessions/revoke-others',
    { schema: { response: { 200: envelopeSchema(endedSessionsSchema) } } },
    async (request) => {
      const user = requireUser(request);
      const ended = await endOtherSessions(ctx, user.id, request.cookies[SESSION_COOKIE]!);
      await ctx.events.endSessions(user.id);
      return ok({ ended }, ended === 1 ? 'Signed out 1 other session' : `Signed out ${ended} other sessions`);
    },
  );

  app.delete(
    '/sessions/:id',
    { schema: { params: idParam, response: { 200: messageOnlySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { current } = await endOneSession(ctx, user.id, request.params.id, request.cookies[SESSION_COOKIE]!);
      await ctx.events.endSessions(user.id);
      if (current) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok(null, 'Session ended');
    },
  );

  app.post(
    '/verify-email/resend',
    { config: authLimit, schema: { response: { 200: messageOnlySchema } } },
    async (request) => {
      await resendVerification(ctx, requireUser(request));
      return ok(null, 'A new verification link is on its way');
    },
  );

  // Needs no session: the link may be opened in another browser than the one signed in.
  app.post(
    '/verify-email/:token',
    { config: authLimit, schema: { params: verifyEmailParams, response: { 200: messageOnlySchema } } },
    async (request) => {
      await verifyEmail(ctx, request.params.token);
      return ok(null, 'Email verified');
    },
  );

  app.delete(
    '/delete-account',
    { schema: { body: deleteAccountSchema, response: { 200: messageOnlySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteAccount(ctx, user, request.body.password);
      await ctx.events.endSessions(user.id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok(null, 'Account deleted successfully');
    },
  );

  // SPEC.md section 7: the public user is the bare body.
  app.get('/:id', { schema: { params: idParam, response: { 200: publicUserSchema } } }, async (request) =>
    getPublicUser(ctx, request.params.id, request.user),
  );
}
