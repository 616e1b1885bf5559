import { z } from 'zod';
import { conversationIdParam } from './conversations';
import { ownerHiddenFields } from './moderation';

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

/** At most this many files ride on one message; each at most UPLOAD_MAX_MB. */
export const MESSAGE_MAX_FILES = 4;
/** What a message may carry, by magic bytes: images and PDF. */
export const MESSAGE_FILE_TYPES = ['png', 'jpg', 'webp', 'gif', 'pdf'] as const;
export const MESSAGE_FILE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,application/pdf';
/** Said, as a whole sentence, about a file of another type (by the server under `files`, and by the composer on picking it). */
export const MESSAGE_FILE_REFUSAL = 'Only PNG, JPEG, WebP or GIF images and PDF files can be sent.';

/**
 * POST /messages/{conversationId} (multipart): the text and up to MESSAGE_MAX_FILES files under
 * `files`. The text may be empty when a file is sent; the service checks that one of them is there.
 */
export const sendWithFilesFieldsSchema = z.object({
  desc: z
    .string()
    .trim()
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`)
    .default(''),
});

/** GET /messages/{conversationId}/{messageId}/files/{index}. */
export const messageFileParams = z.object({
  conversationId,
  messageId: z.uuid('must be a message id'),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MESSAGE_MAX_FILES - 1),
});

export const messageFileSchema = z.object({
  name: z.string(),
  /** The detected type's MIME: image/* shows as a thumbnail, application/pdf as a link. */
  type: z.string(),
  size: z.number(),
  /** Where the two people download it; anyone else is answered 404. */
  url: z.string(),
});

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
  /** Files sent with the message (empty for the original client's JSON send). */
  files: z.array(messageFileSchema),
  createdAt: z.string(),
  // Hidden by Workify: the sender reads it with the reason; the other person reads only a notice.
  ...ownerHiddenFields,
});
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = z.array(messageSchema);
