import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PasskeyOptions, passkeyLoginSchema } from '@shared/schemas/passkeys';
import { SUSPENDED_LOGIN } from '@shared/schemas/moderation';
import { passkeys, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { forbidden, HttpError, unauthorized } from '../../platform/errors';
import { claimCeremony, startCeremony } from './passkey-challenges';
import { relyingParty } from './passkeys';

const UNKNOWN = 'This passkey is not known here (it may have been removed): sign in with your password.';
const NOT_CHECKED = 'The passkey could not be checked. Please try again.';
const NOT_YOURS = "This passkey is not one of your account's: use one you added on the Security screen.";
const NO_PASSKEY = 'Your account has no passkey: give your password instead.';

const { passwordHash: _omit, ...publicColumns } = getTableColumns(users);

/** POST /users/login/passkey/options: no account named; the browser offers this site's passkeys. */
export async function loginOptions(ctx: AppContext, reply: FastifyReply): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.config).rpID,
    userVerification: 'required',
  });
  await startCeremony(ctx, reply, 'login', options.challenge, null);
  return { ...options };
}

/**
 * Checks the authenticator's signature over the claimed challenge against a stored passkey (of
 * `ownerId` when given) and moves its counter on. Answers the passkey's account.
 */
async function checkAssertion(
  ctx: AppContext,
  input: z.infer<typeof passkeyLoginSchema>,
  expectedChallenge: (challenge: string) => boolean,
  ownerId: string | null,
) {
  const [row] = await ctx.db
    .select({ passkey: passkeys, user: publicColumns })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(
      ownerId
        ? and(eq(passkeys.credentialId, input.response.id), eq(passkeys.userId, ownerId))
        : eq(passkeys.credentialId, input.response.id),
    )
    .limit(1);
  if (!row) throw unauthorized(ownerId ? NOT_YOURS : UNKNOWN);
  const { rpID, origins } = relyingParty(ctx.config);
  const verification = await verifyAuthenticationResponse({
    response: input.response as unknown as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: origins,
    expectedRPID: rpID,
    credential: {
      id: row.passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(row.passkey.publicKey),
      counter: row.passkey.counter,
      transports: row.passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => null); // a counter that went back (a cloned key) lands here too; reasons name the challenge
  if (!verification?.verified) throw unauthorized(NOT_CHECKED);
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  await ctx.db
    .update(passkeys)
    .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: new Date() })
    .where(eq(passkeys.id, row.passkey.id));
  return row.user;
}

/**
 * POST /users/login/passkey: the passkey's signature over this browser's challenge proves its
 * account. The authenticator verified its person (PIN, fingerprint), so no TOTP code is asked.
 * A suspended account is refused as password login refuses it: told only to the proven owner.
 * Answers the account to start the session for.
 */
export async function finishPasskeyLogin(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: z.infer<typeof passkeyLoginSchema>,
): Promise<AuthUser> {
  const expectedChallenge = await claimCeremony(ctx, request, reply, 'login', null);
  const user = await checkAssertion(ctx, input, expectedChallenge, null);
  if (user.suspendedAt) throw forbidden(SUSPENDED_LOGIN);
  return user;
}

/**
 * POST /users/reauth/passkey/options: step-up with a passkey, offering only the signed-in
 * account's own passkeys. An account without one is told to give its password.
 */
export async function reauthOptions(ctx: AppContext, reply: FastifyReply, user: AuthUser): Promise<PasskeyOptions> {
  const allowCredentials = await ctx.db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  if (allowCredentials.length === 0) throw new HttpError(400, NO_PASSKEY, undefined, 'no_passkey');
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.config).rpID,
    userVerification: 'required',
    allowCredentials,
  });
  await startCeremony(ctx, reply, 'reauth', options.challenge, user.id);
  return { ...options };
}

/**
 * POST /users/reauth/passkey: one of the account's own passkeys, with the authenticator's own
 * check of its person, proves the owner again as the password does (the session's 10 minutes).
 */
export async function finishPasskeyReauth(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  input: z.infer<typeof passkeyLoginSchema>,
): Promise<void> {
  const expectedChallenge = await claimCeremony(ctx, request, reply, 'reauth', user.id);
  await checkAssertion(ctx, input, expectedChallenge, user.id);
}
