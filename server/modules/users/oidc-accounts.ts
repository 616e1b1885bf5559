import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SUSPENDED_LOGIN } from '@shared/schemas/moderation';
import type { ChooseRoleInput, LinkSignInInput, PendingSignIn } from '@shared/schemas/sign-ins';
import { oidcPendingSignIns, signInIdentities, users } from '../../db/schema';
import { hashToken, newToken, type AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, fieldError, forbidden, HttpError, isUniqueViolation, unauthorized } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { countHit, peekHits } from '../../platform/rate-limit';
import { mailSecurityNotice, security } from '../../platform/security-notice';
import { OIDC_COOKIE_PATH, type ProviderClaims } from './oidc-flow';
import { NO_PASSWORD } from './oidc-identities';
import { startChallenge } from './two-step-login';
import { checkSecondFactor } from './two-factor';

const PENDING_COOKIE = 'workify_oidc_pending';
const PENDING_TTL_MS = 15 * 60_000;
const NO_PENDING = 'This sign-in has expired: go back to the login screen and start it again.';
const MAX_WRONG_PASSWORDS = 10;
const { passwordHash: _omit, ...userColumns } = getTableColumns(users);

/** Where the browser goes after the callback: signed in, the code step, or one more screen. */
export type CallbackOutcome = { signedIn: AuthUser } | { next: '/login?step=code' | '/signup/role' | '/login/link' };

/**
 * The provider vouched for the person: a linked identity signs in (with the code step when the
 * account has two-step sign-in: only passkeys skip it); otherwise its e-mail must be verified
 * there, and either a new account waits for its role, or an existing one for its password.
 * An identity is never linked to an account without that account's password.
 */
export async function signInWithClaims(
  ctx: AppContext,
  reply: FastifyReply,
  claims: ProviderClaims,
): Promise<CallbackOutcome> {
  const [known] = await ctx.db
    .select({ identityId: signInIdentities.id, user: userColumns })
    .from(signInIdentities)
    .innerJoin(users, eq(users.id, signInIdentities.userId))
    .where(and(eq(signInIdentities.issuer, claims.issuer), eq(signInIdentities.subject, claims.subject)))
    .limit(1);
  if (known) {
    if (known.user.suspendedAt) throw forbidden(SUSPENDED_LOGIN);
    await ctx.db
      .update(signInIdentities)
      .set({ lastUsedAt: new Date(), ...(claims.email ? { email: claims.email } : {}) })
      .where(eq(signInIdentities.id, known.identityId));
    if (known.user.totpEnabledAt) {
      await startChallenge(ctx, reply, known.user.id);
      return { next: '/login?step=code' };
    }
    return { signedIn: known.user };
  }
  if (!claims.email)
    throw forbidden(
      `${claims.providerName} did not share an e-mail address with Workify, so Workify cannot sign you in with it. Add an address at ${claims.providerName}, or sign up with your e-mail and a password.`,
    );
  if (!claims.emailVerified) {
    throw forbidden(
      `${claims.providerName} has not confirmed that ${claims.email} is yours, so Workify cannot sign you in with it. Confirm the address at ${claims.providerName}, or sign up with your e-mail and a password.`,
    );
  }
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, claims.email)).limit(1);
  const token = newToken();
  await ctx.db.insert(oidcPendingSignIns).values({
    tokenHash: hashToken(token),
    kind: owner ? 'link' : 'signup',
    provider: claims.provider,
    issuer: claims.issuer,
    subject: claims.subject,
    email: claims.email,
    fullName: claims.fullName || claims.email.split('@')[0]!,
    userId: owner?.id ?? null,
    expiresAt: new Date(Date.now() + PENDING_TTL_MS),
  });
  reply.setCookie(PENDING_COOKIE, token, {
    path: OIDC_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    maxAge: PENDING_TTL_MS / 1000,
  });
  return { next: owner ? '/login/link' : '/signup/role' };
}

