import { useLingui } from '@lingui/react';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge } from '@web/ui/CountBadge';
import { useUnreadConversations } from './api';

/**
 * The header's way to /messages, with the number of conversations waiting to be read.
 * Named Inbox so it is not confused with the avatar menu's Messages link.
 */
export function MessagesLink() {
  const { _ } = useLingui();
  const { data: unread = 0 } = useUnreadConversations();
  return (
    <Link
      to="/messages"
      aria-label={unread ? _('messages.inbox.linkUnread', { count: unread }) : _('messages.inbox.link')}
      title={_('messages.inbox.link')}
      className="relative grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      <MessageSquare className="size-5" aria-hidden />
      <CountBadge count={unread} />
    </Link>
  );
}
