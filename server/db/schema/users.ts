import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Storage key of the avatar image; null means the generated default avatar. */
    avatarKey: text('avatar_key'),
    isClient: boolean('is_client').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    profession: text('profession'),
    /** ISO 3166-1 alpha-2 code ("PL", shared/countries.ts; migration 0049), named in each viewer's language. */
    country: text('country'),
    /** The language they chose (shared/i18n/locales.ts); null until they choose one. */
    locale: text('locale'),
    /** The IANA time zone they read times in (shared/time-zones.ts); null until known (migration 0048). */
    timeZone: text('time_zone'),
    desc: text('desc'),
    skills: text('skills').array().notNull().default([]),
    languages: text('languages').array().notNull().default([]),
    /**
     * The stars and number of every review this freelancer received that is not hidden (issue 35):
     * moved with each review written, hidden or shown (reviews module, moderation), so the search
     * filters and sorts by rating from an index (migration 0042 also indexes skills, languages, country).
     */
    reviewStars: integer('review_stars').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Order mail kinds the user switched off (see shared ORDER_MAIL_KINDS). */
    mailOptOut: text('mail_opt_out').array().notNull().default([]),
    /** Granted only by `npm run admin` (server/modules/admin/cli.ts); no route writes it. */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Set while an admin has suspended the account: no sign-in, sessions deleted, content hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    /** Set while an admin has hidden the profile (a report upheld). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** When the owner followed a mailed verification link; null until then, and money does not move (issue 32). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Two-step sign-in (TOTP, RFC 6238): the base32 secret once turned on, the one offered by the
     * last setup until a code confirms it, and the last accepted time step, so no code is used twice.
     */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: integer('totp_last_step'),
    /** How many passkeys the account has (server/modules/users/passkeys.ts keeps it): a passkey is a second factor too. */
    passkeyCount: integer('passkey_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_key').on(t.email),
    // Freelancer search walks freelancers newest first (server/modules/search/bounded.ts).
    index('users_freelancers_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isClient} = false`),
    // The admin console (migration 0025; its trigram search index is in the SQL only).
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_suspended_idx')
      .on(t.suspendedAt.desc())
      .where(sql`${t.suspendedAt} IS NOT NULL`),
    // The admin's Hidden content list (migration 0026).
    index('users_hidden_idx')
      .on(t.hiddenAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} IS NOT NULL`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What signed in (issue 32's list of sessions): the User-Agent as sent, cut to 512 characters, and the address. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** Moved forward at most every few minutes (session-cache.ts), so reading a session stays a read. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this session last proved its owner (sign-in, POST /users/reauth): money and security changes need it recent. */
    reauthAt: timestamp('reauth_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_id_idx').on(t.userId),
  ],
);

/**
 * Mailed e-mail verification links (issue 32), with password reset's rules: only the token's
 * hash is kept, a link works once and for 24 hours, and a new link ends the older ones.
 * `email` is the address the link proves, so a link mailed before a change proves nothing after.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Set for a change of address: the link moves the account from this address to `email`, if it still uses it. */
    previousEmail: text('previous_email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_verifications_token_hash_key').on(t.tokenHash),
    index('email_verifications_user_id_idx').on(t.userId),
  ],
);

/**
 * The browsers an account has signed in from, each by the hash of a long-lived random cookie
 * (workify_device): a sign-in from one not listed mails the owner (issue 32).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/** Two-step sign-in's single-use recovery codes, only their hashes (issue 32). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * A password proved for an account with two-step sign-in: the second step (POST /users/login/2fa)
 * finishes it within five minutes, by the hashed token of a cookie; it works once.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('login_challenges_token_hash_key').on(t.tokenHash),
    index('login_challenges_user_id_idx').on(t.userId),
  ],
);
