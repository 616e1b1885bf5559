import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

export const projects = pgTable(
  'projects',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    projectUrl: text('project_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('projects_user_id_idx').on(t.userId, t.createdAt)],
);
