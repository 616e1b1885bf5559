export const NOTIFICATION_TYPES = ['application.created', 'application.completed', 'message.created', 'order.paid', 'review.created', 'order.requirements', 'order.delivered', 'order.revision', 'order.completed', 'order.cancelled', 'order.rated',
  // Hiring from a job post (issue 21).
  'application.shortlisted', 'application.declined', 'application.filled', 'offer.received', 'offer.accepted', 'offer.declined', 'offer.withdrawn', 'offer.paid'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface Notification {
  _id: string;
  type: NotificationType;
  text: string;
  /** The app path the notification opens. */
  link: string;
  read: boolean;
  createdAt: string;
}

/** GET /notifications/unread-count and GET /conversations/unread-count. */
export interface UnreadCount {
  count: number;
}
