/**
 * What GET /events streams to a signed-in user. Events carry ids only: the browser
 * refetches what changed, so no private text travels through Postgres NOTIFY.
 */
export type LiveEvent =
  | { type: 'message.created'; conversationId: string; messageId: string }
  | { type: 'conversation.read'; conversationId: string }
  | { type: 'notification.created'; notificationId: string }
  | { type: 'notification.read' }
  /** An offer changed state: both parties refetch it (the card in their thread updates). */
  | { type: 'offer.updated'; offerId: string; conversationId: string | null };
