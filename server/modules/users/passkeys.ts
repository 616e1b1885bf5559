import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Passkey, PasskeyOptions, RegisterPasskeyInput } from '@shared/schemas/passkeys';
import { ownOrigins, isLocalAddress, type Config } from '../../config';
import { passkeys, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/errors';
import { claimCeremony, startCeremony } from './passkey-challenges';

const MAX_PASSKEYS = 20;
const NOT_CHECKED = 'The passkey could not be checked. Please try again.';

/**
 * Who the passkeys belong to: PUBLIC_URL's host. A loopback PUBLIC_URL is 'localhost', the one
 * loopback spelling WebAuthn accepts (an IP address cannot be a relying party).
 */
export function relyingParty(config: Config) {
  const rpID = isLocalAddress(config.publicUrl) ? 'localhost' : new URL(config.publicUrl).hostname;
  return { rpID, rpName: 'Workify', origins: ownOrigins(config.publicUrl) };
}

/** POST /users/passkeys/register/options: a new passkey for this account, never one it has already. */
export async function registrationOptions(
  ctx: AppContext,
  reply: FastifyReply,
  user: AuthUser,
): Promise<PasskeyOptions> {
  const existing = await ctx.db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  if (existing.length >= MAX_PASSKEYS) throw conflict(`An account holds at most ${MAX_PASSKEYS} passkeys`);
  const { rpID, rpName } = relyingParty(ctx.config);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.username,
    userDisplayName: user.fullName,
    // The account's id, not its e-mail: the authenticator keeps it and hands it back at sign-in.
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing,
    // Discoverable and verified: a sign-in with it needs no e-mail typed and no second code.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await startCeremony(ctx, reply, 'register', options.challenge, user.id);
  return { ...options };
}

/** POST /users/passkeys/register: the authenticator's answer to this browser's challenge, kept under the given name. */
export async function addPasskey(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  input: RegisterPasskeyInput,
): Promise<Passkey> {
  const expectedChallenge = await claimCeremony(ctx, request, reply, 'register', user.id);
  const { rpID, origins } = relyingParty(ctx.config);
  const verification = await verifyRegistrationResponse({
    response: input.response as unknown as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: origins,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null); // the library's reasons name the challenge: never echoed or logged
  if (!verification?.verified) throw fieldError('response', NOT_CHECKED);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [added] = await tx
        .insert(passkeys)
        .values({
          userId: user.id,
          credentialId: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? [],
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          name: input.name,
        })
        .returning();
      await tx
        .update(users)
        .set({ passkeyCount: sql`${users.passkeyCount} + 1` })
        .where(eq(users.id, user.id));
      return added!;
    });
    return toPasskey(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('This passkey is already added to an account');
    throw err;
  }
}

/** GET /users/passkeys: the account's passkeys, oldest first. */
export async function listPasskeys(ctx: AppContext, userId: string): Promise<Passkey[]> {
  const rows = await ctx.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskey);
}

/** DELETE /users/passkeys/{id}: only the owner's own; someone else's is not found. Answers its name. */
export async function removePasskey(ctx: AppContext, userId: string, id: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning({ name: passkeys.name });
    if (!removed) throw notFound('Passkey');
    await tx
      .update(users)
      .set({ passkeyCount: sql`greatest(${users.passkeyCount} - 1, 0)` })
      .where(eq(users.id, userId));
    return removed.name;
  });
}

function toPasskey(row: typeof passkeys.$inferSelect): Passkey {
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.deviceType === 'multiDevice',
  };
}
