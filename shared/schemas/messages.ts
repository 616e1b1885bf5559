import { z } from 'zod';
import { conversationIdParam } from './conversations';

export const MESSAGE_MAX_LENGTH = 5000;

const conversationId = conversationIdParam.shape.id;

export const sendMessageSchema = z.object({
  conversationId,
  desc: z
    .string('Message is required')
    .trim()
    .min(1, 'Message is required')
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const messagesParam = z.object({ conversationId });

/** A message as GET /messages/{conversationId} and POST /messages answer it (SPEC.md section 3). */
export const messageSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  userId: z.object({ _id: z.string(), fullName: z.string(), avatar: z.string().nullable() }),
  /** The text; `desc` carries the same, as it was sent. */
  message: z.string(),
  desc: z.string(),
  /** An offer made in the conversation: the thread shows it as a card (issue 21). */
  offerId: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = z.array(messageSchema);
