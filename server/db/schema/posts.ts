import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, currency, id } from './columns';
import { users } from './users';

export const posts = pgTable(
  'posts',
  {
    id: id(),
    /** Null once the client deleted their account: only a post someone was hired for outlives it (0032). */
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The budget's bounds in minor units of `currency` (migration 0056): "50-100" is 5000 and
     * 10000 in USD; "More than $1,000" keeps its amount as the top. SPEC's range string is derived. */
    budgetMinMinor: bigint('budget_min_minor', { mode: 'number' }).notNull(),
    budgetMaxMinor: bigint('budget_max_minor', { mode: 'number' }).notNull(),
    currency: currency(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default([]),
    /** open | hired (an offer's order was paid) | closed (by its client); see shared POST_STATUSES. */
    status: text('status').notNull().default('open'),
    /** Set while hidden by moderation: seen only by its owner (with the reason) and admins. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** 'admin' (a moderation decision) or 'suspension' (its owner's account; lifting it restores these). */
    hiddenCause: text('hidden_cause').$type<'admin' | 'suspension'>(),
    createdAt: createdAt(),
    /** When its client last edited, closed or reopened it (a sitemap's lastmod); null: never since created (0035). */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    // search_vector (tsvector, generated, GIN-indexed) is added by migration 0004_posts_search
    // and only read through raw SQL in server/modules/search/client-posts.ts.
  },
  (t) => [
    check(
      'posts_budget_check',
      sql`${t.budgetMinMinor} >= 0 AND ${t.budgetMaxMinor} > ${t.budgetMinMinor} AND ${t.currency} ~ '^[a-z]{3}$'`,
    ),
    index('posts_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('posts_client_id_idx').on(t.clientId, t.createdAt.desc()),
    // The admin's Hidden content list (migration 0026).
    index('posts_hidden_idx')
      .on(t.hiddenAt.desc(), t.id.desc())
      .where(sql`${t.hiddenCause} = 'admin'`),
  ],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('bookmarks_post_id_idx').on(t.postId),
    // The Bookmarked tab lists a user's bookmarks newest first, a page at a time.
    index('bookmarks_user_created_idx').on(t.userId, t.createdAt.desc(), t.postId.desc()),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter').notNull().default(''),
    /** Storage key of the private attachment. */
    attachmentKey: text('attachment_key'),
    isCompleted: boolean('is_completed').notNull().default(false),
    /** pending | shortlisted | declined | hired; see shared APPLICATION_STATUSES. */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('applications_post_user_key').on(t.postId, t.userId),
    index('applications_post_created_idx').on(t.postId, t.createdAt.desc(), t.id.desc()),
    index('applications_user_id_idx').on(t.userId, t.createdAt.desc()),
  ],
);
