import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * A person's passkeys (WebAuthn credentials, issue 32): what verifies their sign-ins. The public
 * key is not a secret; the counter catches a cloned authenticator (when it counts at all).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id as the browser sends it (base64url). */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    /** 'singleDevice' or 'multiDevice' (synced), and whether it is backed up now. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * One WebAuthn ceremony in progress: the browser holds a random token in an httpOnly cookie, the
 * row its hash and the challenge's hash (never the challenge itself). Used once, within minutes.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    challengeHash: text('challenge_hash').notNull(),
    /** 'register' (adding a passkey, bound to the signed-in user) or 'login'. */
    purpose: text('purpose').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('passkey_challenges_token_hash_key').on(t.tokenHash),
    index('passkey_challenges_expires_idx').on(t.expiresAt),
  ],
);
