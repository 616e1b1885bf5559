import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MilestoneTerms } from '@shared/schemas/milestones';
import { createdAt, currency, id, priceMinor, updatedAt } from './columns';
import { conversations } from './conversations';
import { gigs } from './gigs';
import { orders } from './orders';
import { applications, posts } from './posts';
import { users } from './users';

/**
 * A fixed-price contract proposed between one client and one freelancer (issue 21): from an
 * application on the client's post, or inside their conversation. The client always pays.
 */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    /** Either party goes null when they delete their account: the other keeps the offer (migration 0030). */
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    freelancerId: uuid('freelancer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client or the freelancer: who made it, and so who answers it. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references((): AnyPgColumn => applications.id, { onDelete: 'set null' }),
    postId: uuid('post_id').references((): AnyPgColumn => posts.id, { onDelete: 'set null' }),
    conversationId: text('conversation_id').references((): AnyPgColumn => conversations.id, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    /** The freelancer's gig a custom offer started from. */
    gigId: uuid('gig_id').references((): AnyPgColumn => gigs.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Minor units of `currency`, as a gig's price. */
    priceMinor: priceMinor(),
    currency: currency(),
    deliveryDays: integer('delivery_days').notNull(),
    revisions: integer('revisions').notNull(),
    /** Issue 34: a contract's milestones (their sum is the price); [] for a one-price offer. */
    milestones: jsonb('milestones').$type<MilestoneTerms[]>().notNull().default([]),
    /** pending | accepted | ordered | declined | withdrawn | expired (see shared OFFER_STATUSES). */
    status: text('status').notNull().default('pending'),
    declineReason: text('decline_reason'),
    /** A pending offer past this reads as expired (evaluated on read and on every action). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'offers_status_check',
      sql`${t.status} IN ('pending', 'accepted', 'ordered', 'declined', 'withdrawn', 'expired')`,
    ),
    check('offers_price_check', sql`${t.priceMinor} > 0 AND ${t.currency} ~ '^[a-z]{3}$'`),
    check('offers_sender_check', sql`${t.senderId} = ${t.clientId} OR ${t.senderId} = ${t.freelancerId}`),
    index('offers_client_idx').on(t.clientId, t.createdAt.desc(), t.id.desc()),
    index('offers_freelancer_idx').on(t.freelancerId, t.createdAt.desc(), t.id.desc()),
    index('offers_application_idx').on(t.applicationId),
    index('offers_conversation_idx').on(t.conversationId),
    index('offers_post_idx').on(t.postId),
  ],
);