async function readPending(ctx: AppContext, request: FastifyRequest) {
  const token = request.cookies[PENDING_COOKIE];
  if (!token) throw unauthorized(NO_PENDING);
  const [pending] = await ctx.db
    .select()
    .from(oidcPendingSignIns)
    .where(
      and(
        eq(oidcPendingSignIns.tokenHash, hashToken(token)),
        isNull(oidcPendingSignIns.usedAt),
        gt(oidcPendingSignIns.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!pending) throw unauthorized(NO_PENDING);
  return pending;
}

/** GET /auth/oidc/pending: what the role or password screen shows. */
export async function pendingDetails(
  ctx: AppContext,
  request: FastifyRequest,
  providerName: (id: string) => string,
): Promise<PendingSignIn> {
  const pending = await readPending(ctx, request);
  const [owner] = pending.userId
    ? await ctx.db.select({ totp: users.totpEnabledAt }).from(users).where(eq(users.id, pending.userId)).limit(1)
    : [];
  return {
    kind: pending.kind,
    providerName: providerName(pending.provider),
    email: pending.email,
    fullName: pending.fullName,
    codeRequired: Boolean(owner?.totp),
  };
}

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];
/** Uses the pending sign-in up inside the transaction that acts on it, so it works once. */
async function claim(tx: Tx, id: string) {
  const [claimed] = await tx
    .update(oidcPendingSignIns)
    .set({ usedAt: new Date() })
    .where(and(eq(oidcPendingSignIns.id, id), isNull(oidcPendingSignIns.usedAt)))
    .returning({ id: oidcPendingSignIns.id });
  if (!claimed) throw unauthorized(NO_PENDING);
}

/** A free username from the e-mail's name: letters, digits, dot, dash, underscore, and a random tail. */
async function freeUsername(ctx: AppContext, email: string): Promise<string> {
  const base = (email.split('@')[0]!.replace(/[^a-zA-Z0-9_.-]/g, '') || 'user').slice(0, 20);
  for (;;) {
    const candidate = `${base}-${randomBytes(3).toString('hex')}`;
    const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, candidate)).limit(1);
    if (!taken) return candidate;
  }
}

/**
 * POST /auth/oidc/pending/account: the person chose client or freelancer; only now does the
 * account exist (so none is ever usable without a role), with the provider's e-mail verified
 * and no password (one can be set through "Forgot password?").
 */
export async function createAccountFromPending(
  ctx: AppContext,
  request: FastifyRequest,
  input: ChooseRoleInput,
): Promise<AuthUser> {
  const pending = await readPending(ctx, request);
  if (pending.kind !== 'signup') throw conflict('An account already uses this e-mail: prove its password to link it');
  const username = await freeUsername(ctx, pending.email);
  try {
    return await ctx.db.transaction(async (tx) => {
      await claim(tx, pending.id);
      const [user] = await tx
        .insert(users)
        .values({
          fullName: pending.fullName,
          username,
          email: pending.email,
          passwordHash: NO_PASSWORD,
          isClient: input.isClient,
          profession: input.isClient ? null : (input.profession ?? null),
          emailVerifiedAt: new Date(),
        })
        .returning(userColumns);
      await tx.insert(signInIdentities).values({
        userId: user!.id,
        provider: pending.provider,
        issuer: pending.issuer,
        subject: pending.subject,
        email: pending.email,
      });
      return user!;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(
        'An account was made with this e-mail or sign-in meanwhile: go back to the login screen and sign in',
      );
    throw err;
  }
}

/**
 * POST /auth/oidc/pending/link: the existing account's password (wrong ones limited per account)
 * and, with two-step sign-in on, its code; then the identity is linked and the owner is mailed.
 */
export async function linkFromPending(
  ctx: AppContext,
  request: FastifyRequest,
  input: LinkSignInInput,
  providerName: string,
): Promise<AuthUser> {
  const pending = await readPending(ctx, request);
  if (pending.kind !== 'link' || !pending.userId) throw conflict('This sign-in makes a new account: choose your role');
  const userId = pending.userId;
  const { current, ttl } = await peekHits(ctx.db, 'oidc-link-fail', userId);
  if (current >= MAX_WRONG_PASSWORDS)
    throw new HttpError(429, `Too many wrong passwords; try again in ${Math.max(1, Math.ceil(ttl / 60_000))} minutes`);
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw unauthorized(NO_PENDING);
  if (!(await verifyPassword(input.password, row.passwordHash))) {
    await countHit(ctx.db, 'oidc-link-fail', userId, 15 * 60_000);
    throw fieldError('password', 'Incorrect password');
  }
  if (row.totpEnabledAt) {
    if (!input.code) throw fieldError('code', 'Type the code from your authenticator app');
    await checkSecondFactor(ctx, userId, input.code, { recovery: true });
  }
  if (row.suspendedAt) throw forbidden(SUSPENDED_LOGIN);
  await ctx.db.transaction(async (tx) => {
    await claim(tx, pending.id);
    await tx
      .insert(signInIdentities)
      .values({
        userId,
        provider: pending.provider,
        issuer: pending.issuer,
        subject: pending.subject,
        email: pending.email,
      })
      .onConflictDoNothing();
  });
  mailSecurityNotice(ctx, row, security('oidcLinked', { provider: providerName }), [
    security('oidcFrom', { email: pending.email, provider: providerName }),
  ]);
  const { passwordHash: _hash, ...user } = row;
  return user;
}
