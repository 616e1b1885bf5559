import { LAST_MESSAGE_PREVIEW } from '@shared/constants';
import type { Conversation, ConversationListItem, ConversationUser } from '@shared/schemas/conversations';
import type { conversations } from '../../db/schema';
import { publicUrl } from '../../platform/storage';

interface PersonRow {
  id: string;
  fullName: string;
  avatarKey: string | null;
}

interface JoinedRow {
  row: typeof conversations.$inferSelect;
  client: PersonRow;
  freelancer: PersonRow;
}

const toPerson = (p: PersonRow): ConversationUser => ({ _id: p.id, fullName: p.fullName, avatar: publicUrl(p.avatarKey) });

/** lastMessage is stored as this preview: LAST_MESSAGE_PREVIEW characters, counted as the reader sees them. */
export const previewOf = (text: string) => Array.from(text).slice(0, LAST_MESSAGE_PREVIEW).join('');

/** A message's preview: its text, or for a file-only message its first file's name. */
export const messagePreview = (desc: string, files: { name: string }[]) => previewOf(desc.trim() || `📎 ${files[0]?.name ?? ''}`);

const common = (r: JoinedRow) => ({
  id: r.row.id,
  lastMessage: r.row.lastMessage,
  readByClient: r.row.readByClient,
  readByFreelancer: r.row.readByFreelancer,
  createdAt: r.row.createdAt.toISOString(),
  updatedAt: r.row.updatedAt.toISOString(),
});

/** A single conversation: the people as objects (SPEC.md section 3). */
export const toConversation = (r: JoinedRow): Conversation => ({ ...common(r), clientId: toPerson(r.client), freelancerId: toPerson(r.freelancer) });

/** A list item: the ids as text, the people beside them. */
export const toConversationListItem = (r: JoinedRow): ConversationListItem => ({
  ...common(r),
  clientId: r.client.id,
  freelancerId: r.freelancer.id,
  client: toPerson(r.client),
  freelancer: toPerson(r.freelancer),
});
