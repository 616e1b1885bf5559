import type { Conversation, ConversationListItem, ConversationUser } from '@shared/schemas/conversations';
import type { User } from '@shared/schemas/users';

/**
 * The viewer's side of a conversation decides who "the other person" is and which read flag is
 * theirs. A single conversation names the people in clientId/freelancerId, a list item beside them.
 */
export function viewOf(conversation: Conversation | ConversationListItem, viewer: User): { other: ConversationUser; unread: boolean } {
  const [client, freelancer] = 'client' in conversation ? [conversation.client, conversation.freelancer] : [conversation.clientId, conversation.freelancerId];
  return viewer.isClient ? { other: freelancer, unread: !conversation.readByClient } : { other: client, unread: !conversation.readByFreelancer };
}
