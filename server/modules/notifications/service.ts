import { and, desc, eq, sql } from 'drizzle-orm';
import type { Notification, NotificationType } from '@shared/schemas/notifications';
import type { PageQuery } from '@shared/schemas/common';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { EVENTS_CHANNEL, publishVia } from '../../platform/events';
import { olderThanCursor, timeKey, splitPage } from '../../platform/keyset';

export type { NotificationType };

export interface NewNotification {
  userId: string;
  type: NotificationType;
  /** What the bell shows, e.g. "Ann applied to your post Logo design". */
  text: string;
  /** The app path the notification opens, e.g. /applications. */
  link: string;
}

/**
 * Stores a notification for a user and rings their bell. Call it with the transaction
 * that makes the change it reports, so both land or neither does; the live event goes
 * out through the same transaction, so it is only delivered on commit.
 */
export async function createNotification(db: Db, input: NewNotification): Promise<void> {
  const [row] = await db.insert(notifications).values(input).returning({ id: notifications.id });
  await publishVia(db, input.userId, { type: 'notification.created', notificationId: row!.id });
}

/**
 * createNotification for many people at once (a new post meeting many saved searches): one
 * statement stores every notification and its live event and rings each bell, in the caller's
 * transaction like createNotification, so the work does not grow by a round trip per person.
 */
export async function createNotifications(db: Db, inputs: NewNotification[]): Promise<void> {
  if (!inputs.length) return;
  const column = (pick: (n: NewNotification) => string) =>
    sql`array[${sql.join(
      inputs.map((n) => sql`${pick(n)}`),
      sql`, `,
    )}]`;
  await db.execute(sql`
    WITH made AS (
      INSERT INTO notifications (user_id, type, text, link)
      SELECT * FROM unnest(${column((n) => n.userId)}::uuid[], ${column((n) => n.type)}::text[], ${column((n) => n.text)}::text[], ${column((n) => n.link)}::text[])
      RETURNING id, user_id
    ), stored AS (
      INSERT INTO live_events (user_id, payload)
      SELECT user_id, json_build_object('type', 'notification.created', 'notificationId', id)::jsonb FROM made
      RETURNING id, user_id, payload
    )
    SELECT pg_notify(${EVENTS_CHANNEL}, json_build_object('u', user_id, 'i', id, 'e', payload)::text) FROM stored`);
}

/**
 * Like createNotification, but refreshes the user's unread notification with the same
 * type and link when there is one, so a busy thread shows once in the bell, not per message.
 */
export async function refreshOrCreateNotification(db: Db, input: NewNotification): Promise<void> {
  const [bumped] = await db
    .update(notifications)
    .set({ text: input.text, createdAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, input.userId),
        eq(notifications.read, false),
        eq(notifications.type, input.type),
        eq(notifications.link, input.link),
      ),
    )
    .returning({ id: notifications.id });
  if (!bumped) return createNotification(db, input);
  await publishVia(db, input.userId, { type: 'notification.created', notificationId: bumped.id });
}

/** Marks read the user's notifications that open `link` (the thread they just read); returns how many. */
export async function markReadByLink(db: Db, userId: string, link: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false), eq(notifications.link, link)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The user's notification by id (what a push carries), or null when it is gone or someone else's. */
export async function findNotification(
  db: Db,
  userId: string,
  id: string,
): Promise<Pick<Notification, 'type' | 'text' | 'link'> | null> {
  const [row] = await db
    .select({ type: notifications.type, text: notifications.text, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ? { ...row, type: row.type as NotificationType } : null;
}

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    _id: row.id,
    type: row.type as NotificationType,
    text: row.text,
    link: row.link,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listNotifications(ctx: AppContext, user: AuthUser, query: PageQuery) {
  const rows = await ctx.db
    .select({ row: notifications, key: timeKey(notifications.createdAt) })
    .from(notifications)
    .where(
      and(eq(notifications.userId, user.id), olderThanCursor(notifications.createdAt, notifications.id, query.cursor)),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.key, id: r.row.id }));
  return { items: items.map((r) => toNotification(r.row)), nextCursor };
}

export async function countUnreadNotifications(ctx: AppContext, user: AuthUser): Promise<number> {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.read, false)));
  return row?.count ?? 0;
}

export async function markNotificationRead(ctx: AppContext, user: AuthUser, id: string): Promise<Notification> {
  return ctx.db.transaction(async (tx) => {
    // Someone else's notification answers like a missing one: its id says nothing to this user.
    const [row] = await tx
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)))
      .returning();
    if (!row) throw notFound('Notification');
    await publishVia(tx, user.id, { type: 'notification.read' });
    return toNotification(row);
  });
}

export async function markAllNotificationsRead(ctx: AppContext, user: AuthUser): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, user.id), eq(notifications.read, false)))
      .returning({ id: notifications.id });
    if (rows.length) await publishVia(tx, user.id, { type: 'notification.read' });
    return rows.length;
  });
}
