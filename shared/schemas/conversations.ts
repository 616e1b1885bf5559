import { z } from 'zod';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** POST /conversations: `to` is the other user (SPEC.md section 7 conversation start). */
export const startConversationSchema = z.object({ to: z.uuid('must be a valid user id') });
export type StartConversationInput = z.infer<typeof startConversationSchema>;

/** GET /conversations/single/{id}: the other user's id followed by the current user's id. */
export const pairKeyParam = z.object({
  id: z.string().regex(new RegExp(`^${UUID}${UUID}$`, 'i'), 'must be two user ids, the other user\u2019s then yours'),
});

export interface ConversationUser {
  _id: string;
  fullName: string;
  avatar: string | null;
}

export interface Conversation {
  _id: string;
  /** SPEC.md names the conversation's key `id`; `_id` is the same value, as on every entity. */
  id: string;
  clientId: ConversationUser;
  freelancerId: ConversationUser;
  /** The newest message, cut to LAST_MESSAGE_PREVIEW characters. */
  lastMessage: string | null;
  readByClient: boolean;
  readByFreelancer: boolean;
  createdAt: string;
  updatedAt: string;
}
