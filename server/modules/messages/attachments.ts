import type { FastifyRequest } from 'fastify';
import { and, eq, or } from 'drizzle-orm';
import {
  MESSAGE_FILE_REFUSAL,
  MESSAGE_FILE_TYPES,
  MESSAGE_MAX_FILES,
  sendWithFilesFieldsSchema,
  type Message,
} from '@shared/schemas/messages';
import { conversations, messages } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { readTextWithFiles, type TextWithFiles } from '../../platform/uploads';
import { sendMessage } from './service';

/**
 * Reads a multipart send (text + up to MESSAGE_MAX_FILES files, each at most UPLOAD_MAX_MB, which
 * the multipart plugin answers 413) and checks every file's magic bytes before anything is
 * stored: an image or a PDF, else 415. Nothing is written until the whole body passed.
 */
export async function readMessageUpload(
  request: FastifyRequest,
): Promise<{ desc: string; uploads: TextWithFiles['uploads'] }> {
  if (!request.isMultipart()) throw badRequest('Send the message as multipart/form-data');
  const { text, uploads } = await readTextWithFiles(request, {
    field: 'desc',
    schema: sendWithFilesFieldsSchema,
    maxFiles: MESSAGE_MAX_FILES,
    types: MESSAGE_FILE_TYPES,
    refusal: `files: ${MESSAGE_FILE_REFUSAL}`,
    folder: 'private/messages',
  });
  return { desc: text, uploads };
}

/**
 * A message's file, for the conversation's two people only; anyone else hears "not found", as if
 * it did not exist. A hidden message's files are its sender's only.
 */
export async function messageFile(
  ctx: AppContext,
  user: AuthUser,
  conversationId: string,
  messageId: string,
  index: number,
) {
  const [row] = await ctx.db
    .select({ files: messages.files, authorId: messages.userId, hiddenAt: messages.hiddenAt })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.conversationId, conversationId),
        or(eq(conversations.clientId, user.id), eq(conversations.freelancerId, user.id)),
      ),
    );
  const file = row && (row.hiddenAt === null || row.authorId === user.id) ? row.files[index] : undefined;
  if (!file) throw notFound('File');
  const stored = await ctx.storage.get(file.key);
  if (!stored) throw notFound('File');
  return { ...stored, file };
}

/** Stores the checked files, then writes the message; the files are removed again if the message could not be written (403, 404). */
export async function sendWithFiles(
  ctx: AppContext,
  user: AuthUser,
  conversationId: string,
  upload: Awaited<ReturnType<typeof readMessageUpload>>,
): Promise<Message> {
  const stored: string[] = [];
  try {
    for (const u of upload.uploads) {
      await ctx.storage.put(u.file.key, u.data);
      stored.push(u.file.key);
    }
    return await sendMessage(
      ctx,
      user,
      { conversationId, desc: upload.desc },
      upload.uploads.map((u) => u.file),
    );
  } catch (err) {
    await Promise.all(stored.map((key) => ctx.storage.delete(key).catch(() => undefined)));
    throw err;
  }
}
