import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PasskeyOptions, passkeyLoginSchema } from '@shared/schemas/passkeys';
import { SUSPENDED_LOGIN } from '@shared/schemas/moderation';
import { passkeys, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { forbidden, unauthorized } from '../../platform/errors';
import { claimCeremony, startCeremony } from './passkey-challenges';
import { relyingParty } from './passkeys';

const UNKNOWN = 'This passkey is not known here (it may have been removed): sign in with your password.';
const NOT_CHECKED = 'The passkey could not be checked. Please try again.';

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
  const [row] = await ctx.db
    .select({ passkey: passkeys, user: publicColumns })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, input.response.id))
    .limit(1);
  if (!row) throw unauthorized(UNKNOWN);
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
  if (row.user.suspendedAt) throw forbidden(SUSPENDED_LOGIN);
  return row.user;
}
