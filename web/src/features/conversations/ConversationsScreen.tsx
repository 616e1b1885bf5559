import { useLingui } from '@lingui/react';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useMe } from '@web/lib/session';
import { Button } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { useConversations, useMarkConversationRead } from './api';
import { ConversationRow } from './ConversationRow';
import { InboxSearch } from './InboxSearch';
import { matchesSearch, viewOf } from './view';

/**
 * /messages: the signed-in user's conversations, newest first, as SPEC.md's table with Mark as
 * Read, at every width. Opening one goes to /message/{id}, which from 1024 px keeps the list
 * beside the thread (split pane).
 */
export default function ConversationsScreen() {
  const { _ } = useLingui();
  const { user } = useMe();
  const list = useConversations();
  const markRead = useMarkConversationRead();
  const [query, setQuery] = useState('');
  const all = list.data?.pages.flatMap((p) => p.items) ?? [];
  const conversations = user ? all.filter((c) => matchesSearch(c, user, query)) : all;
  const unreadIds = user ? conversations.filter((c) => viewOf(c, user).unread).map((c) => c.id) : [];
  const [markingAll, setMarkingAll] = useState(false);
  const markAllRead = () => {
    setMarkingAll(true);
    void Promise.allSettled(unreadIds.map((id) => markRead.mutateAsync(id))).finally(() => setMarkingAll(false));
  };

  let body;
  if (list.isPending || !user) body = <TableSkeleton />;
  else if (list.isError) body = <ErrorState title={_('messages.thread.wrong')} onRetry={() => list.refetch()} />;
  else if (all.length > 0 && conversations.length === 0)
    body = (
      <p className="rounded-2xl border border-slate-200 bg-white p-6 text-sm text-slate-500">
        {_('messages.inbox.noMatch')}
      </p>
    );
  else if (conversations.length === 0)
    body = (
      <EmptyState title={_('messages.inbox.noMessages')} icon={<MessagesSquare className="size-6" aria-hidden />}>
        <p className="max-w-sm text-sm text-slate-500">{_('messages.inbox.emptyHint')}</p>
      </EmptyState>
    );
  else
    body = (
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full table-fixed">
          <thead className="bg-slate-50 text-start text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-3 ps-4 pe-3 sm:ps-6">
                {_(user.isClient ? 'messages.inbox.freelancer' : 'messages.inbox.client')}
              </th>
              <th scope="col" className="hidden px-3 py-3 sm:table-cell sm:w-1/2">
                {_('messages.inbox.lastMessage')}
              </th>
              <th scope="col" className="hidden w-28 px-3 py-3 md:table-cell">
                {_('messages.inbox.date')}
              </th>
              <th scope="col" className="hidden w-40 py-3 ps-3 pe-4 text-end sm:table-cell sm:pe-6">
                <span className="sr-only">{_('messages.inbox.action')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {conversations.map((c) => (
              <ConversationRow
                key={c.id}
                conversation={c}
                viewer={user}
                onMarkRead={(id) => markRead.mutate(id)}
                marking={markRead.isPending && markRead.variables === c.id}
              />
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <Page className="max-w-5xl space-y-6">
      <PageTitle>{_('messages.inbox.title')}</PageTitle>
      {all.length > 0 && <InboxSearch value={query} onChange={setQuery} />}
      {unreadIds.length > 0 && (
        <div className="flex items-center justify-between gap-3 sm:hidden">
          <p className="text-sm text-slate-600">{_('messages.inbox.unreadCount', { count: unreadIds.length })}</p>
          <Button size="sm" variant="secondary" onClick={markAllRead} loading={markingAll}>
            {_('messages.inbox.markAllRead')}
          </Button>
        </div>
      )}
      {body}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => list.fetchNextPage()} />
    </Page>
  );
}

function TableSkeleton() {
  const { _ } = useLingui();
  return (
    <Card role="status" aria-label={_('messages.thread.loading')} className="space-y-4">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="hidden h-4 flex-1 sm:block" />
        </div>
      ))}
    </Card>
  );
}
