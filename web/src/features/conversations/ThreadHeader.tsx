import { useLingui } from '@lingui/react';
import { ArrowLeft, Briefcase, Package } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ConversationDetail, ConversationRelated } from '@shared/schemas/conversations';
import type { User } from '@shared/schemas/users';
import { Avatar } from '@web/ui/Avatar';
import { useMarkConversationRead } from './api';
import { viewOf } from './view';

/**
 * The top of /message/{id}: who the thread is with. While it is open, the thread is
 * read for the viewer, including messages that arrive live. On a phone the related order or job
 * and the `actions` take a second row, so the person's name and the `menu` keep the first.
 */
export function ThreadHeader({
  conversation,
  viewer,
  actions,
  menu,
}: {
  conversation: ConversationDetail;
  viewer: User;
  actions?: ReactNode;
  menu?: ReactNode;
}) {
  const { _ } = useLingui();
  const { other, unread } = viewOf(conversation, viewer);
  const { mutate: markRead } = useMarkConversationRead();
  useEffect(() => {
    if (unread) markRead(conversation.id);
  }, [unread, conversation.id, markRead]);

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 px-4 py-3 sm:flex-nowrap sm:px-6">
      <Link
        to="/messages"
        aria-label={_('messages.thread.all')}
        className="grid size-9 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 lg:hidden"
      >
        <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden />
      </Link>
      <Avatar src={other.avatar} name={other.fullName} />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base font-semibold text-slate-900">
          {other._id ? (
            <Link to={`/profile/${other._id}`} className="hover:text-brand-700 hover:underline">
              {other.fullName}
            </Link>
          ) : (
            other.fullName
          )}
        </h1>
        <p className="truncate text-xs text-slate-500">
          {_(viewer.isClient ? 'messages.inbox.freelancer' : 'messages.inbox.client')}
        </p>
      </div>
      <div className="flex min-w-0 items-center justify-end gap-2 max-sm:order-last max-sm:w-full">
        {conversation.related && <RelatedLink related={conversation.related} />}
        {actions}
      </div>
      {menu}
    </div>
  );
}

/** What the thread is about: the pair's order, else the job the freelancer applied to. */
function RelatedLink({ related }: { related: ConversationRelated }) {
  const { _ } = useLingui();
  const [to, label, Icon] =
    related.kind === 'order'
      ? [`/orders/${related.id}`, 'messages.thread.order', Package]
      : [`/post/${related.id}`, 'messages.thread.job', Briefcase];
  return (
    <Link
      to={to}
      className="me-auto flex min-w-0 items-center gap-1.5 sm:me-0 sm:max-w-xs rounded-lg border border-slate-200 px-2.5 py-1.5 text-xs font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700"
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className="min-w-0 truncate">{_(label, { title: related.title })}</span>
    </Link>
  );
}
