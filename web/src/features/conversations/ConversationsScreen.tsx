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
  else if (list.isError) body = <ErrorState title="Something went wrong" onRetry={() => list.refetch()} />;
  else if (all.length > 0 && conversations.length === 0)
    body = (
      <p className="rounded-2xl border border-slate-200 bg-white p-6 text-sm text-slate-500">
        No conversation matches your search.
      </p>
    );
  else if (conversations.length === 0)
    body = (
      <EmptyState title="No messages yet" icon={<MessagesSquare className="size-6" aria-hidden />}>
        <p className="max-w-sm text-sm text-slate-500">
          When you message a client or a freelancer, your conversation shows up here.
        </p>
      </EmptyState>
    );
  else
    body = (
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full table-fixed">
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-3 pr-3 pl-4 sm:pl-6">
                {user.isClient ? 'Freelancer' : 'Client'}
              </th>
              <th scope="col" className="hidden px-3 py-3 sm:table-cell sm:w-1/2">
                Last Message
              </th>
              <th scope="col" className="hidden w-28 px-3 py-3 md:table-cell">
                Date
              </th>
              <th scope="col" className="hidden w-40 py-3 pr-4 pl-3 text-right sm:table-cell sm:pr-6">
                <span className="sr-only">Action</span>
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
      <PageTitle>Messages</PageTitle>
      {all.length > 0 && <InboxSearch value={query} onChange={setQuery} />}
      {unreadIds.length > 0 && (
        <div className="flex items-center justify-between gap-3 sm:hidden">
          <p className="text-sm text-slate-600">
            {unreadIds.length === 1 ? '1 unread conversation' : `${unreadIds.length} unread conversations`}
          </p>
          <Button size="sm" variant="secondary" onClick={markAllRead} loading={markingAll}>
            Mark all as read
          </Button>
        </div>
      )}
      {body}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => list.fetchNextPage()} />
    </Page>
  );
}

function TableSkeleton() {
  return (
    <Card role="status" aria-label="Loading" className="space-y-4">
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
