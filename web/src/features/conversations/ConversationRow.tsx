import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { ConversationListItem } from '@shared/schemas/conversations';
import type { User } from '@shared/schemas/users';
import { dateTimeOf, shortTime } from '@web/lib/dates';
import { Avatar } from '@web/ui/Avatar';
import { Button } from '@web/ui/Button';
import { cn } from '@web/ui/cn';
import { viewOf } from './view';

interface Props {
  conversation: ConversationListItem;
  viewer: User;
  onMarkRead: (id: string) => void;
  marking: boolean;
}

/** One row of /messages, highlighted while unread for the viewer's role. */
export function ConversationRow({ conversation, viewer, onMarkRead, marking }: Props) {
  const { _ } = useLingui();
  const { other, unread } = viewOf(conversation, viewer);
  const href = `/message/${conversation.id}`;
  const preview = conversation.lastMessage ?? _('messages.inbox.noMessages');
  return (
    <tr className={cn('border-t border-slate-200', unread ? 'bg-brand-50' : 'bg-white')}>
      <td className="py-3 ps-4 pe-3 align-top sm:ps-6">
        <Link to={href} className="flex min-w-0 items-center gap-3 rounded-lg">
          <Avatar src={other.avatar} name={other.fullName} />
          <span className="min-w-0">
            <span className={cn('block truncate text-sm text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
              {other.fullName}
            </span>
            {unread && <span className="text-xs font-medium text-brand-700">{_('messages.inbox.unread')}</span>}
            <span dir="auto" className="block truncate text-sm text-slate-500 sm:hidden">
              {preview}
            </span>
            <time dateTime={conversation.updatedAt} className="block text-xs text-slate-500 md:hidden">
              {shortTime(conversation.updatedAt)}
            </time>
          </span>
        </Link>
      </td>
      <td className="hidden max-w-0 px-3 py-3 align-middle sm:table-cell sm:w-1/2">
        <Link
          to={href}
          dir="auto"
          className={cn(
            'block truncate text-sm hover:text-brand-700',
            unread ? 'font-medium text-slate-900' : 'text-slate-600',
            !conversation.lastMessage && 'italic',
          )}
        >
          {preview}
        </Link>
      </td>
      <td className="hidden px-3 py-3 align-middle text-sm whitespace-nowrap text-slate-500 md:table-cell">
        <time dateTime={conversation.updatedAt} title={dateTimeOf(conversation.updatedAt)}>
          {shortTime(conversation.updatedAt)}
        </time>
      </td>
      {/* A phone has one "Mark all as read" above the list instead of a button on every row. */}
      <td className="hidden py-3 ps-3 pe-4 text-end align-middle sm:table-cell sm:pe-6">
        {unread && (
          <Button size="sm" variant="secondary" onClick={() => onMarkRead(conversation.id)} disabled={marking}>
            {_('messages.inbox.markRead')}
          </Button>
        )}
      </td>
    </tr>
  );
}
