import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/**
 * A person's saved search (jobs, gigs or freelancers) with its filters and alert. `anchors`,
 * `required` and `category` index it for alerts: a new post looks up only the searches one of
 * whose words (stemmed, as the search reads them) begins one of its own words, keeps those all
 * of whose plain words do, or, for a search with no words, looks them up by category; never
 * every saved search (server/modules/search/saved-match.ts).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'jobs' | 'gigs' | 'freelancers'>().notNull(),
    name: text('name').notNull(),
    query: text('query').notNull().default(''),
    filters: jsonb('filters').$type<Record<string, string | number>>().notNull().default({}),
    alert: text('alert').$type<'off' | 'instant' | 'daily'>().notNull().default('off'),
    anchors: text('anchors').array().notNull().default([]),
    required: text('required').array().notNull().default([]),
    category: text('category'),
    /** Its words found nothing when saved, so it listed close ones: those words (migration 0047). */
    typoText: text('typo_text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // GIN on anchors and the wordless searches by category: in the migration (partial, alerts only).
  ],
);

/**
 * One alert per person and matched post or gig, however many of their searches matched it:
 * `instant` rang the bell when made; `daily` waits for the next digest (digested_at).
 */
export const searchAlerts = pgTable(
  'search_alerts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<'post' | 'gig'>().notNull(),
    targetId: uuid('target_id').notNull(),
    searchName: text('search_name').notNull(),
    mode: text('mode').$type<'instant' | 'daily'>().notNull(),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('search_alerts_user_target_key').on(t.userId, t.targetType, t.targetId),
    index('search_alerts_pending_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.mode} = 'daily' AND ${t.digestedAt} IS NULL`),
  ],
);

/** When each person's last digest mail went out: one a day at most. */
export const searchDigests = pgTable(
  'search_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
