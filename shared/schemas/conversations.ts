import { z } from 'zod';
import { TWO_UUIDS_PATTERN } from './common';

/**
 * A conversation's id: SPEC.md section 3's key, the freelancer's user id followed by the
 * client's, as one string. Every place that names a conversation uses it.
 */
export const conversationKey = (freelancerId: string, clientId: string) => `${freelancerId}${clientId}`.toLowerCase();

/** The two user ids a key (in either order) is made of. */
export const splitConversationKey = (key: string): [string, string] => [
  key.slice(0, 36).toLowerCase(),
  key.slice(36).toLowerCase(),
];

const keyField = (message: string) =>
  z
    .string(message)
    .regex(TWO_UUIDS_PATTERN, message)
    .transform((v) => v.toLowerCase());

/** PUT /conversations/{id}, GET /conversations/{id}. */
export const conversationIdParam = z.object({
  id: keyField('must be a conversation id (the freelancer’s user id then the client’s)'),
});

/** POST /conversations: `to` is the other user (SPEC.md section 7 conversation start). */
export const startConversationSchema = z.object({ to: z.uuid('must be a valid user id') });

/**
 * GET /conversations/single/{id}: the pair's two user ids. The conversation key answers, and so
 * does SPEC.md's "other user's id followed by the current user's", whichever side asks.
 */
export const pairKeyParam = z.object({ id: keyField('must be two user ids, the other user’s then yours') });

/** A party; `_id` is null (fullName "Deleted user") once they deleted their account. */
export const conversationUserSchema = z.object({
  _id: z.string().nullable(),
  fullName: z.string(),
  avatar: z.string().nullable(),
});
export type ConversationUser = z.infer<typeof conversationUserSchema>;

const conversationFields = {
  /** The conversation key (see conversationKey). */
  id: z.string(),
  /** The newest message, cut to LAST_MESSAGE_PREVIEW characters. */
  lastMessage: z.string().nullable(),
  readByClient: z.boolean(),
  readByFreelancer: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** One conversation with both people as objects: POST /conversations, GET /conversations/single/{id}, PUT. */
export const conversationSchema = z.object({
  ...conversationFields,
  clientId: conversationUserSchema,
  freelancerId: conversationUserSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /conversations items: the ids as text (the original client prints them), the people beside. */
export const conversationListItemSchema = z.object({
  ...conversationFields,
  clientId: z.string(),
  freelancerId: z.string(),
  client: conversationUserSchema,
  freelancer: conversationUserSchema,
});
export type ConversationListItem = z.infer<typeof conversationListItemSchema>;
export const conversationListSchema = z.array(conversationListItemSchema);

/** What a conversation is about, for the thread header: the pair's newest order, else the post the freelancer applied to. */
export const conversationRelatedSchema = z.object({
  kind: z.enum(['order', 'post']),
  id: z.string(),
  title: z.string(),
});
export type ConversationRelated = z.infer<typeof conversationRelatedSchema>;

/** GET /conversations/{id}: the conversation and, when there is one, what it is about. */
export const conversationDetailSchema = conversationSchema.extend({ related: conversationRelatedSchema.nullable() });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;
