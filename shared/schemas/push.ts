import { z } from 'zod';
import { NOTIFICATION_TYPES } from './notifications';

/** base64url without padding decoding to exactly `bytes` bytes (what browsers send for p256dh and auth). */
const base64url = (bytes: number, message: string) =>
  z
    .string(message)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .refine((v) => {
      const bare = v.replace(/=+$/, '');
      return Math.floor((bare.length * 3) / 4) === bytes;
    }, message);

/** The push service's address: an https URL (the server also lets tests use a loopback http one). */
const endpointField = z.string('Endpoint is required').max(2048, 'Endpoint is too long').url('Endpoint must be a URL');

/** A browser's PushSubscription.toJSON(), as the web app posts it. */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointField,
  // expirationTime comes with toJSON(); the push service's 404/410 is what counts, so it is only accepted.
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 public key (65 bytes) and a 16-byte authentication secret (RFC 8291).
      p256dh: base64url(65, 'p256dh must be a base64url P-256 public key (65 bytes)'),
      auth: base64url(16, 'auth must be a base64url secret of 16 bytes'),
    },
    'Keys are required',
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: endpointField });

export const pushKeySchema = z.object({
  /** The VAPID public key the browser subscribes with (applicationServerKey), base64url. */
  publicKey: z.string(),
});

/** Which kinds of bell notification are not pushed: everything else is. */
export const pushPreferencesSchema = z.object({
  off: z.array(z.enum(NOTIFICATION_TYPES, 'must be a kind of notification')).max(NOTIFICATION_TYPES.length),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** What the push carries: the bell's text and where it opens, nothing else. */
export const pushPayloadSchema = z.object({ title: z.string(), link: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** What each kind of bell notification is called on the push settings, grouped as people think of them. */
export const PUSH_KIND_GROUPS: { label: string; kinds: Record<string, string> }[] = [
  {
    label: 'Jobs and hiring',
    kinds: {
      'application.created': 'Someone applied to my job',
      'application.shortlisted': 'My application was shortlisted',
      'application.declined': 'My application was declined',
      'application.filled': 'A job I applied to was filled',
      'application.completed': 'A job was completed',
      'invitation.received': 'I was invited to a job',
      'invitation.declined': 'An invitation was declined',
      'search.alert': 'A saved search found something new',
    },
  },
  {
    label: 'Offers',
    kinds: {
      'offer.received': 'I received an offer',
      'offer.accepted': 'My offer was accepted',
      'offer.declined': 'My offer was declined',
      'offer.withdrawn': 'An offer was withdrawn',
      'offer.paid': 'An offer was paid',
    },
  },
  {
    label: 'Orders',
    kinds: {
      'order.paid': 'An order was paid',
      'order.requirements': 'Requirements were sent',
      'order.delivered': 'An order was delivered',
      'order.revision': 'A revision was asked for',
      'order.completed': 'An order was completed',
      'order.cancelled': 'An order was cancelled',
      'order.change': 'More time or a cancellation was asked for or answered',
      'order.rated': 'An order was rated',
      'review.created': 'I received a review',
    },
  },
  { label: 'Messages', kinds: { 'message.created': 'New messages' } },
  {
    label: 'Disputes and moderation',
    kinds: {
      'dispute.opened': 'A dispute was opened',
      'dispute.message': 'A dispute has a new message',
      'dispute.proposal': 'A dispute has a new proposal',
      'dispute.escalated': 'A dispute was escalated',
      'dispute.withdrawn': 'A dispute was withdrawn',
      'dispute.resolved': 'A dispute was resolved',
      'report.received': 'My report was received',
      'content.hidden': 'My content was hidden',
      'content.restored': 'My content was restored',
    },
  },
];
