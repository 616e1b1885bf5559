import { useParams } from 'react-router';
import { ApiError } from '@web/api/client';
import { useConversation } from '@web/features/conversations/api';
import { ThreadHeader } from '@web/features/conversations/ThreadHeader';
import { MessageThread } from '@web/features/messages/MessageThread';
import { useMe } from '@web/lib/session';
import { Page } from '@web/ui/Card';
import { ErrorState } from '@web/ui/EmptyState';
import { PageSpinner } from '@web/ui/Spinner';

/** /message/{id}: who the conversation is with, above the thread and its input. */
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
    <Page className="max-w-3xl py-4 sm:py-6">
      <div className="flex h-[calc(100dvh-6rem)] min-h-96 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:h-[calc(100dvh-7rem)]">
        <ThreadHeader conversation={conversation.data} viewer={user} />
        <MessageThread conversationId={id} viewer={user} />
      </div>
    </Page>
  );
}
