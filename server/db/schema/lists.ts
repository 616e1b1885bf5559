import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';
import { gigs } from './gigs';

/** A person's named list of saved gigs and freelancers ("Logo ideas"); private to its owner. */
export const lists = pgTable(
  'lists',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lists_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc())],
);

/** One saved gig or freelancer in a list: exactly one of the two ids, each at most once per list. */
export const listItems = pgTable(
  'list_items',
  {
    id: id(),
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    gigId: uuid('gig_id').references(() => gigs.id, { onDelete: 'cascade' }),
    freelancerId: uuid('freelancer_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('list_items_one_target', sql`(${t.gigId} IS NULL) <> (${t.freelancerId} IS NULL)`),
    uniqueIndex('list_items_list_gig_key').on(t.listId, t.gigId),
    uniqueIndex('list_items_list_freelancer_key').on(t.listId, t.freelancerId),
    index('list_items_list_created_idx').on(t.listId, t.createdAt.desc(), t.id.desc()),
    // A deleted gig or account cascades through these.
    index('list_items_gig_idx').on(t.gigId),
    index('list_items_freelancer_idx').on(t.freelancerId),
  ],
);
