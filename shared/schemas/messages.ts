import { z } from 'zod';

export const MESSAGE_MAX_LENGTH = 5000;

export const sendMessageSchema = z.object({
  conversationId: z.uuid('must be a valid conversation id'),
  desc: z
    .string('Message is required')
    .trim()
    .min(1, 'Message is required')
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const conversationIdParam = z.object({ conversationId: z.uuid('must be a valid conversation id') });

export interface Message {
  _id: string;
  conversationId: string;
  userId: { _id: string; fullName: string; avatar: string | null };
  desc: string;
  createdAt: string;
}
