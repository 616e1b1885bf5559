import { z } from 'zod';

export const NOTIFICATION_TYPES = [
  'application.created',
  'application.completed',
  'message.created',
  'order.paid',
  'review.created',
  'order.requirements',
  'order.delivered',
  'order.revision',
  'order.completed',
  'order.cancelled',
  'order.change',
  'order.rated',
  // Hiring from a job post (issue 21).
  'application.shortlisted',
  'application.declined',
  'application.filled',
  'offer.received',
  'offer.accepted',
  'offer.declined',
  'offer.withdrawn',
  'offer.paid',
  // The resolution center (issue 23); each links to /disputes/{id}.
  'dispute.opened',
  'dispute.message',
  'dispute.proposal',
  'dispute.escalated',
  'dispute.withdrawn',
  'dispute.resolved',
  // Moderation (issue 23): a report's receipt, and the owner's statement of reasons.
  'report.received',
  'content.hidden',
  'content.restored',
  // Bringing people back (issue 35): invitations to a job, and saved searches' instant alerts.
  'invitation.received',
  'invitation.declined',
  'search.alert',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  text: z.string(),
  /** The app path the notification opens. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
