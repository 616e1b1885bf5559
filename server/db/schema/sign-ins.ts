import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * An account's sign-ins with an OpenID Connect provider (Google, or the one OIDC_ISSUER names):
 * the provider's (issuer, subject) pair is the person there, and signs in to exactly one account.
 */
export const signInIdentities = pgTable(
  'sign_in_identities',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which configured provider ('google' or 'oidc'), for its name on the Security screen. */
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The address the provider last gave, shown beside the provider's name. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sign_in_identities_issuer_subject_key').on(t.issuer, t.subject),
    index('sign_in_identities_user_idx').on(t.userId),
  ],
);

/**
 * A sign-in begun at a provider (GET /auth/oidc/{provider}/start): the state, nonce and PKCE
 * verifier its callback must match, found by the hash of a short-lived cookie. Used once.
 */
export const oidcAuthRequests = pgTable(
  'oidc_auth_requests',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    provider: text('provider').notNull(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oidc_auth_requests_token_hash_key').on(t.tokenHash),
    index('oidc_auth_requests_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A provider sign-in that needs one more step from the person, found by the hash of a cookie:
 * `signup`, a new person chooses client or freelancer (no account exists until then); `link`,
 * the e-mail is an existing account's, whose password (and code) must be proved before the
 * identity is linked to it. Used once, within 15 minutes.
 */
export const oidcPendingSignIns = pgTable(
  'oidc_pending_sign_ins',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['signup', 'link'] }).notNull(),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    /** The account to link to (kind `link`). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oidc_pending_sign_ins_token_hash_key').on(t.tokenHash)],
);
