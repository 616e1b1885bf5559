import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    country: text('country'),
    desc: text('desc'),
    skills: text('skills').array().notNull().default([]),
    languages: text('languages').array().notNull().default([]),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_key').on(t.email),
    // Freelancer search walks freelancers newest first (server/modules/search/bounded.ts).
    index('users_freelancers_created_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.isClient} = false`),
    // The admin console (migration 0025; its trigram search index is in the SQL only).
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_suspended_idx').on(t.suspendedAt.desc()).where(sql`${t.suspendedAt} IS NOT NULL`),
    // The admin's Hidden content list (migration 0026).
    index('users_hidden_idx').on(t.hiddenAt.desc(), t.id.desc()).where(sql`${t.hiddenAt} IS NOT NULL`),
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
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash), index('password_resets_user_id_idx').on(t.userId)],
);
