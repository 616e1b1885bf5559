import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParam, messageOnlySchema } from '@shared/schemas/common';
import {
  chooseRoleSchema,
  linkedSignInsSchema,
  linkSignInSchema,
  pendingSignInSchema,
  signInProvidersSchema,
} from '@shared/schemas/sign-ins';
import { loginResponseSchema } from '@shared/schemas/users';
import { requireUser, startSession, type AuthUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { createAccountFromPending, linkFromPending, pendingDetails, signInWithClaims } from './oidc-accounts';
import { beginSignIn, finishAtProvider } from './oidc-flow';
import { listSignIns, removeSignIn } from './oidc-identities';
import { signInProviders } from './oidc-providers';
import { refusalPage } from './oidc-refusal-page';
import { noteSignIn } from './security-mail';
import { getSelf } from './service';

const providerParam = z.object({ provider: z.string().max(40) });

/** Sign in with Google or any OpenID Connect provider (issue 32), under /api/v1/auth. */
export default async function oidcRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const providers = signInProviders(ctx.config);
  const authLimit = { rateLimit: { max: ctx.config.authRateLimit, timeWindow: '1 minute' } };
  const session = { days: ctx.config.sessionDays, secure: ctx.config.secureCookies };

  /** The usual session, and the new-device mail, as a password sign-in has. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, user: AuthUser) => {
    await startSession(ctx.db, reply, user.id, session, { userAgent: request.headers['user-agent'], ip: request.ip });
    await noteSignIn(ctx, request, reply, user);
  };
  const loginAnswer = async (user: AuthUser) => {
    const self = await getSelf(ctx, user);
    return { statusCode: 200, data: self, message: { user: self }, success: true };
  };

  // Public: the login and sign-up screens show a button for each.
  app.get('/providers', { schema: { response: { 200: envelopeSchema(signInProvidersSchema) } } }, async () =>
    ok({ providers: providers.list() }, 'Sign-in providers'),
  );

  // Browser navigations, not fetches: a refusal is a page that says why, with its status.
  app.get('/oidc/:provider/start', { config: authLimit, schema: { params: providerParam } }, async (request, reply) => {
    try {
      const url = await beginSignIn(ctx, reply, providers.get(request.params.provider));
      return reply.redirect(url.href);
    } catch (err) {
      return refusalPage(request, reply, err);
    }
  });

  app.get(
    '/oidc/:provider/callback',
    { config: authLimit, schema: { params: providerParam } },
    async (request, reply) => {
      try {
        const claims = await finishAtProvider(ctx, request, reply, providers.get(request.params.provider));
        const outcome = await signInWithClaims(ctx, reply, claims);
        if ('next' in outcome) return reply.redirect(outcome.next);
        await signIn(request, reply, outcome.signedIn);
        return reply.redirect(outcome.signedIn.isAdmin ? '/admin' : '/dashboard');
      } catch (err) {
        return refusalPage(request, reply, err);
      }
    },
  );

  app.get('/oidc/pending', { schema: { response: { 200: envelopeSchema(pendingSignInSchema) } } }, async (request) =>
    ok(await pendingDetails(ctx, request, providers.nameOf), 'Pending sign-in'),
  );

  app.post(
    '/oidc/pending/account',
    { config: authLimit, schema: { body: chooseRoleSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const user = await createAccountFromPending(ctx, request, request.body);
      await signIn(request, reply, user);
      return loginAnswer(user);
    },
  );

  app.post(
    '/oidc/pending/link',
    { config: authLimit, schema: { body: linkSignInSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const pending = await pendingDetails(ctx, request, providers.nameOf);
      const user = await linkFromPending(ctx, request, request.body, pending.providerName);
      await signIn(request, reply, user);
      return loginAnswer(user);
    },
  );
}

/** The account's linked provider sign-ins, under /api/v1/users (the Security screen). */
export async function linkedSignInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get('/sign-ins', { schema: { response: { 200: envelopeSchema(linkedSignInsSchema) } } }, async (request) =>
    ok(await listSignIns(ctx, requireUser(request).id), 'Linked sign-ins'),
  );

  app.delete(
    '/sign-ins/:id',
    { schema: { params: idParam, response: { 200: messageOnlySchema } } },
    async (request) => {
      await removeSignIn(ctx, requireUser(request), request.params.id);
      return ok(null, 'Sign-in removed');
    },
  );
}
