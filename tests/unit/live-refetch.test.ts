import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refetchMissed } from '@web/lib/live-refetch';

/** A bell's unread count as a screen holds it: an observed query whose answers we release. */
function bellCount(queryClient: QueryClient) {
  const answers: Array<(count: number) => void> = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: ['notifications', 'unread-count'],
    queryFn: () => new Promise<number>((resolve) => answers.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  const settled = () => vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'));
  return { answers, observer, unsubscribe, settled };
}

describe('the live stream is ready: what it refetches', () => {
  let queryClient: QueryClient;
  afterEach(() => queryClient.clear());

  it('reads again a first answer still in flight, since it may predate the stream', async () => {
    queryClient = new QueryClient();
    const bell = bellCount(queryClient);
    expect(bell.answers).toHaveLength(1); // the screen's first read, not answered yet

    const ready = refetchMissed(queryClient, false);
    await vi.waitFor(() => expect(bell.answers).toHaveLength(2));
    bell.answers[0]!(0); // read before the notification was made: arrives late, not kept
    bell.answers[1]!(1);
    await ready;
    await bell.settled();

    expect(bell.observer.getCurrentResult().data).toBe(1);
    bell.unsubscribe();
  });

  it('reads again what was answered before the stream listened, and everything on a reconnect', async () => {
    queryClient = new QueryClient();
    const bell = bellCount(queryClient);
    bell.answers[0]!(2);
    await bell.settled();
    await new Promise((resolve) => setTimeout(resolve, 2)); // ready comes later than the answer

    const ready = refetchMissed(queryClient, false);
    await vi.waitFor(() => expect(bell.answers).toHaveLength(2));
    bell.answers[1]!(3);
    await ready;
    expect(bell.observer.getCurrentResult().data).toBe(3);

    const reconnect = refetchMissed(queryClient, true);
    await vi.waitFor(() => expect(bell.answers).toHaveLength(3));
    bell.answers[2]!(4);
    await reconnect;
    expect(bell.observer.getCurrentResult().data).toBe(4);
    bell.unsubscribe();
  });
});
