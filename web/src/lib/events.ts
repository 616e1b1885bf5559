import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEvent } from '@shared/schemas/events';
import { API_BASE } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';
import { refetchMissed } from './live-refetch';
import { meQueryKey, useMe } from './session';

type Signal = { kind: 'ready' } | { kind: 'event'; event: LiveEvent };

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

function keysFor(event: LiveEvent): QueryKey[] {
  switch (event.type) {
    case 'message.created':
      return [[...rootKeys.messages, event.conversationId], rootKeys.conversations];
    case 'conversation.read':
      return [rootKeys.conversations];
    // Every step of a dispute notifies the other party: an open dispute page follows it (issue 23).
    case 'notification.created':
      return [rootKeys.notifications, rootKeys.disputes];
    case 'notification.read':
      return [rootKeys.notifications];
    case 'offer.updated':
      return [rootKeys.offers, rootKeys.applications];
  }
}

/**
 * One EventSource that reconnects by itself. The browser retries a dropped stream on its
 * own; an answer that is not a stream (401, 502) closes it for good, so we retry later
 * and recheck the session, which signs the user out if that was a 401.
 */
function connect(queryClient: QueryClient, emit: (signal: Signal) => void): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = RETRY_MIN_MS;
  const open = () => {
    source = new EventSource(`${API_BASE}/events`, { withCredentials: true });
    source.addEventListener('ready', () => {
      delay = RETRY_MIN_MS;
      emit({ kind: 'ready' });
    });
    source.onmessage = (e: MessageEvent<string>) => emit({ kind: 'event', event: JSON.parse(e.data) as LiveEvent });
    source.onerror = () => {
      if (source?.readyState !== EventSource.CLOSED) return;
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    };
  };
  open();
  return () => {
    clearTimeout(timer);
    source?.close();
  };
}

/**
 * Keeps the signed-in user's screens live: each event refetches the queries it touches,
 * and every (re)connect refetches what may have missed an event. Tabs share
 * one stream (the tab holding the lock relays to the others), so many open tabs do not
 * use up the browser's few connections per server.
 */
function useLiveEvents() {
  const { user } = useMe();
  const queryClient = useQueryClient();
  const userId = user?._id;

  useEffect(() => {
    if (!userId) return;
    let seenReady = false;
    const handle = (signal: Signal) => {
      if (signal.kind === 'event') {
        for (const queryKey of keysFor(signal.event)) void queryClient.invalidateQueries({ queryKey });
      } else {
        void refetchMissed(queryClient, seenReady);
        seenReady = true;
      }
    };

    if (!navigator.locks || typeof BroadcastChannel === 'undefined') return connect(queryClient, handle);

    const tabs = new BroadcastChannel(`workify-events-${userId}`);
    tabs.onmessage = (e: MessageEvent<Signal>) => handle(e.data);
    const stop = new AbortController();
    let release: (() => void) | undefined;
    navigator.locks
      .request(
        `workify-events-${userId}`,
        { signal: stop.signal },
        () =>
          new Promise<void>((resolve) => {
            if (stop.signal.aborted) return resolve();
            const close = connect(queryClient, (signal) => {
              handle(signal);
              tabs.postMessage(signal);
            });
            release = () => {
              close();
              resolve();
            };
          }),
      )
      .catch(() => undefined); // aborted while waiting for the lock: this tab unmounted
    return () => {
      stop.abort();
      release?.();
      tabs.close();
    };
  }, [userId, queryClient]);
}

/** The live stream as a component, so the layout loads this module only for a signed-in person. */
export function LiveEvents() {
  useLiveEvents();
  return null;
}
