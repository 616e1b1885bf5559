import type { Conversation, ConversationUser } from '@shared/schemas/conversations';
import type { User } from '@shared/schemas/users';

/** The viewer's side of a conversation decides who "the other person" is and which read flag is theirs. */
export function viewOf(conversation: Conversation, viewer: User): { other: ConversationUser; unread: boolean } {
  return viewer.isClient
    ? { other: conversation.freelancerId, unread: !conversation.readByClient }
    : { other: conversation.clientId, unread: !conversation.readByFreelancer };
}
