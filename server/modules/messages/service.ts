import { and, desc, eq, sql } from 'drizzle-orm';
import type { PageQuery } from '@shared/schemas/common';
import type { Message, SendMessageInput } from '@shared/schemas/messages';
import { HIDDEN_MESSAGE_TEXT } from '@shared/schemas/moderation';
import { conversations, messages, users, type DeliveryFile } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { publishVia } from '../../platform/events';
import { olderThanCursor, timeKey, splitPage } from '../../platform/keyset';
import { publicUrl } from '../../platform/storage';
import { refuseIfBlocked } from '../blocks';
import { conversationLink, OTHER_LEFT, requireParticipant, messagePreview } from '../conversations';
import { conflict } from '../../platform/errors';
import { said, writeFor } from '../../platform/mail-text';
import { hiddenFields } from '../../platform/visibility';
import { refreshOrCreateNotification } from '../notifications';

type MessageRow = typeof messages.$inferSelect;
type Author = Pick<AuthUser, 'id' | 'fullName' | 'avatarKey'>;

/** Where the conversation's two people download a message's file. */
const fileUrl = (conversationId: string, messageId: string, index: number) =>
  `/api/v1/messages/${conversationId}/${messageId}/files/${index}`;

/**
 * A message as `viewerId` reads it. A hidden message stays in the thread (the conversation keeps
 * its shape): its sender sees it marked hidden with the reason, the other person only a notice.
 */
function toMessage(row: MessageRow, author: Author, viewerId: string): Message {
  if (row.hiddenAt && author.id !== viewerId) {
    return {
      ...toMessage({ ...row, hiddenAt: null, desc: HIDDEN_MESSAGE_TEXT, files: [] }, author, viewerId),
      hidden: true,
    };
  }
  return {
    _id: row.id,
    conversationId: row.conversationId,
    userId: { _id: author.id, fullName: author.fullName, avatar: publicUrl(author.avatarKey) },
    message: row.desc,
    desc: row.desc,
    offerId: row.offerId,
    files: row.files.map((f, i) => ({
      name: f.name,
      type: f.type,
      size: f.size,
      url: fileUrl(row.conversationId, row.id, i),
    })),
    createdAt: row.createdAt.toISOString(),
    ...hiddenFields(row),
  };
}

/** A page of the thread: the newest messages older than the cursor, shown oldest first. */
export async function listMessages(ctx: AppContext, user: AuthUser, conversationId: string, query: PageQuery) {
  await requireParticipant(ctx.db, user, conversationId);
  const rows = await ctx.db
    .select({
      row: messages,
      author: { id: users.id, fullName: users.fullName, avatarKey: users.avatarKey },
      key: timeKey(messages.createdAt),
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(
      and(eq(messages.conversationId, conversationId), olderThanCursor(messages.createdAt, messages.id, query.cursor)),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.key, id: r.row.id }));
  return { items: items.map((r) => toMessage(r.row, r.author, user.id)).reverse(), nextCursor };
}

/**
 * Stores the message, moves the conversation's preview and unread flags, and rings the
 * recipient's bell, all in one transaction; both participants hear of it on commit.
 */
export async function sendMessage(
  ctx: AppContext,
  user: AuthUser,
  input: SendMessageInput,
  files: DeliveryFile[] = [],
): Promise<Message> {
  // A file-only message reads as its first file's name in the inbox.
  const preview = messagePreview(input.desc, files);
  return ctx.db.transaction(async (tx) => {
    const conversation = await requireParticipant(tx, user, input.conversationId, true);
    const fromClient = conversation.clientId === user.id;
    const recipientId = fromClient ? conversation.freelancerId : conversation.clientId;
    if (!recipientId) throw conflict(OTHER_LEFT);
    await refuseIfBlocked(tx, user, recipientId, 'message');
    const [row] = await tx
      .insert(messages)
      .values({ conversationId: conversation.id, userId: user.id, desc: input.desc, files })
      .returning();
    await tx
      .update(conversations)
      .set({ lastMessage: preview, updatedAt: sql`now()`, readByClient: fromClient, readByFreelancer: !fromClient })
      .where(eq(conversations.id, conversation.id));
    await refreshOrCreateNotification(tx, {
      userId: recipientId,
      type: 'message.created',
      text: await writeFor(tx, recipientId, said('mails.message.bell', { name: user.fullName })),
      link: conversationLink(conversation.id),
    });
    for (const userId of [user.id, recipientId]) {
      await publishVia(tx, userId, { type: 'message.created', conversationId: conversation.id, messageId: row!.id });
    }
    return toMessage(row!, user, user.id);
  });
}
