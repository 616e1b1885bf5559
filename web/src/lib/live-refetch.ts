import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { rootKeys } from '@web/api/query-keys';

/** The domains a live event can change: what a (re)connect refetches. */
const LIVE_DOMAINS: QueryKey[] = [rootKeys.conversations, rootKeys.messages, rootKeys.notifications, rootKeys.offers];

/**
 * What the stream's `ready` refetches. A reconnect: everything live. The page's first stream:
 * what was read before it listened, since an event published in between reached nobody. That
 * includes a first read still in flight: its answer may predate the event although it arrives
 * after `ready`, and an invalidation would only join it (TanStack Query does not cancel a fetch
 * that has no data yet), so it is cancelled and read again.
 */
export async function refetchMissed(queryClient: QueryClient, reconnect: boolean): Promise<void> {
  const readyAt = Date.now();
  const missed = (query: Query) => reconnect || query.state.dataUpdatedAt < readyAt;
  const inFlight = (query: Query) => missed(query) && query.state.fetchStatus === 'fetching';
  await Promise.all(
    LIVE_DOMAINS.map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey, predicate: inFlight });
      await queryClient.invalidateQueries({ queryKey, predicate: missed });
    }),
  );
}
