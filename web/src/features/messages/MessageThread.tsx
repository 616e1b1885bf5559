import { useLingui } from '@lingui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { User } from '@shared/schemas/users';
import { ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { Skeleton } from '@web/ui/Skeleton';
import { useMessages } from './api';
import { MessageBubble, type MessageSlots } from './MessageBubble';
import { MessageComposer } from './MessageComposer';
import { FailedMessage, type UnsentMessage } from './FailedMessage';

/** Closer than this to the bottom, the thread follows new messages. */
const FOLLOW_PX = 120;

/**
 * The messages of a conversation, oldest at the top: it opens at the newest, loads older
 * pages when scrolled to the top (keeping the view still), and follows new messages while
 * the reader is at the bottom.
 */
interface Props extends MessageSlots {
  conversationId: string;
  viewer: User;
}

export function MessageThread({ conversationId, viewer, renderOffer, renderActions }: Props) {
  const { _ } = useLingui();
  const thread = useMessages(conversationId);
  const [unsent, setUnsent] = useState<UnsentMessage[]>([]);
  const dropUnsent = (key: string) => setUnsent((list) => list.filter((m) => m.key !== key));
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: '', last: '', scrollHeight: 0, scrollTop: 0, follow: true });
  // Pages come newest first, each oldest first: older pages go on top.
  const messages = (thread.data?.pages ?? []).toReversed().flatMap((p) => p.items);
  const first = messages[0]?._id ?? '';
  const last = messages[messages.length - 1]?._id ?? '';
  const lastIsOwn = messages[messages.length - 1]?.userId._id === viewer._id;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = seen.current;
    if (last !== before.last && (before.follow || lastIsOwn)) el.scrollTop = el.scrollHeight;
    else if (first !== before.first && last === before.last)
      el.scrollTop = before.scrollTop + (el.scrollHeight - before.scrollHeight);
    seen.current = {
      first,
      last,
      scrollHeight: el.scrollHeight,
      scrollTop: el.scrollTop,
      follow: el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX,
    };
  }, [first, last, lastIsOwn]);

  // What loads after a message is placed (an offer's card, an image) grows the list below the
  // view: a reader following the thread is kept at its foot, so a new offer card is seen whole.
  const list = useRef<HTMLOListElement>(null);
  const hasList = messages.length + unsent.length > 0;
  useEffect(() => {
    const el = box.current;
    if (!hasList || !el || !list.current) return;
    const keepAtFoot = new ResizeObserver(() => {
      if (!seen.current.follow) return;
      el.scrollTop = el.scrollHeight;
      seen.current = { ...seen.current, scrollHeight: el.scrollHeight, scrollTop: el.scrollTop };
    });
    keepAtFoot.observe(list.current);
    return () => keepAtFoot.disconnect();
  }, [hasList]);

  const onScroll = () => {
    const el = box.current!;
    seen.current = {
      ...seen.current,
      scrollHeight: el.scrollHeight,
      scrollTop: el.scrollTop,
      follow: el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX,
    };
  };

  return (
    <>
      {/* Focusable so a keyboard can scroll a long thread (axe: scrollable-region-focusable); relative so the bubbles' sr-only labels stay inside it and never stretch the page. */}
      <div
        ref={box}
        onScroll={onScroll}
        role="region"
        aria-label={_('messages.thread.history')}
        tabIndex={0}
        className="relative min-h-0 flex-1 overflow-y-auto px-3 py-4 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none focus-visible:ring-inset sm:px-6"
        aria-busy={thread.isFetching || undefined}
      >
        {thread.isPending ? (
          <ThreadSkeleton />
        ) : thread.isError ? (
          <ErrorState title={_('messages.thread.wrong')} onRetry={() => thread.refetch()} />
        ) : messages.length === 0 && unsent.length === 0 ? (
          <p className="grid h-full place-items-center text-center text-sm text-slate-500">
            {_('messages.thread.empty')}
          </p>
        ) : (
          <>
            <LoadMore
              hasMore={thread.hasNextPage}
              loading={thread.isFetchingNextPage}
              onLoad={() => thread.fetchNextPage()}
              label={_('messages.thread.older')}
            />
            <ol ref={list} aria-label={_('messages.thread.list')} aria-live="polite" className="space-y-3">
              {messages.map((m) => (
                <MessageBubble
                  key={m._id}
                  message={m}
                  own={m.userId._id === viewer._id}
                  renderOffer={renderOffer}
                  renderActions={renderActions}
                />
              ))}
              {unsent.map((m) => (
                <FailedMessage key={m.key} conversationId={conversationId} message={m} onSent={dropUnsent} />
              ))}
            </ol>
          </>
        )}
      </div>
      <MessageComposer
        conversationId={conversationId}
        onSent={() => (seen.current.follow = true)}
        onFailed={(desc) => setUnsent((list) => [...list, { key: `${Date.now()}-${list.length}`, desc }])}
      />
    </>
  );
}

function ThreadSkeleton() {
  const { _ } = useLingui();
  return (
    <div role="status" aria-label={_('messages.thread.loading')} className="space-y-4">
      {['w-3/5', 'w-2/5', 'w-2/3', 'w-1/3'].map((width, i) => (
        <div key={width} className={i % 2 ? 'flex justify-end' : 'flex'}>
          <Skeleton className={`h-10 rounded-2xl ${width}`} />
        </div>
      ))}
    </div>
  );
}
