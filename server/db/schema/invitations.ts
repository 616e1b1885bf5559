import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';
import { posts } from './posts';

/** A client's invitation of a freelancer to one of their open posts: one per post and freelancer. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** pending | declined (by the freelancer); see shared INVITATION_STATUSES. */
    status: text('status').$type<'pending' | 'declined'>().notNull().default('pending'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_post_freelancer_key').on(t.postId, t.freelancerId),
    // The post's Invited list, and the client's 50-a-day count.
    index('invitations_post_created_idx').on(t.postId, t.createdAt.desc(), t.id.desc()),
    index('invitations_client_created_idx').on(t.clientId, t.createdAt.desc()),
    index('invitations_freelancer_created_idx').on(t.freelancerId, t.createdAt.desc(), t.id.desc()),
  ],
);
