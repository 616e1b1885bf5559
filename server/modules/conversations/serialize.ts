import { LAST_MESSAGE_PREVIEW } from '@shared/constants';
import {
  splitConversationKey,
  type Conversation,
  type ConversationListItem,
  type ConversationUser,
} from '@shared/schemas/conversations';
import { DELETED_USER } from '@shared/schemas/payouts';
import type { conversations } from '../../db/schema';
import { publicUrl } from '../../platform/storage';

/** A party of the conversation; null (the left join finds nobody) once they deleted their account. */
type PersonRow = { id: string | null; fullName: string | null; avatarKey: string | null } | null;

interface JoinedRow {
  row: typeof conversations.$inferSelect;
  client: PersonRow;
  freelancer: PersonRow;
}

const toPerson = (p: PersonRow): ConversationUser =>
  p?.id
    ? { _id: p.id, fullName: p.fullName ?? '', avatar: publicUrl(p.avatarKey) }
    : { _id: null, fullName: DELETED_USER, avatar: null };

/** lastMessage is stored as this preview: LAST_MESSAGE_PREVIEW characters, counted as the reader sees them. */
export const previewOf = (text: string) => Array.from(text).slice(0, LAST_MESSAGE_PREVIEW).join('');

/** A message's preview: its text, or for a file-only message its first file's name. */
export const messagePreview = (desc: string, files: { name: string }[]) =>
  previewOf(desc.trim() || `📎 ${files[0]?.name ?? ''}`);

const common = (r: JoinedRow) => ({
  id: r.row.id,
  lastMessage: r.row.lastMessage,
  readByClient: r.row.readByClient,
  readByFreelancer: r.row.readByFreelancer,
  createdAt: r.row.createdAt.toISOString(),
  updatedAt: r.row.updatedAt.toISOString(),
});

/** A single conversation: the people as objects (SPEC.md section 3). */
export const toConversation = (r: JoinedRow): Conversation => ({
  ...common(r),
  clientId: toPerson(r.client),
  freelancerId: toPerson(r.freelancer),
});

/** A list item: the ids as text, the people beside them. */
export const toConversationListItem = (r: JoinedRow): ConversationListItem => ({
  ...common(r),
  // The pair key names both (freelancer then client), also once one deleted their account.
  clientId: splitConversationKey(r.row.id)[1],
  freelancerId: splitConversationKey(r.row.id)[0],
  client: toPerson(r.client),
  freelancer: toPerson(r.freelancer),
});
