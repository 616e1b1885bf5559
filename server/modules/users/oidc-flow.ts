import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { oidcAuthRequests } from '../../db/schema';
import { hashToken, newToken } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { badRequest, HttpError } from '../../platform/errors';
import { providerUnavailable, type SignInProviderHandle } from './oidc-providers';

/** The sign-in begun at a provider rides in its own cookie, sent back to the callback only. */
const REQUEST_COOKIE = 'workify_oidc';
export const OIDC_COOKIE_PATH = '/api/v1/auth/oidc';
const REQUEST_TTL_MS = 10 * 60_000;
const STARTED_ELSEWHERE =
  'This sign-in expired or was begun in another browser: go back to the login screen and start it again.';

/** What the provider says of the person, once its answer checked out. */
export interface ProviderClaims {
  provider: SignInProviderHandle['id'];
  providerName: string;
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  fullName: string;
}

/** The callback URL registered at the provider, always from PUBLIC_URL (never a request's Host). */
export const redirectUriFor = (ctx: AppContext, provider: string) =>
  `${ctx.config.publicUrl}${OIDC_COOKIE_PATH}/${provider}/callback`;

/**
 * GET /auth/oidc/{provider}/start: a new state, nonce and PKCE verifier, kept server-side under
 * the hash of a 10-minute cookie; answers the provider's authorization URL to send the browser to.
 */
export async function beginSignIn(ctx: AppContext, reply: FastifyReply, handle: SignInProviderHandle): Promise<URL> {
  const configuration = await handle.configuration();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const token = newToken();
  // Abandoned sign-ins are cleared as new ones begin.
  await ctx.db.delete(oidcAuthRequests).where(lt(oidcAuthRequests.expiresAt, new Date()));
  await ctx.db.insert(oidcAuthRequests).values({
    tokenHash: hashToken(token),
    provider: handle.id,
    state,
    nonce,
    codeVerifier,
    expiresAt: new Date(Date.now() + REQUEST_TTL_MS),
  });
  // Lax: the provider's redirect back is a top-level navigation from its site, which Lax still sends on.
  reply.setCookie(REQUEST_COOKIE, token, {
    path: OIDC_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    maxAge: REQUEST_TTL_MS / 1000,
  });
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUriFor(ctx, handle.id),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
}

/** A failure talking to the provider: unreachable is a 503; an answer that does not check out, a 400. */
function refusalOf(err: unknown, name: string): HttpError {
  if (err instanceof HttpError) return err;
  const cause = err instanceof Error ? (err.cause ?? err) : err;
  const unreachable =
    cause instanceof Error &&
    (cause.name === 'TimeoutError' ||
      cause.name === 'AbortError' ||
      /fetch failed|ECONNREFUSED/i.test(`${cause.message} ${String((cause as { cause?: unknown }).cause ?? '')}`));
  if (unreachable) return providerUnavailable(name);
  if (err instanceof client.AuthorizationResponseError)
    return badRequest(
      `The sign-in with ${name} was cancelled or refused (${err.error}): start again if you meant to sign in.`,
    );
  return badRequest(
    `The answer from ${name} did not match the sign-in this browser began, so it was refused: go back to the login screen and start again.`,
  );
}

/**
 * GET /auth/oidc/{provider}/callback: the sign-in this browser began (its cookie, used once) is
 * finished at the provider, whose answer must carry the same state, nonce and PKCE proof.
 */
export async function finishAtProvider(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  handle: SignInProviderHandle,
): Promise<ProviderClaims> {
  const token = request.cookies[REQUEST_COOKIE];
  reply.clearCookie(REQUEST_COOKIE, { path: OIDC_COOKIE_PATH });
  if (!token) throw badRequest(STARTED_ELSEWHERE);
  const [begun] = await ctx.db
    .delete(oidcAuthRequests)
    .where(
      and(
        eq(oidcAuthRequests.tokenHash, hashToken(token)),
        eq(oidcAuthRequests.provider, handle.id),
        gt(oidcAuthRequests.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!begun) throw badRequest(STARTED_ELSEWHERE);
  const configuration = await handle.configuration();
  const currentUrl = new URL(redirectUriFor(ctx, handle.id));
  currentUrl.search = new URL(request.url, 'http://callback').search;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: begun.codeVerifier,
      expectedState: begun.state,
      expectedNonce: begun.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims()!;
    // Some providers put the e-mail in the userinfo answer only.
    const claims =
      typeof idClaims.email === 'string'
        ? idClaims
        : { ...idClaims, ...(await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)) };
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
    const name =
      typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : (email?.split('@')[0] ?? '');
    return {
      provider: handle.id,
      providerName: handle.name,
      issuer: idClaims.iss,
      subject: idClaims.sub,
      email,
      emailVerified: claims.email_verified === true,
      fullName: name.slice(0, 100),
    };
  } catch (err) {
    const refusal = refusalOf(err, handle.name);
    if (refusal.statusCode >= 500) request.log.warn({ err }, 'sign-in provider unreachable');
    throw refusal;
  }
}
