import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType } from './notifications';

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

/**
 * The push settings' kinds of bell notification, grouped as people think of them. Each group
 * and kind is named in the catalog (push.group.<group>, push.kind.<kind>: shared/i18n/messages/<locale>/push.json).
 */
export const PUSH_KIND_GROUPS = [
  {
    group: 'jobs',
    kinds: [
      'application.created',
      'application.shortlisted',
      'application.declined',
      'application.filled',
      'application.completed',
      'invitation.received',
      'invitation.declined',
      'search.alert',
    ],
  },
  { group: 'offers', kinds: ['offer.received', 'offer.accepted', 'offer.declined', 'offer.withdrawn', 'offer.paid'] },
  {
    group: 'orders',
    kinds: [
      'order.paid',
      'order.requirements',
      'order.delivered',
      'order.revision',
      'order.completed',
      'order.cancelled',
      'order.change',
      'order.rated',
      'review.created',
    ],
  },
  { group: 'messages', kinds: ['message.created'] },
  {
    group: 'disputes',
    kinds: [
      'dispute.opened',
      'dispute.message',
      'dispute.proposal',
      'dispute.escalated',
      'dispute.withdrawn',
      'dispute.resolved',
      'report.received',
      'content.hidden',
      'content.restored',
    ],
  },
] as const satisfies readonly { group: string; kinds: readonly NotificationType[] }[];
