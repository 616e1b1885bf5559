import { useParams } from 'react-router';
import { ApiError } from '@web/api/client';
import { useConversation } from '@web/features/conversations/api';
import { InboxPane } from '@web/features/conversations/InboxPane';
import { ThreadHeader } from '@web/features/conversations/ThreadHeader';
import { MessageThread } from '@web/features/messages/MessageThread';
import { useMe } from '@web/lib/session';
import { Page } from '@web/ui/Card';
import { ErrorState } from '@web/ui/EmptyState';
import { PageSpinner } from '@web/ui/Spinner';

/**
 * /message/{id}: who the conversation is with, above the thread and its input; from 1024 px the
 * conversations list stays beside it (split pane). On a phone the page fills the screen with
 * the input pinned at the bottom (the layout shows no footer here).
 */
export default function MessageThreadRoute() {
  const { id = '' } = useParams();
  const { user } = useMe();
  const conversation = useConversation(id);

  if (conversation.isError) {
    const err = conversation.error;
    const title = err instanceof ApiError && [400, 403, 404].includes(err.status) ? 'Conversation not found' : 'Something went wrong';
    return (
      <Page className="max-w-3xl">
        <ErrorState title={title} onRetry={title === 'Something went wrong' ? () => conversation.refetch() : undefined} />
      </Page>
    );
  }
  if (!user || conversation.isPending) return <PageSpinner />;
  return (
    // Edge to edge on a phone: the screen under the 4rem header is the thread, the input at its foot.
    <div className="mx-auto w-full max-w-3xl sm:px-6 sm:py-6 lg:max-w-6xl lg:px-8">
      <div className="flex h-[calc(100dvh-4rem)] min-h-80 overflow-hidden bg-white sm:h-[calc(100dvh-7rem)] sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-sm lg:grid lg:grid-cols-[20rem_1fr]">
        <div className="hidden min-h-0 lg:flex lg:flex-col">
          <InboxPane viewer={user} activeId={id} />
        </div>
        <div className="flex min-h-0 min-w-0 flex-1 flex-col">
          <ThreadHeader conversation={conversation.data} viewer={user} />
          <MessageThread conversationId={id} viewer={user} />
        </div>
      </div>
    </div>
  );
}
