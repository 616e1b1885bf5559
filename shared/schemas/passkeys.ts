import { z } from 'zod';

/**
 * Passkeys (WebAuthn, issue 32). The ceremonies' options and the browser's answers are WebAuthn's
 * own JSON (built and read by @simplewebauthn): only the fields the server relies on are named,
 * the rest passes through to the library, which checks them.
 */

/** POST /users/passkeys/register/options and /users/login/passkey/options: what navigator.credentials gets. */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

const b64url = (field: string) =>
  z
    .string(`${field} is missing`)
    .min(1, `${field} is missing`)
    .max(8192, `${field} is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${field} is not base64url`);

/** What the browser's authenticator answered (a RegistrationResponseJSON or AuthenticationResponseJSON). */
export const passkeyCredentialSchema = z.looseObject({
  id: b64url('The credential id'),
  rawId: b64url('The credential id'),
  type: z.literal('public-key', 'The credential must be a public key'),
  response: z.looseObject({ clientDataJSON: b64url('The client data') }),
  clientExtensionResults: z.looseObject({}),
});

/** The name its owner gives a passkey, to tell it from the others ("Work laptop"). */
export const passkeyNameSchema = z.object({
  name: z
    .string('Give the passkey a name')
    .trim()
    .min(1, 'Give the passkey a name')
    .max(60, 'Keep the name under 60 characters'),
});
export type PasskeyNameInput = z.infer<typeof passkeyNameSchema>;

/** POST /users/passkeys/register: the new passkey and its name. */
export const registerPasskeySchema = passkeyNameSchema.extend({ response: passkeyCredentialSchema });
export type RegisterPasskeyInput = z.infer<typeof registerPasskeySchema>;

/** POST /users/login/passkey: the signed challenge; the passkey says whose account it is. */
export const passkeyLoginSchema = z.object({ response: passkeyCredentialSchema });

/** One passkey as its owner sees it on the Security screen. */
export const passkeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** The last sign-in with it; null until it signs in once. */
  lastUsedAt: z.string().nullable(),
  /** Synced across the owner's devices (a multi-device passkey) and backed up. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeysSchema = z.array(passkeySchema);
