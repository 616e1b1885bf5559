import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParam, messageOnlySchema } from '@shared/schemas/common';
import { deleteAccountSchema, forgotPasswordSchema, loginResponseSchema, loginSchema, publicUserSchema, resetPasswordSchema, updateProfileSchema, userSchema } from '@shared/schemas/users';
import { endSession, requireUser, SESSION_COOKIE, startSession } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { fieldError } from '../../platform/errors';
import { perAccountLimit } from '../../platform/rate-limit';
import { readMultipart } from '../../platform/uploads';
import { deleteAccount, forgotPassword, resetPassword } from './account';
import { checkCredentials, getPublicUser, getSelf, register, updateAvatar, updateProfile } from './service';

const oneUser = { 200: envelopeSchema(userSchema) };

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const authLimit = { rateLimit: { max: ctx.config.authRateLimit, timeWindow: '1 minute' } };
  const accountLimit = perAccountLimit(ctx.db, ctx.config.authRateLimit * 3, 15 * 60_000);
  const session = { days: ctx.config.sessionDays, secure: ctx.config.secureCookies };

  app.post('/register', { config: authLimit, schema: { response: { 201: envelopeSchema(userSchema) } } }, async (request, reply) => {
    const body = await readMultipart(request, { avatar: 1 });
    const user = await register(ctx, body.fields as never, body.files.avatar?.[0]);
    return reply.status(201).send(ok(user, 'User registered successfully', 201));
  });

  app.post('/login', { config: authLimit, preHandler: accountLimit, schema: { body: loginSchema, response: { 200: loginResponseSchema } } }, async (request, reply) => {
    const user = await checkCredentials(ctx, request.body.email, request.body.password);
    await startSession(ctx.db, reply, user.id, session);
    const self = await getSelf(ctx, user);
    return { statusCode: 200, data: self, message: { user: self }, success: true };
  });

  app.post('/logout', { schema: { response: { 200: messageOnlySchema } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    await endSession(ctx.db, request, reply);
    if (request.user && token) await ctx.events.endSessions(request.user.id, token);
    return ok(null, 'User logged out');
  });

  app.get('/get-user', { schema: { response: oneUser } }, async (request) => ok(await getSelf(ctx, requireUser(request)), 'Current user'));

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

  app.post('/forgot-password', { config: authLimit, schema: { body: forgotPasswordSchema, response: { 200: messageOnlySchema } } }, async (request) => {
    await forgotPassword(ctx, request.body.email);
    return ok(null, 'If an account uses this email, a reset link is on its way');
  });

  app.post(
    '/reset-password/:token',
    { config: authLimit, schema: { params: z.object({ token: z.string().min(10).max(200) }), body: resetPasswordSchema, response: { 200: messageOnlySchema } } },
    async (request) => {
      const userId = await resetPassword(ctx, request.params.token, request.body.password);
      await ctx.events.endSessions(userId);
      return ok(null, 'Password reset successfully');
    },
  );

  app.delete('/delete-account', { schema: { body: deleteAccountSchema, response: { 200: messageOnlySchema } } }, async (request, reply) => {
    const user = requireUser(request);
    await deleteAccount(ctx, user, request.body.password);
    await ctx.events.endSessions(user.id);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok(null, 'Account deleted successfully');
  });

  // SPEC.md section 7: the public user is the bare body.
  app.get('/:id', { schema: { params: idParam, response: { 200: publicUserSchema } } }, async (request) => getPublicUser(ctx, request.params.id, request.user));
}
