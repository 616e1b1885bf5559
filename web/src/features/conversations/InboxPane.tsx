import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { User } from '@shared/schemas/users';
import { shortTime } from '@web/lib/dates';
import { Avatar } from '@web/ui/Avatar';
import { cn } from '@web/ui/cn';
import { ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { useConversations } from './api';
import { InboxSearch } from './InboxSearch';
import { matchesSearch, viewOf } from './view';

/**
 * The left column of the split pane (from 1024 px): the conversations as a compact list with
 * search, the open one marked. Phones keep the /messages table, then the thread as its own page.
 */
export function InboxPane({ viewer, activeId }: { viewer: User; activeId?: string }) {
  const { _ } = useLingui();
  const list = useConversations();
  const [query, setQuery] = useState('');
  const all = list.data?.pages.flatMap((p) => p.items) ?? [];
  const shown = all.filter((c) => matchesSearch(c, viewer, query));

  return (
    <nav aria-label={_('messages.inbox.conversations')} className="flex min-h-0 flex-col border-e border-slate-200">
      <div className="border-b border-slate-200 p-3">
        <InboxSearch value={query} onChange={setQuery} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <div role="status" aria-label={_('messages.thread.loading')} className="space-y-3 p-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState title={_('messages.thread.wrong')} onRetry={() => list.refetch()} />
        ) : shown.length === 0 ? (
          <p className="p-4 text-sm text-slate-500">
            {_(query ? 'messages.inbox.noMatch' : 'messages.inbox.noMessages')}
          </p>
        ) : (
          <ul>
            {shown.map((c) => {
              const { other, unread } = viewOf(c, viewer);
              const active = c.id === activeId;
              return (
                <li key={c.id}>
                  <Link
                    to={`/message/${c.id}`}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-3 border-b border-slate-100 px-3 py-3 hover:bg-slate-50',
                      active && 'bg-brand-50 hover:bg-brand-50',
                    )}
                  >
                    <Avatar src={other.avatar} name={other.fullName} />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline justify-between gap-2">
                        <span
                          className={cn('truncate text-sm text-slate-900', unread ? 'font-semibold' : 'font-medium')}
                        >
                          {other.fullName}
                        </span>
                        <time dateTime={c.updatedAt} className="shrink-0 text-xs text-slate-500">
                          {shortTime(c.updatedAt)}
                        </time>
                      </span>
                      <span
                        dir="auto"
                        className={cn('block truncate text-sm', unread ? 'text-slate-900' : 'text-slate-500')}
                      >
                        {c.lastMessage ?? _('messages.inbox.noMessages')}
                      </span>
                      {unread && (
                        <span className="text-xs font-medium text-brand-700">{_('messages.inbox.unread')}</span>
                      )}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => list.fetchNextPage()} />
      </div>
    </nav>
  );
}
