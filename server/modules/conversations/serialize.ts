import { LAST_MESSAGE_PREVIEW } from '@shared/constants';
import type { Conversation, ConversationUser } from '@shared/schemas/conversations';
import type { conversations } from '../../db/schema';
import { publicUrl } from '../../platform/storage';

interface PersonRow {
  id: string;
  fullName: string;
  avatarKey: string | null;
}

const toPerson = (p: PersonRow): ConversationUser => ({ _id: p.id, fullName: p.fullName, avatar: publicUrl(p.avatarKey) });

/** lastMessage is stored as this preview: LAST_MESSAGE_PREVIEW characters, counted as the reader sees them. */
export const previewOf = (text: string) => Array.from(text).slice(0, LAST_MESSAGE_PREVIEW).join('');

export function toConversation(r: { row: typeof conversations.$inferSelect; client: PersonRow; freelancer: PersonRow }): Conversation {
  return {
    _id: r.row.id,
    id: r.row.id,
    clientId: toPerson(r.client),
    freelancerId: toPerson(r.freelancer),
    lastMessage: r.row.lastMessage,
    readByClient: r.row.readByClient,
    readByFreelancer: r.row.readByFreelancer,
    createdAt: r.row.createdAt.toISOString(),
    updatedAt: r.row.updatedAt.toISOString(),
  };
}
