import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GigExtra, StoredGigPackage } from '@shared/schemas/gig-packages';
import type { GigQuestion } from '@shared/schemas/gig-questions';
import { createdAt, currency, id, priceMinor } from './columns';
import { users } from './users';

export const gigs = pgTable(
  'gigs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    desc: text('desc').notNull(),
    /** Storage key of the cover image. */
    coverKey: text('cover_key').notNull(),
    imageKeys: text('image_keys').array().notNull().default([]),
    shortTitle: text('short_title').notNull(),
    shortDesc: text('short_desc').notNull(),
    /** Basic's price: minor units of `currency` (SPEC's whole-unit price is derived). */
    priceMinor: priceMinor(),
    currency: currency(),
    deliveryTime: integer('delivery_time').notNull(),
    revisionNumber: integer('revision_number').notNull(),
    features: text('features').array().notNull().default([]),
    /** Issue 34: the packages the seller wrote (Basic's price, days, revisions and features are also the columns above); [] = Basic only. */
    packages: jsonb('packages').$type<StoredGigPackage[]>().notNull().default([]),
    /** Up to 5 paid extras, each with its id (orders name them). */
    extras: jsonb('extras').$type<GigExtra[]>().notNull().default([]),
    /** Up to 10 requirement questions, each with its id. */
    questions: jsonb('questions').$type<GigQuestion[]>().notNull().default([]),
    sales: integer('sales').notNull().default(0),
    totalStars: integer('total_stars').notNull().default(0),
    starNumber: integer('star_number').notNull().default(0),
    /** Set while the seller has paused the gig: out of lists and search, not for sale, page kept. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Visits of the gig's page by anyone but its seller. */
    views: integer('views').notNull().default(0),
    /** Set while hidden by moderation: seen only by its owner (with the reason) and admins. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** 'admin' (a moderation decision) or 'suspension' (its owner's account; lifting it restores these). */
    hiddenCause: text('hidden_cause').$type<'admin' | 'suspension'>(),
    createdAt: createdAt(),
    /** When its seller last edited, paused or resumed it (a sitemap's lastmod); null: never since created (0035). */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('gigs_user_id_idx').on(t.userId, t.createdAt.desc()),
    index('gigs_category_sales_idx').on(t.category, t.sales.desc(), t.id.desc()),
    index('gigs_category_created_idx').on(t.category, t.createdAt.desc(), t.id.desc()),
    index('gigs_sales_idx').on(t.sales.desc(), t.id.desc()),
    index('gigs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // Migration 0020 also indexes the search documents, the title's trigrams and the rating key (expressions).
    index('gigs_price_idx').on(t.priceMinor, t.id),
    // Migration 0042 (remade by 0056): a listed gig of this seller in a price range (freelancer filters).
    index('gigs_listed_seller_price_idx')
      .on(t.userId, t.priceMinor)
      .where(sql`${t.pausedAt} IS NULL AND ${t.hiddenAt} IS NULL`),
    check('gigs_price_check', sql`${t.priceMinor} > 0 AND ${t.currency} ~ '^[a-z]{3}$'`),
    // The admin's Hidden content list (migration 0026).
    index('gigs_hidden_idx')
      .on(t.hiddenAt.desc(), t.id.desc())
      .where(sql`${t.hiddenCause} = 'admin'`),
  ],
);
