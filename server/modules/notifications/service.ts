import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationType = 'application.created' | 'application.completed' | 'message.created' | 'order.paid' | 'review.created';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  /** What the bell shows, e.g. "Ann applied to your post Logo design". */
  text: string;
  /** The app path the notification opens, e.g. /applications. */
  link: string;
}

/**
 * Stores a notification for a user. Call it with the transaction that makes the
 * change it reports, so both land or neither does.
 */
export async function createNotification(db: Db, input: NewNotification): Promise<void> {
  await db.insert(notifications).values(input);
}
