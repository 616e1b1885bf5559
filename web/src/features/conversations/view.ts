import type { Conversation, ConversationListItem, ConversationUser } from '@shared/schemas/conversations';
import type { User } from '@shared/schemas/users';

/**
 * The viewer's side of a conversation decides who "the other person" is and which read flag is
 * theirs. A single conversation names the people in clientId/freelancerId, a list item beside them.
 */
export function viewOf(
  conversation: Conversation | ConversationListItem,
  viewer: User,
): { other: ConversationUser; unread: boolean } {
  const [client, freelancer] =
    'client' in conversation
      ? [conversation.client, conversation.freelancer]
      : [conversation.clientId, conversation.freelancerId];
  return viewer.isClient
    ? { other: freelancer, unread: !conversation.readByClient }
    : { other: client, unread: !conversation.readByFreelancer };
}

/**
 * Inbox search: the other person's name or the last message contains every word typed, any case.
 * It runs in the browser over the pages already loaded (20 at a time, Load more for older ones):
 * an inbox is one person's few conversations, so this is bounded by what is on screen and needs
 * no server search; older conversations join the search as they are loaded.
 */
export function matchesSearch(conversation: ConversationListItem, viewer: User, query: string): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${viewOf(conversation, viewer).other.fullName} ${conversation.lastMessage ?? ''}`.toLocaleLowerCase();
  return words.every((w) => text.includes(w));
}
