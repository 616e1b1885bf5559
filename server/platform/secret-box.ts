import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { HttpError } from './errors';
import { keyFileOnce } from './key-file';

/**
 * Secrets the server must read back (an authenticator app's TOTP secret) are kept sealed with
 * AES-256-GCM, so a copy of the database alone cannot make sign-in codes. The key is SECRETS_KEY
 * (32 bytes, base64) or, without it, made once into DATA_DIR/secrets.key (mode 0600), like the
 * VAPID pair: several instances on one PostgreSQL have no shared folder and must set it.
 */
export interface SecretKeyConfig {
  key: Buffer | null;
  keyFile: string;
}

const PREFIX = 'v1:';

function keyOf(config: SecretKeyConfig): Buffer {
  if (config.key) return config.key;
  return Buffer.from(
    keyFileOnce(config.keyFile, () => randomBytes(32).toString('base64')),
    'base64',
  );
}

/** 'v1:' and base64url of a fresh 12-byte nonce, the 16-byte tag and the ciphertext. */
export function sealSecret(config: SecretKeyConfig, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** Whether a stored value was written before secrets were sealed (it is then the secret itself). */
export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/**
 * The secret a stored value holds. A value from before sealing is answered as it is. One the
 * key cannot open (the key changed or was lost) is a 503 that says so, never a crash.
 */
export function openSecret(config: SecretKeyConfig, stored: string): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(config), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    throw new HttpError(
      503,
      'Two-step sign-in cannot be checked on this server: its secrets key changed. Contact support.',
    );
  }
}
